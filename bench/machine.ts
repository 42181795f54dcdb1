import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** What the figures were measured on, as BENCHMARKS.md records it. */
export function machineLines(chromiumVersion: string): string[] {
  const cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? 'unknown CPU';
  let memory = 'unknown';
  try {
    const free = execFileSync('free', ['-h'], { encoding: 'utf8' });
    memory = /^Mem:\s+(\S+)/m.exec(free)?.[1] ?? memory;
  } catch {
    // free(1) missing: leave it unknown
  }
  return [
    `Date: ${new Date().toISOString()}`,
    `CPU: ${cpu}, ${availableParallelism()} cores (nproc)`,
    `Memory: ${memory} (free -h)`,
    `Node ${process.version}, Chromium ${chromiumVersion} (headless, ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'})`,
  ];
}

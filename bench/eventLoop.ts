import { eventLoopLinePrefix } from '../server/benchEventLoop';
import { processTree, type RunningServer } from './server';

export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
}

interface Report extends EventLoopDelay {
  /** The serving process that printed it (absent from builds older than SERVER_PROCESSES). */
  pid?: number;
  report: number;
}

/**
 * The server's event-loop lag since the last call (server/benchEventLoop.ts): SIGUSR2 makes each
 * serving process print its percentiles and start afresh. With several processes, the worst of them:
 * a request waits behind the loop of the process it reached. Call once before a run to start clean.
 */
export async function eventLoopDelay(server: RunningServer): Promise<EventLoopDelay> {
  // A primary serves nothing and prints nothing: one line per serving process is awaited.
  const printing = Math.max(1, processTree(server.pid).length - 1);
  const before = latestPerProcess(server.output());
  process.kill(server.pid, 'SIGUSR2');
  const deadline = Date.now() + 5_000;
  for (;;) {
    const fresh = [...latestPerProcess(server.output())].filter(
      ([pid, latest]) => latest.report > (before.get(pid)?.report ?? 0),
    );
    if (fresh.length >= printing) {
      const reports = fresh.map(([, report]) => report);
      const worst = (pick: (r: Report) => number) => Math.max(...reports.map(pick));
      return { p50: worst((r) => r.p50), p99: worst((r) => r.p99), max: worst((r) => r.max) };
    }
    if (Date.now() > deadline) throw new Error('The server printed no event-loop figures (BENCH_EVENT_LOOP=1?)');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Each printing process's newest report, by pid (0 for a build that does not print one). */
function latestPerProcess(output: string): Map<number, Report> {
  const latest = new Map<number, Report>();
  for (const line of output.split('\n')) {
    if (!line.startsWith(`${eventLoopLinePrefix} `)) continue;
    const report = JSON.parse(line.slice(eventLoopLinePrefix.length + 1)) as Report;
    latest.set(report.pid ?? 0, report);
  }
  return latest;
}

import { execFile, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { childEnv } from './server';

export interface WrkResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers outside 2xx/3xx plus socket errors (connect, read, write). */
  errors: number;
  /** Requests still unanswered after the timeout (10 s): wrk leaves them out of its latencies. */
  timeouts: number;
  output: string;
}

/** True when Debian's `wrk` can be run; the bench installs nothing itself. */
export function wrkInstalled(): boolean {
  const found = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  return found.error === undefined;
}

const toMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** wrk's durations: "812.00us", "27.31ms", "2.30s", "1.02m". */
export function wrkDuration(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`Not a wrk duration: "${text}"`);
  return Number(match[1]) * toMs[match[2]!]!;
}

/** wrk's counts: "3.40k", "1.2M", "950". */
function wrkCount(text: string): number {
  const match = /^([\d.]+)([kMG]?)$/.exec(text.trim());
  if (!match) throw new Error(`Not a wrk count: "${text}"`);
  return Number(match[1]) * ({ '': 1, k: 1e3, M: 1e6, G: 1e9 } as Record<string, number>)[match[2]!]!;
}

/** Reads the figures out of wrk's report printed with --latency (its "Latency Distribution"). */
export function parseWrk(output: string): WrkResult {
  const line = (pattern: RegExp, what: string) => {
    const match = pattern.exec(output);
    if (!match) throw new Error(`wrk printed no ${what}:\n${output}`);
    return match;
  };
  const latency = line(/^\s*Latency\s+(\S+)\s+(\S+)\s+(\S+)/m, 'latency line');
  const p50 = line(/^\s*50%\s+(\S+)/m, '50% line (run it with --latency)');
  const p99 = line(/^\s*99%\s+(\S+)/m, '99% line (run it with --latency)');
  const requests = line(/^\s*(\d+) requests in/m, 'request count');
  const perSecond = line(/^Requests\/sec:\s+(\S+)/m, 'Requests/sec');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const errors =
    (socket ? socket.slice(1, 4).reduce((sum, n) => sum + Number(n), 0) : 0) + (non2xx ? Number(non2xx[1]) : 0);
  return {
    requests: Number(requests[1]),
    perSecond: wrkCount(perSecond[1]!),
    p50: wrkDuration(p50[1]!),
    p99: wrkDuration(p99[1]!),
    max: wrkDuration(latency[3]!),
    errors,
    timeouts: socket ? Number(socket[4]) : 0,
    output,
  };
}

/**
 * Runs wrk (2 threads, its default) against `url` on loopback with one of the Lua scripts in
 * bench/wrk/, whose settings travel in `env`. A 10 s timeout, so that slow answers are measured
 * rather than dropped as timeouts (wrk's default is 2 s).
 */
export function runWrk(options: {
  url: string;
  script: 'list.lua' | 'add.lua';
  connections: number;
  seconds: number;
  env: Record<string, string>;
}): Promise<WrkResult> {
  const script = fileURLToPath(new URL(`wrk/${options.script}`, import.meta.url));
  const args = ['-t2', `-c${options.connections}`, `-d${options.seconds}s`, '--timeout', '10s', '--latency'];
  return new Promise((resolve, reject) => {
    execFile(
      'wrk',
      [...args, '-s', script, options.url],
      { env: { ...childEnv(), ...options.env }, timeout: (options.seconds + 60) * 1000, maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`wrk failed: ${error.message}\n${stdout}\n${stderr}`));
        try {
          resolve(parseWrk(stdout));
        } catch (failure) {
          reject(failure instanceof Error ? failure : new Error(String(failure)));
        }
      },
    );
  });
}

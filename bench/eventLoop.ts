import { eventLoopLinePrefix } from '../server/benchEventLoop';
import type { RunningServer } from './server';

export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
}

/**
 * The server's event-loop lag since the last call (server/benchEventLoop.ts): SIGUSR2 makes the
 * server print its percentiles and start afresh. Call once before a run to start it clean.
 */
export async function eventLoopDelay(server: RunningServer): Promise<EventLoopDelay> {
  const before = reports(server.output()).at(-1)?.report ?? 0;
  process.kill(server.pid, 'SIGUSR2');
  const deadline = Date.now() + 5_000;
  for (;;) {
    const latest = reports(server.output()).at(-1);
    if (latest && latest.report > before) return latest;
    if (Date.now() > deadline) throw new Error('The server printed no event-loop figures (BENCH_EVENT_LOOP=1?)');
    await new Promise((r) => setTimeout(r, 50));
  }
}

function reports(output: string): (EventLoopDelay & { report: number })[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(`${eventLoopLinePrefix} `))
    .map((line) => JSON.parse(line.slice(eventLoopLinePrefix.length + 1)) as EventLoopDelay & { report: number });
}

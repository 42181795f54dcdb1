import type { Worker } from 'node:cluster';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/** The line the bench looks for in the server's output (bench/eventLoop.ts). */
export const eventLoopLinePrefix = 'bench-event-loop-delay';

/**
 * For `npm run bench` only: with BENCH_EVENT_LOOP=1 the process samples how late its event loop
 * runs (every 10 ms), and on SIGUSR2 prints one line with the percentiles since the last signal,
 * then starts afresh. A signal, not an HTTP route, so no request can reach it; without the variable
 * nothing is installed at all.
 */
export function startBenchEventLoopProbe(env: NodeJS.ProcessEnv = process.env): void {
  if (env.BENCH_EVENT_LOOP !== '1') return;
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let report = 0;
  process.on('SIGUSR2', () => {
    report += 1;
    // Nanoseconds to milliseconds; the histogram includes the 10 ms sampling interval itself, so
    // that is taken off to leave the lag.
    const ms = (ns: number) => Math.max(0, ns / 1e6 - 10);
    const figures = {
      pid: process.pid,
      report,
      samples: histogram.count,
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
    };
    histogram.reset();
    process.stdout.write(`${eventLoopLinePrefix} ${JSON.stringify(figures)}\n`);
  });
}

/**
 * With several serving processes (server/processes/primary.ts) the bench signals the primary, which
 * serves nothing: it passes the signal on, and each serving process prints its own line.
 */
export function forwardBenchEventLoopSignal(
  servingProcesses: () => Worker[],
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (env.BENCH_EVENT_LOOP !== '1') return;
  process.on('SIGUSR2', () => {
    for (const worker of servingProcesses()) worker.process.kill('SIGUSR2');
  });
}

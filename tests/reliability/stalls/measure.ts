/** How the stall test (../no-stalls.test.ts) measures: a steady stream of requests, and the event loop's gaps. */

export interface Sample {
  /** When the request was due, ms since the run started. */
  due: number;
  latency: number;
  status: number;
}

/**
 * The other person's steady stream: a request due every `everyMs`, taking `kinds` in turn, sent when
 * due (not when the previous one ended).
 */
export function steadyStream(everyMs: number, kinds: readonly (() => Promise<number>)[]) {
  const samples: Sample[] = [];
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  let next = 0;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    const now = performance.now() - started;
    // Every request that fell due while this process was held is sent now, late, and counted from when it was due.
    while (next * everyMs <= now) {
      const due = next * everyMs;
      const kind = kinds[next % kinds.length]!;
      next += 1;
      const request = kind().then((status) => {
        samples.push({ due, latency: performance.now() - started - due, status });
      });
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
    }
    setTimeout(tick, Math.max(0, next * everyMs - now));
  };
  tick();
  return {
    samples,
    clock: () => performance.now() - started,
    async stop() {
      stopped = true;
      await Promise.all([...inFlight]);
    },
  };
}

/** The longest this process went without a turn of its event loop, in each moment: what a stall is. */
export function loopLag() {
  const gaps: { at: number; gap: number }[] = [];
  const started = performance.now();
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    gaps.push({ at: now - started, gap: now - last - 5 });
    last = now;
  }, 5);
  return {
    worstBetween: (from: number, to: number) =>
      Math.max(0, ...gaps.filter((g) => g.at >= from && g.at <= to).map((g) => g.gap)),
    stop: () => clearInterval(timer),
  };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

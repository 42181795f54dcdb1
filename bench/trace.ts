import type { Browser, Page } from 'playwright-core';
import { log } from './log';

/**
 * BENCH_TRACE=add: which measures to trace, every run, with Chrome's IndexedDB category. Tracing
 * slows what it traces: a run with it is for finding where time goes, not for the table.
 */
export const traces = (process.env.BENCH_TRACE ?? '').split(',').filter(Boolean);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
}

/**
 * A Chrome trace while `work` runs, with the IndexedDB events around the User Timing measure
 * `around` logged in order (start relative to the measure's, duration, thread): where a write waited
 * in the browser process while the page was idle, which a CPU profile of the page cannot show.
 */
export async function traceWhile<T>(
  browser: Browser,
  page: Page,
  label: string,
  around: string,
  work: () => Promise<T>,
  beforeMs = 50,
): Promise<T> {
  await browser.startTracing(page, { categories: ['IndexedDB', 'blink.user_timing'] });
  const result = await work();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const measure = traceEvents.filter((event) => event.name === around).sort((a, b) => a.ts - b.ts);
  const start = measure[0]?.ts;
  const end = measure.at(-1)?.ts;
  if (start === undefined || end === undefined) {
    log(`  trace of ${label}: no "${around}" in it`);
    return result;
  }
  const shown = traceEvents
    .filter((event) => event.cat.includes('IndexedDB') && event.ts >= start - beforeMs * 1000 && event.ts <= end + 5000)
    .sort((a, b) => a.ts - b.ts);
  log(
    `  trace of ${label}: ${((end - start) / 1000).toFixed(1)} ms of "${around}", IndexedDB events from ${beforeMs} ms before:`,
  );
  for (const event of shown) {
    const at = ((event.ts - start) / 1000).toFixed(2).padStart(8);
    const took = event.dur === undefined ? event.ph.padStart(7) : (event.dur / 1000).toFixed(2).padStart(7);
    log(`    ${at} ${took} ${event.name} (thread ${event.tid})`);
  }
  return result;
}

import type { Browser, Page } from 'playwright-core';
import { frameName } from './cpuProfile';
import { log } from './log';

/**
 * BENCH_TRACE=add,first-sync,month-filter: which measures to trace. `add`: every add, with Chrome's
 * IndexedDB category; `first-sync`: the first sync's tasks over 50 ms on the page's main thread and
 * what ran in them; `month-filter`: every task of one month filter, in order, and the gaps between.
 * Tracing slows what it traces: a run with it is for finding where time goes, not for the table.
 */
export const traces = (process.env.BENCH_TRACE ?? '').split(',').filter(Boolean);

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string; functionName?: string; url?: string; lineNumber?: number } };
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

/** The complete events of the pages' main threads (CrRendererMain), in time order. */
function mainThreadEvents(traceEvents: readonly TraceEvent[]): TraceEvent[] {
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return traceEvents
    .filter((event) => event.ph === 'X' && event.dur !== undefined && mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts);
}

/** What a trace event ran, in a few words: the event's name and, for script, the function and file. */
function whatRan(event: TraceEvent): string {
  const data = event.args?.data;
  if (data?.type) return `${event.name} ${data.type}`;
  if (data?.url)
    return `${event.name} ${data.functionName || '(anonymous)'} ${data.url.split('/').pop()}:${data.lineNumber}`;
  return event.name;
}

/**
 * A Chrome trace while `work` runs, with every task over 50 ms on a page's main thread logged: its
 * start (from the trace's first event), its length, the events of 3 ms or more that ran inside it
 * (script with its function and file, event dispatches with their type, style, layout), and the
 * functions of most self time in it from a CPU profile taken at the same time (both use the
 * browser's monotonic clock, so a sample falls in a task by its time). A CPU profile alone has no
 * task boundaries; this says what each long task is.
 */
export async function traceLongTasksWhile<T>(browser: Browser, page: Page, label: string, work: () => Promise<T>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink.user_timing'],
  });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const onMain = mainThreadEvents(traceEvents);
  const origin = traceEvents.reduce((first, event) => (event.ts > 0 && event.ts < first ? event.ts : first), Infinity);
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const samples: { at: number; frame: string }[] = [];
  let at = profile.startTime;
  (profile.samples ?? []).forEach((id, i) => {
    at += profile.timeDeltas?.[i] ?? 0;
    samples.push({ at, frame: frameName(frames.get(id)!) });
  });
  const long = onMain.filter((event) => event.name === 'RunTask' && event.dur! > 50_000);
  log(`  trace of ${label}: ${long.length} tasks over 50 ms on a page's main thread`);
  for (const task of long) {
    const end = task.ts + task.dur!;
    log(`    at ${((task.ts - origin) / 1e6).toFixed(2)} s, ${(task.dur! / 1000).toFixed(0)} ms:`);
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= end && event.dur! >= 3000,
    );
    for (const event of inside.slice(0, 12))
      log(`      ${(event.dur! / 1000).toFixed(1).padStart(6)} ms ${whatRan(event)}`);
    const self = new Map<string, number>();
    for (const sample of samples)
      if (sample.at >= task.ts && sample.at <= end) self.set(sample.frame, (self.get(sample.frame) ?? 0) + 1);
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 10);
    log(
      `      profile samples in it, most self time first: ${top.map(([frame, count]) => `${count} ${frame}`).join(', ')}`,
    );
  }
  return result;
}

/**
 * A Chrome trace while `work` runs, with every task on a page's main thread logged in order: its
 * start from the first one's, its length, the idle gap before it and the events of 0.3 ms or more
 * inside it. For a short interaction made of many small tasks, where the time goes between them
 * (waiting on IndexedDB, a timer, a frame) as much as in them.
 */
export async function traceTasksWhile<T>(browser: Browser, page: Page, label: string, work: () => Promise<T>) {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'IndexedDB'],
  });
  const result = await work();
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const onMain = mainThreadEvents(traceEvents);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur! >= 100);
  const origin = tasks[0]?.ts ?? 0;
  log(`  trace of ${label}: ${tasks.length} tasks of 0.1 ms or more on a page's main thread`);
  let previousEnd = origin;
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = onMain.filter(
      (event) => event !== task && event.ts >= task.ts && event.ts + event.dur! <= end && event.dur! >= 300,
    );
    const what = inside
      .slice(0, 10)
      .map((event) => `${whatRan(event)} ${(event.dur! / 1000).toFixed(1)}`)
      .join('; ');
    log(
      `    ${((task.ts - origin) / 1000).toFixed(1).padStart(7)} ms +${((task.ts - previousEnd) / 1000).toFixed(1).padStart(5)} idle, ` +
        `${(task.dur! / 1000).toFixed(1).padStart(5)} ms: ${what}`,
    );
    previousEnd = end;
  }
  return result;
}

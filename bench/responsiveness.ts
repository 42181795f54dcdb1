import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Bench } from './bench';
import { logRun } from './screens';

/**
 * Whether the page stalls (issue 15, section 2): long tasks (PerformanceObserver `longtask`: every
 * task of the main thread over 50 ms) and the Event Timing entries of interactions, from which the
 * interaction-to-next-paint of one click is read. Installed in every page of a context before any of
 * the app's scripts, so nothing of the page's life is missed.
 */
export async function installResponsivenessProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(probe);
}

/** Runs in the page (an init script): self-contained. */
function probe() {
  /** The parts of a Long Animation Frame entry read here (not in every TypeScript DOM library yet). */
  interface FrameTiming extends PerformanceEntry {
    blockingDuration: number;
    scripts: {
      invoker: string;
      sourceFunctionName: string;
      sourceURL: string;
      duration: number;
      forcedStyleAndLayoutDuration: number;
    }[];
  }
  const w = window as unknown as {
    __benchLongTasks: { start: number; duration: number }[];
    __benchLongFrames: LongFrame[];
    __benchEvents: { name: string; start: number; duration: number; id: number }[];
  };
  w.__benchLongTasks = [];
  w.__benchLongFrames = [];
  w.__benchEvents = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        w.__benchLongTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as FrameTiming[]) {
        if (entry.blockingDuration === 0) continue;
        w.__benchLongFrames.push({
          start: entry.startTime,
          duration: entry.duration,
          scripts: entry.scripts.map((script) => ({
            what: [script.invoker, script.sourceFunctionName, script.sourceURL.split('/').pop()]
              .filter(Boolean)
              .join(' '),
            duration: script.duration,
            forcedStyleAndLayout: script.forcedStyleAndLayoutDuration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) {
          w.__benchEvents.push({
            name: entry.name,
            start: entry.startTime,
            duration: entry.duration,
            id: entry.interactionId,
          });
        }
      }
      // durationThreshold 16 is the lowest the API allows: every interaction that takes a frame or more.
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // A browser without these entry types: the figures read as missing (NaN), never as zero.
    (w as unknown as { __benchNoProbe: boolean }).__benchNoProbe = true;
  }
}

export interface LongTasks {
  /** The longest task, ms (0 when none passed 50 ms). */
  longest: number;
  /** How many tasks passed 50 ms. */
  over50: number;
  /** Each of them: when it started (ms after the window opened) and how long it took, ms. */
  each: { at: number; duration: number }[];
}

/** A frame that held a long task (Long Animation Frame API), with the scripts that ran in it. */
export interface LongFrame {
  start: number;
  duration: number;
  /** Each script: its invoker, function and file, its length and its forced style and layout, ms. */
  scripts: { what: string; duration: number; forcedStyleAndLayout: number }[];
}

/**
 * The frames with a long task that started at or after `from` (page clock), described in a line
 * each: what ran in the long tasks, without a trace (which slows the page and moves them).
 */
export async function longFramesSince(page: Page, from: number): Promise<string[]> {
  const frames = await page.evaluate(
    (since) =>
      ((window as unknown as { __benchLongFrames?: LongFrame[] }).__benchLongFrames ?? []).filter(
        (frame) => frame.start >= since,
      ),
    from,
  );
  return frames.map(
    (frame) =>
      `frame at ${((frame.start - from) / 1000).toFixed(2)} s, ${Math.round(frame.duration)} ms: ` +
      (frame.scripts
        .map(
          (script) =>
            `${script.what} ${Math.round(script.duration)} ms` +
            (script.forcedStyleAndLayout >= 1
              ? ` (forced style and layout ${Math.round(script.forcedStyleAndLayout)})`
              : ''),
        )
        .join('; ') || 'no script'),
  );
}

/** The page's clock now, to start a window of measurement. */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.now());

/** Long tasks that started at or after `from` (page clock). */
export function longTasksSince(page: Page, from: number): Promise<LongTasks> {
  return page.evaluate((since) => {
    const w = window as unknown as { __benchLongTasks?: { start: number; duration: number }[] };
    if (!w.__benchLongTasks) return { longest: Number.NaN, over50: Number.NaN, each: [] };
    const tasks = w.__benchLongTasks.filter((task) => task.start >= since);
    return {
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
      over50: tasks.length,
      each: tasks.map((task) => ({ at: task.start - since, duration: task.duration })),
    };
  }, from);
}

/** Event Timing reports no interaction shorter than this (its lowest `durationThreshold`), ms. */
export const eventTimingFloor = 16;

/**
 * Interaction to next paint of the interactions that started at or after `from`: the longest Event
 * Timing duration (input delay + processing + presentation) among them, ms. An interaction faster
 * than the API reports counts as `eventTimingFloor`, said by `reported: false`.
 */
export async function interactionSince(page: Page, from: number): Promise<{ inp: number; reported: boolean }> {
  const longest = await page.evaluate((since) => {
    const w = window as unknown as { __benchEvents?: { start: number; duration: number }[] };
    const events = (w.__benchEvents ?? []).filter((event) => event.start >= since);
    return events.length === 0 ? null : Math.max(...events.map((event) => event.duration));
  }, from);
  return longest === null ? { inp: eventTimingFloor, reported: false } : { inp: longest, reported: true };
}

/** How a window of the page's life felt: its longest tasks and its slowest interaction. */
export interface Responsiveness {
  longTasks: LongTasks;
  /** The slowest interaction's (click, keystroke) interaction to next paint, ms. */
  inp: number;
  /** False when no interaction reached the Event Timing floor (`inp` is then that floor). */
  reported: boolean;
}

/**
 * The long tasks and the slowest interaction from `from` (page clock) until now, after `settleMs`:
 * Event Timing reports an interaction only after its next paint, a frame or two later.
 */
export async function responsivenessSince(page: Page, from: number, settleMs = 200): Promise<Responsiveness> {
  await page.waitForTimeout(settleMs);
  const [interaction, longTasks] = await Promise.all([interactionSince(page, from), longTasksSince(page, from)]);
  return { longTasks, ...interaction };
}

/**
 * Types into each field in turn as a person does (a key every `delayMs`), then waits for `done`: the
 * longest task and the slowest keystroke's interaction-to-next-paint while it was typed and handled.
 */
export async function whileTyping(
  page: Page,
  entries: readonly (readonly [field: Locator, text: string])[],
  done: () => Promise<unknown>,
  delayMs = 80,
): Promise<Responsiveness> {
  const from = await pageNow(page);
  for (const [field, text] of entries) {
    await field.click();
    await field.pressSequentially(text, { delay: delayMs });
  }
  await done();
  return responsivenessSince(page, from);
}

/**
 * `b.runs` runs of `typeOnce` (each typing with `whileTyping`), logged, and their two rows: the
 * longest task (budget: none over 50 ms) and the slowest keystroke. `about` names a run in the log.
 */
export async function typingRows(
  b: Bench,
  measure: string,
  typeOnce: (run: number) => Promise<Responsiveness & { about?: string }>,
): Promise<void> {
  const longest: number[] = [];
  const slowestKey: number[] = [];
  for (let run = 0; run < b.runs; run++) {
    const t = await typeOnce(run);
    longest.push(t.longTasks.longest);
    slowestKey.push(t.inp);
    logRun(
      measure,
      run,
      b.runs,
      `${t.about ? `${t.about}: ` : ''}longest task ${t.longTasks.longest.toFixed(0)} ms (${t.longTasks.over50} over 50 ms), ` +
        `slowest key ${t.inp} ms${t.reported ? '' : ' (under the reporting floor)'}`,
    );
  }
  b.add({
    measure,
    unit: 'ms',
    samples: longest,
    budget: { kind: 'max', value: 50, everyRun: true },
    note: '0 = no task over 50 ms',
  });
  b.add({ measure: '  same, slowest keystroke (interaction to next paint)', unit: 'ms', samples: slowestKey });
}

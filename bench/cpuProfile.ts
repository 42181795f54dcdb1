import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { log } from './log';

/** BENCH_PROFILE=first-sync,month-filter,search,add,import: which measures to profile once, besides timing them. */
export const profiles = (process.env.BENCH_PROFILE ?? '').split(',').filter(Boolean);

/** BENCH_PROFILE_DIR: a folder where each profile is also saved whole, for DevTools or a script. */
const profileDir = process.env.BENCH_PROFILE_DIR;

/** A profile frame in a few words: its function, and its file, line and column when it has one. */
export function frameName(frame: { functionName: string; url: string; lineNumber: number; columnNumber: number }) {
  const where = frame.url ? ` ${frame.url.split('/').pop()}:${frame.lineNumber}:${frame.columnNumber}` : '';
  return `${frame.functionName || '(anonymous)'}${where}`;
}

/**
 * A CPU profile of the page while `work` runs (Chrome DevTools Protocol, sampled every 100 µs), with
 * the functions that took the most self time logged: where a slow measure's time goes. The share of
 * "(idle)" says whether the main thread was busy or waited for something else (IndexedDB, network).
 */
export async function profileWhile<T>(page: Page, label: string, work: () => Promise<T>, top = 20): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  if (profileDir)
    writeFileSync(join(profileDir, `${label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  let total = 0;
  (profile.samples ?? []).forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = frameName(frame);
    const ms = (deltas[i] ?? 0) / 1000;
    total += ms;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  log(`  profile of ${label} (${total.toFixed(0)} ms sampled), self time in ms:`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) log(`    ${ms.toFixed(1)} ${key}`);
  return result;
}

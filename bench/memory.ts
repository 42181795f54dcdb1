import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface TabMemory {
  /** JS heap in use after a forced garbage collection (CDP Runtime.getHeapUsage). */
  jsHeapUsedMb: number;
  jsHeapTotalMb: number;
  /** Private memory (resident, not shared) of the tab's renderer process, from /proc/<pid>/smaps_rollup. */
  tabPrivateMb: number;
  /** The same for every renderer process alive (the tab's among them), largest first. */
  rendererPrivateMb: number[];
}

function privateKb(pid: number): number {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
    return field('Private_Clean') + field('Private_Dirty');
  } catch {
    return 0;
  }
}

async function rendererPids(browser: Browser): Promise<number[]> {
  const cdp = await browser.newBrowserCDPSession();
  const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
  await cdp.detach();
  return info.processInfo.filter((p) => p.type === 'renderer').map((p) => p.id);
}

/**
 * Memory of the tab with the data set loaded, measured with this page the only one open. Chromium
 * does not say which renderer process is the tab's, so after reading every renderer's memory the
 * page briefly fills 64 MB: the process that grows by it is the tab's, and its figure from before
 * the probe is reported.
 */
export async function tabMemory(browser: Browser, context: BrowserContext, page: Page): Promise<TabMemory> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const pids = await rendererPids(browser);
  const before = new Map(pids.map((pid) => [pid, privateKb(pid)]));

  await page.evaluate(() => {
    const probe = new Uint8Array(64 * 1024 * 1024);
    for (let i = 0; i < probe.length; i += 4096) probe[i] = 1;
    (globalThis as { __benchProbe?: Uint8Array }).__benchProbe = probe;
  });
  const grown = pids
    .map((pid) => ({ pid, grewKb: privateKb(pid) - (before.get(pid) ?? 0) }))
    .sort((a, b) => b.grewKb - a.grewKb)[0];
  await page.evaluate(() => delete (globalThis as { __benchProbe?: Uint8Array }).__benchProbe);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.detach();
  if (!grown || grown.grewKb < 32 * 1024) throw new Error('Could not tell which renderer process is the tab');

  const mb = (bytes: number) => bytes / 1024 / 1024;
  return {
    jsHeapUsedMb: mb(heap.usedSize),
    jsHeapTotalMb: mb(heap.totalSize),
    tabPrivateMb: (before.get(grown.pid) ?? 0) / 1024,
    rendererPrivateMb: [...before.values()].map((kb) => kb / 1024).sort((a, b) => b - a),
  };
}

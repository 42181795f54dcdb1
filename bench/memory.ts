import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface TabMemory {
  /** JS heap in use after a forced garbage collection (CDP Runtime.getHeapUsage). */
  jsHeapUsedMb: number;
  jsHeapTotalMb: number;
  /** Private memory (resident, not shared) of the renderer processes, from /proc/<pid>/smaps_rollup. */
  rendererPrivateMb: number;
  renderers: number;
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

/**
 * Memory of the tab with the data set loaded. Call it with this page the only one open in the
 * browser, so the renderer processes Chromium reports are this tab's (and its service worker's).
 */
export async function tabMemory(browser: Browser, context: BrowserContext, page: Page): Promise<TabMemory> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  const browserCdp = await browser.newBrowserCDPSession();
  const info = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  await browserCdp.detach();
  const renderers = info.processInfo.filter((p) => p.type === 'renderer');
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return {
    jsHeapUsedMb: mb(heap.usedSize),
    jsHeapTotalMb: mb(heap.totalSize),
    rendererPrivateMb: renderers.reduce((sum, p) => sum + privateKb(p.id), 0) / 1024,
    renderers: renderers.length,
  };
}

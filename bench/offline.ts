import type { BrowserContext, Page } from 'playwright-core';
import { syncedBadge } from './browser';
import { databaseName, queueOfflineEdits, storeCounts } from './inPage';
import { longFramesSince, longTasksSince, pageNow, type LongTasks } from './responsiveness';
import { dashboardReady } from './screens';

declare global {
  interface Window {
    __benchDashboardAt?: number;
    __benchMarks?: Record<string, number>;
  }
}

export interface ColdStart {
  ms: number;
  controlled: boolean;
  /** ms from the navigation start: the page served, scripts run, the app's shell, each figure. */
  marks: Record<string, number>;
}

/**
 * Installed in every page of the device: only in an offline start of /dashboard does it watch the DOM
 * and note `performance.now()` (ms since the navigation started) when both dashboard figures are in.
 */
export async function installColdStartProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript((selectors: string[]) => {
    if (navigator.onLine || location.pathname !== '/dashboard') return;
    const marks: Record<string, number> = {};
    window.__benchMarks = marks;
    const watch: Record<string, string> = {
      appShell: '.app-shell',
      startupScreen: '.startup-screen',
      sidebar: '#sidebar',
      netWorth: selectors[0]!,
      score: selectors[1]!,
    };
    const observer = new MutationObserver(() => {
      for (const [name, selector] of Object.entries(watch)) {
        if (marks[name] === undefined && document.querySelector(selector)) marks[name] = performance.now();
      }
      if (selectors.every((s) => document.querySelector(s) !== null)) {
        window.__benchDashboardAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  }, dashboardReady.present);
}

/**
 * Offline cold start: every page of the device closed and its service worker stopped, the network
 * off, then /dashboard opened in a new page. Time from the navigation start to both dashboard
 * figures in the DOM, and whether the service worker served the page.
 */
export async function offlineColdStart(context: BrowserContext, baseUrl: string): Promise<ColdStart> {
  for (const open of context.pages()) await open.close();
  await context.setOffline(true);
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await cdp.detach();
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'commit', timeout: 30_000 });
    await page.waitForFunction(() => window.__benchDashboardAt !== undefined, undefined, { timeout: 30_000 });
    const ms = await page.evaluate(() => window.__benchDashboardAt!);
    const controlled = await page.evaluate(() => navigator.serviceWorker?.controller !== null);
    const marks = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        htmlServed: nav?.responseEnd ?? Number.NaN,
        scriptsRun: nav?.domContentLoadedEventEnd ?? Number.NaN,
        ...window.__benchMarks,
      };
    });
    return { ms, controlled, marks };
  } finally {
    await page.close();
    await context.setOffline(false);
  }
}

/**
 * Push of 10,000 mutations queued offline: with the network off, 10,000 edits are written the way
 * the command writes them (records and outbox in one transaction), the app is reopened offline so
 * it counts them, then the network comes back. Times until the outbox is empty (every batch answered)
 * and until the sync is idle (push, then the pull of the same 10,000 changes back).
 */
export async function pushQueued(
  context: BrowserContext,
  page: Page,
  run: number,
  fromId: string,
): Promise<{
  pushSeconds: number;
  idleSeconds: number;
  queued: number;
  counts: Record<string, number>;
  longTasks: LongTasks;
  /** What ran in each long task (longFramesSince). */
  longFrames: string[];
}> {
  await context.setOffline(true);
  const name = await page.evaluate(databaseName);
  const queued = await page.evaluate(queueOfflineEdits, { name, fromId, count: 10_000, tag: `run ${run + 1}` });
  await page.reload({ waitUntil: 'commit' });
  await page.locator(`[data-sync-waiting="${queued}"]`).waitFor({ timeout: 60_000 });
  const started = performance.now();
  // Long tasks from here: the push and the pull back, not the reload.
  const from = await pageNow(page);
  await context.setOffline(false);
  await page.locator('[data-sync-waiting="0"]').waitFor({ timeout: 180_000 });
  const pushSeconds = (performance.now() - started) / 1000;
  await syncedBadge(page).waitFor({ timeout: 180_000 });
  const idleSeconds = (performance.now() - started) / 1000;
  const counts = await page.evaluate(storeCounts, name);
  const [longTasks, longFrames] = await Promise.all([longTasksSince(page, from), longFramesSince(page, from)]);
  return { pushSeconds, idleSeconds, queued, counts, longTasks, longFrames };
}

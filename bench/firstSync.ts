import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Account } from './api';
import { countsIn, newDevice, signInThroughPage, syncBadge, syncedBadge } from './browser';
import { log } from './log';

export interface FirstSync {
  seconds: number;
  /** The sidebar's texts seen while it ran, sampled every half second. */
  progressTexts: string[];
  counts: Record<string, number>;
}

/**
 * A new device: sign in, then time from the first dashboard load until the sidebar says synced with
 * nothing waiting and the device's database holds every transaction (read by raw IndexedDB).
 */
export async function firstSync(
  browser: Browser,
  baseUrl: string,
  account: Account,
  expectedTransactions: number,
): Promise<{ context: BrowserContext; page: Page; result: FirstSync }> {
  const context = await newDevice(browser);
  const page = await signInThroughPage(context, baseUrl, account);
  const started = performance.now();
  const texts: string[] = [];
  const sampler = setInterval(() => {
    page
      .locator(syncBadge)
      .first()
      .textContent({ timeout: 400 })
      .then((text) => {
        if (text && texts.at(-1) !== text) texts.push(text);
      })
      .catch(() => undefined);
  }, 500);
  try {
    const deadline = Date.now() + 240_000;
    for (;;) {
      await syncedBadge(page).waitFor({ timeout: Math.max(1, deadline - Date.now()) });
      const seconds = (performance.now() - started) / 1000;
      const counts = await countsIn(page);
      if (counts.transactions === expectedTransactions && counts.outbox === 0) {
        return { context, page, result: { seconds, progressTexts: texts, counts } };
      }
      log(
        `  synced, but the device holds ${counts.transactions} transactions and ${counts.outbox} waiting; waiting on`,
      );
      if (Date.now() > deadline) throw new Error(`First sync incomplete: ${JSON.stringify(counts)}`);
      await page.waitForTimeout(1000);
    }
  } finally {
    clearInterval(sampler);
  }
}

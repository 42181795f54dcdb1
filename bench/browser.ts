import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { chromiumPath, headlessChromium } from '../tests/support/chromium';
import type { Account } from './api';
import { onCleanup } from './cleanup';
import { databaseName, storeCounts } from './inPage';

export { chromiumPath };

/** Debian's Chromium, headless, as the browser tests run it; closed by the cleanup. */
export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch(headlessChromium);
  onCleanup('close Chromium', () => browser.close());
  return browser;
}

/** A fresh device: its own storage, the UTC calendar (the data set's days), a laptop-sized window. */
export function newDevice(browser: Browser, options: { serviceWorkers?: 'allow' | 'block' } = {}) {
  return browser.newContext({
    timezoneId: 'UTC',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
}

/** Opens the login page of a new device, ready for `signIn`. */
export async function openLoginPage(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  // Playwright evaluates a script of its own in the page the first time waitForFunction runs there
  // (a task of 10 to 17 ms at rest on a 2-core machine, 54 to 68 ms at 4x CPU throttling): run it
  // now, so that no measured window holds harness work (the first sync's opening of Add Transaction
  // waits for the dialog's focus with it, and counted that task as the app's).
  await page.waitForFunction(() => true);
  // A person reads the page and types for some seconds; the login page uses that idle time to load
  // and warm what sign-in opens (src/routes/login.tsx). The bench types at once, so it waits for
  // that work first: the page's idle callback (asked before this one), the chunks it loads, and a
  // last idle turn, so that sign-in is measured as it follows a person's typing.
  const idle = () => page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await idle();
  await page.waitForLoadState('networkidle');
  await idle();
  return page;
}

/** Signs in through the login page; resolves when the dashboard's URL is shown. */
export async function signIn(page: Page, baseUrl: string, account: Account): Promise<void> {
  await page.getByLabel('Username or Email').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`, { timeout: 30_000 });
}

export const syncBadge = '[data-sync-state]';

/** The sidebar says the last sync finished, with nothing waiting. */
export function syncedBadge(page: Page) {
  return page.locator('[data-sync-state="idle"][data-sync-waiting="0"]', { hasText: /^Synced/ });
}

export async function countsIn(page: Page): Promise<Record<string, number>> {
  const name = await page.evaluate(databaseName);
  return page.evaluate(storeCounts, name);
}

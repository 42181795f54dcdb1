import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { headlessChromium } from './chromium';

/** One headless Chromium for a test file, closed after it. Each test makes its own context. */
export function useBrowser(): { browser: Browser } {
  const holder = {} as { browser: Browser };
  beforeAll(async () => {
    holder.browser = await chromium.launch(headlessChromium);
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return holder;
}

/**
 * Waits until the page's service worker is active and controls it: its install has cached every
 * screen's code, so the app can go offline and still open a screen it has not shown yet.
 */
export async function untilInstalledForOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

import type { Browser, BrowserContextOptions } from 'playwright-core';
import { signInPage } from './e2eAccounts';
import { seededUser } from './seedAccount';
import type { E2eApp } from './useBuiltServer';

/**
 * A new person with the sample data (seededUser), signed in through the login page of a browser
 * context of their own, once the app has pulled all of it (the sync badge says idle).
 */
export async function signedInWithSampleData(
  browser: Browser,
  app: E2eApp,
  prefix: string,
  options: BrowserContextOptions = {},
) {
  const user = await seededUser(app.baseUrl, app.dataDir, prefix);
  const context = await browser.newContext(options);
  const page = await signInPage(context, app.baseUrl, user);
  await page.locator('[data-sync-state="idle"]').first().waitFor({ timeout: 30_000 });
  return { user, context, page };
}

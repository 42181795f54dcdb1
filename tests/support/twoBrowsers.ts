import type { Browser, Page } from 'playwright-core';
import { verifiedUser } from './e2eAccounts';
import type { E2eApp } from './useBuiltServer';

/**
 * A new verified person with two devices: a laptop and a phone (a 390 px wide window), each a
 * browser context of its own, neither signed in yet.
 */
export async function personWithLaptopAndPhone(browser: Browser, app: E2eApp, prefix: string) {
  const user = await verifiedUser(app.baseUrl, app.dataDir, prefix);
  const laptop = await browser.newContext();
  const phone = await browser.newContext({ viewport: { width: 390, height: 800 } });
  return { user, laptop, phone };
}

/** Waits until every change made on the page has reached the server: nothing waiting, sync idle. */
export const untilSynced = (page: Page, timeout = 20_000) =>
  page.locator('[data-sync-waiting="0"][data-sync-state="idle"]').first().waitFor({ timeout });

/** Fills in the list screen's Add Transaction form (the fields given, in the form's order) and submits it. */
export async function submitNewTransaction(
  page: Page,
  fields: { amount: string; category?: string; description: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount').fill(fields.amount);
  if (fields.category !== undefined) await dialog.getByLabel('Category').fill(fields.category);
  await dialog.getByLabel('Description').fill(fields.description);
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
}

/** The transaction the two-browser tests add on the laptop and then look for on the phone. */
export const saffron = { amount: '42.75', category: 'Spices', description: 'Saffron from the market' };

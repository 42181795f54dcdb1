import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { chooseCurrency } from '../support/currencyChoice';
import { settled, violationsEverywhere } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

/**
 * Issue 45 item 3 in a browser ("done when"): a trip tagged "trip" across three categories, two
 * entered in the form's Tags field and one paid in euros over REST, is totalled by the tag report in
 * the favorite currency; a transaction without the tag, and one with it outside the period, are not.
 */

const app = useBuiltServer();
const chrome = useBrowser();

// The only rate table on a fresh server is the bundled snapshot (as tests/e2e/reports.test.ts reads it).
const snapshot = JSON.parse(
  readFileSync('node_modules/@fawazahmed0/currency-api/v1/currencies/usd.min.json', 'utf8'),
) as { usd: Record<string, number> };
const eurToUsdCents = (cents: number) => Math.round(cents / snapshot.usd.eur!);
const money = (cents: number) =>
  `${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} USD`;

const now = new Date();
const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
const day = (d: number) => `${lastMonth}-${String(d).padStart(2, '0')}`;

async function addInForm(
  page: Page,
  entry: { amount: string; category: string; date: string; tags: string },
  check?: () => Promise<void>,
) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('n');
  const add = page.getByRole('dialog', { name: 'Add Transaction' });
  await add.getByLabel('Amount').fill(entry.amount);
  await chooseCurrency(add, 'USD');
  await add.getByLabel('Category').fill(entry.category);
  await add.getByLabel('Date').fill(entry.date);
  const tags = add.getByLabel('Tags', { exact: true });
  await tags.fill(entry.tags);
  await tags.press('Enter');
  await add.getByRole('listitem').filter({ hasText: 'trip' }).waitFor();
  await check?.();
  await add.getByRole('button', { name: 'Add Transaction' }).click();
  await add.waitFor({ state: 'detached' });
}

it('the tag report totals a trip across three categories in the favorite currency', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'tags');
  const context = await chrome.browser.newContext({ locale: 'en-US' });
  const page = await signInPage(context, app.baseUrl, user);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const rest = [
    // The trip's train, paid in euros.
    { amount: 120, currency: 'EUR', category: 'Transport', date: day(11), tags: ['trip'] },
    // Not the trip: no tag, or the tag but before the period.
    { amount: 50, currency: 'USD', category: 'Food', date: day(10) },
    { amount: 999, currency: 'USD', category: 'Food', date: day(2), tags: ['trip'] },
  ];
  for (const body of rest) {
    const answer = await fetch(`${app.baseUrl}/api/finance-management/transaction/add-transactions/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ trans_status: 'withdraw', ...body }),
    });
    expect(answer.status).toBe(201);
  }
  await page.reload();
  await page.locator('[data-sync-state="idle"]').first().waitFor({ timeout: 30_000 });

  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  const found: string[] = [];
  await addInForm(page, { amount: '45.50', category: 'Food', date: day(10), tags: 'trip' }, async () => {
    found.push(...(await violationsEverywhere(page, 'tags field')));
  });
  // Typed in another case, the tag keeps the spelling it has.
  await addInForm(page, { amount: '200', category: 'Lodging', date: day(12), tags: 'TRIP' });

  await page.getByRole('navigation').getByRole('link', { name: 'Tags', exact: true }).click();
  await page.getByLabel('From', { exact: true }).fill(day(5));
  await page.getByLabel('To', { exact: true }).fill(day(25));
  const trip = page.locator('tr[data-tag="trip"]');
  const expected = 4550 + eurToUsdCents(12000) + 20000;
  await expect.poll(() => trip.locator('td').allTextContents()).toEqual([money(expected), money(0)]);
  await expect.poll(() => page.locator('tr[data-tag]').count()).toBe(1);
  found.push(...(await violationsEverywhere(page, 'tags screen')));
  expect(found).toEqual([]);

  // The tag opens its transactions of the period: the trip's three, across their three categories.
  await page.getByRole('link', { name: 'trip: show its transactions of the period' }).click();
  await page.waitForURL(/\/show_trans\?/);
  await expect.poll(() => page.getByRole('row').count()).toBe(4); // the header and the three
  for (const category of ['Food', 'Transport', 'Lodging']) {
    await page.getByRole('row').filter({ hasText: category }).first().waitFor();
  }
  // Each row shows its tag; the filter says which tags it asks for.
  expect(await page.getByRole('row').filter({ hasText: 'Tags:trip' }).count()).toBe(3);
  expect(await violationsEverywhere(page, 'tagged rows')).toEqual([]);
  await context.close();
}, 90_000);

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { pageWidth } from '../support/ledgerAccounts';
import { settled, violationsEverywhere } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

/**
 * Issue 48 item 2 in a browser, its Done-when line: after categorising ten imported rows by hand (in
 * bulk edits on the transactions screen), the next month's file from the same bank arrives with the
 * same payees' rows suggested, each with how sure and still the person's to change, and a new
 * shop's row left without a category.
 */

const app = useBuiltServer();
const chrome = useBrowser();
const fixture = (name: string) => join(import.meta.dirname, '../fixtures/import', name);

async function importFile(page: Page, name: string, count: number) {
  await page.goto(`${app.baseUrl}/import_trans`);
  await settled(page);
  await page.getByLabel('File to import').setInputFiles(fixture(name));
  await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  await page.getByRole('button', { name: `Import ${count} transactions` }).waitFor();
}

/** Finds a payee's rows and gives them all one category in a bulk edit. */
async function categorise(page: Page, search: string, rows: number, category: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  const boxes = page.getByRole('checkbox', { name: /^Select Expense of/ });
  await expect.poll(() => boxes.count()).toBe(rows);
  await page.getByRole('checkbox', { name: 'Select every transaction on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk edit' });
  await bar.getByLabel('New category').fill(category);
  await bar.getByRole('button', { name: 'Apply' }).click();
  // The undo toast says what a bulk change did (the bar says only a failure).
  const said = `${rows} ${rows === 1 ? 'transaction' : 'transactions'} changed.`;
  await page.locator('.undo-toast__message', { hasText: said }).waitFor();
  // The toast may still hold the last edit's words: the selection cleared is this edit's end.
  await expect
    .poll(() => page.getByRole('checkbox', { name: 'Select every transaction on this page' }).isChecked())
    .toBe(false);
}

it("after categorising ten rows by hand, the next import's rows from the same payees arrive suggested", async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'learned');
  const context = await chrome.browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  const page = await signInPage(context, app.baseUrl, user);
  await page.locator('[data-sync-state="idle"]').first().waitFor({ timeout: 30_000 });

  // January: nothing learned yet, so nothing is suggested.
  await importFile(page, 'bank-de-learn-january.csv', 10);
  expect(await page.getByTestId('import-suggested').count()).toBe(0);
  await page.getByRole('button', { name: 'Import 10 transactions' }).click();
  await page.getByText('10 transactions added from bank-de-learn-january.csv.').waitFor({ timeout: 30_000 });

  await page.getByRole('link', { name: 'Transactions', exact: true }).click();
  await settled(page);
  await categorise(page, 'rewe', 4, 'Groceries');
  await categorise(page, 'shell', 3, 'Fuel');
  await categorise(page, 'muller', 2, 'Eating out');
  await categorise(page, 'stadtwerke', 1, 'Utilities');

  // February: the four known payees' rows come pre-filled, the new bookshop's does not.
  await importFile(page, 'bank-de-learn-february.csv', 5);
  await page
    .getByRole('heading', { name: '4 rows have a category suggested from your own history (no rule applied):' })
    .waitFor();
  const suggested = page.getByTestId('import-suggested');
  for (const [payee, category] of [
    ['REWE Markt GmbH', 'Groceries'],
    ['Shell Deutschland', 'Fuel'],
    ['Café Müller', 'Eating out'],
    ['Stadtwerke Nord', 'Utilities'],
  ] as const)
    expect(await suggested.getByLabel(payee).inputValue()).toBe(category);
  expect(await suggested.getByText(/^suggested, \d+% sure$/).count()).toBe(4);
  expect(await suggested.textContent()).not.toContain('Buchhandlung');
  // Still the person's to change before importing.
  await suggested.getByLabel('Café Müller').fill('Coffee');
  await suggested.getByText('your category').waitFor();
  expect(await violationsEverywhere(page, 'suggested import')).toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Import 5 transactions' }).click();
  await page.getByText('5 transactions added from bank-de-learn-february.csv.').waitFor({ timeout: 30_000 });

  // Saved as the preview showed it.
  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('stadtwerke');
  await expect.poll(() => page.getByRole('row').filter({ hasText: 'Utilities' }).count()).toBe(2);
  await page.getByRole('searchbox', { name: 'Search' }).fill('coffee');
  await page.getByRole('row').filter({ hasText: 'Café Müller' }).waitFor();
  await context.close();
}, 120_000);

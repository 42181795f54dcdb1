import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { chooseCurrency } from '../support/currencyChoice';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled, violationsEverywhere } from '../support/screens';
import { splitInTwo } from '../support/splitInForm';
import { useBuiltServer } from '../support/useBuiltServer';

/**
 * Issue 45 item 1 in a browser ("done when"): a supermarket receipt of 86.40 split into 61.20 of
 * food and 25.20 of household goods counts in each category in the monthly report and against the
 * household budget; the list shows it once with its parts on demand; its CSV export re-imports into
 * another person's app as the same split.
 */

const app = useBuiltServer();
const chrome = useBrowser();

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function addHouseholdBudget(page: Page) {
  await main(page).getByRole('link', { name: 'Budgets' }).click();
  await settled(page);
  await page.getByRole('button', { name: 'Add Budget' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Add Budget' });
  await dialog.getByLabel('Category').fill('Household');
  await dialog.getByLabel('Monthly limit').fill('50');
  await chooseCurrency(dialog, 'USD');
  await dialog.getByRole('button', { name: 'Add Budget' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The list's split row opened: each part's text. */
async function listedParts(page: Page): Promise<string[]> {
  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  const summary = page.getByText('Food and 1 more').first();
  await summary.click();
  return page.locator('.split-category__parts').first().locator('li').allTextContents();
}

it('splits a receipt into two categories, seen in the monthly report, the budgets, the list and its CSV round trip', async () => {
  const context = await chrome.browser.newContext({ locale: 'en-US', acceptDownloads: true });
  const page = await signInPage(context, app.baseUrl, await verifiedUser(app.baseUrl, app.dataDir, 'splitter'));
  await addHouseholdBudget(page);

  await main(page).getByRole('link', { name: 'Dashboard' }).click();
  await page.getByRole('button', { name: 'Add Expense' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Transaction' });
  await add.getByLabel('Amount', { exact: true }).fill('86.40');
  await chooseCurrency(add, 'USD');
  await add.getByLabel('Category', { exact: true }).fill('Food');
  await add.getByLabel('Description').fill('REWE');
  await splitInTwo(add, '61.20', '25.20', { category: 'Household', amount: '25.20' });
  expect(await violationsEverywhere(page, 'split form')).toEqual([]);
  await add.getByRole('button', { name: 'Add Transaction' }).click();
  await add.waitFor({ state: 'detached' });

  // The monthly report counts the parts, each in its category.
  await page.goto(`${app.baseUrl}/reports`);
  await settled(page);
  const details = page.getByRole('region', { name: 'Expense Details' });
  await expect
    .poll(async () => [
      await details.getByRole('link', { name: /^Food / }).textContent(),
      await details.getByRole('link', { name: /^Household / }).textContent(),
    ])
    .toEqual([expect.stringContaining('61.20'), expect.stringContaining('25.20')]);

  // The household part counts against its budget, the food part not at all.
  await main(page).getByRole('link', { name: 'Budgets' }).click();
  await settled(page);
  const bar = page.getByRole('progressbar', { name: 'Household budget' });
  await expect.poll(() => bar.getAttribute('aria-valuetext')).toBe('50% spent: 25.20 USD of 50.00 USD');

  expect(await listedParts(page)).toEqual(['Food 61.20 USD', 'Household 25.20 USD']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Date,Amount,Currency,Status,Category,Details,Split,Part note');
  await context.close();

  // Another person imports the file: the two lines are one split transaction again.
  const second = await chrome.browser.newContext({ locale: 'en-US' });
  const other = await signInPage(second, app.baseUrl, await verifiedUser(app.baseUrl, app.dataDir, 'split-reimport'));
  await other.goto(`${app.baseUrl}/import_trans`);
  await settled(other);
  await other
    .getByLabel('File to import')
    .setInputFiles({ name: 'transactions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await other.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  await other.getByRole('button', { name: 'Import 1 transaction' }).click();
  await other.getByText('1 transaction added from transactions.csv.').waitFor({ timeout: 30_000 });
  expect(await listedParts(other)).toEqual(['Food 61.20 USD', 'Household 25.20 USD']);
  await second.close();
}, 120_000);

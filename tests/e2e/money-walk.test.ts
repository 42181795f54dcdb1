import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { untilInstalledForOffline, useBrowser } from '../support/browser';
import { useBuiltServer } from '../support/useBuiltServer';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { showFilters } from '../support/transactionFilters';
import { chooseCurrency } from '../support/currencyChoice';
import { answerInPage } from '../support/confirmInPage';

const app = useBuiltServer();
const chrome = useBrowser();

const today = () => new Date().toISOString().slice(0, 10);
const thisMonth = () => today().slice(0, 7);

async function addTransaction(
  page: Page,
  fields: {
    type?: 'Income' | 'Expense';
    amount: string;
    currency?: string;
    category?: string;
    description?: string;
    date?: string;
  },
) {
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog');
  if (fields.type)
    await dialog
      .getByRole('button', { name: fields.type, exact: true })
      .or(dialog.getByRole('radio', { name: fields.type, exact: true }))
      .first()
      .click();
  await dialog.getByLabel('Amount', { exact: true }).fill(fields.amount);
  if (fields.currency) await chooseCurrency(dialog, fields.currency);
  if (fields.category) await dialog.getByLabel('Category').fill(fields.category);
  if (fields.description) await dialog.getByLabel('Description').fill(fields.description);
  if (fields.date) await dialog.getByLabel('Date').fill(fields.date);
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await page.getByText('Transaction added successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** The walk of the money screens; it touches only the local database, so it runs offline too. */
async function walkEveryScreen(page: Page) {
  await page.getByRole('heading', { name: 'Get Started' }).waitFor();

  await page.goto(`${app.baseUrl}/show_trans`);
  await page.getByText('No transactions found.').waitFor();
  await addTransaction(page, {
    type: 'Income',
    amount: '1000',
    currency: 'USD',
    category: 'Salary',
    description: 'November pay',
  });
  await addTransaction(page, {
    type: 'Expense',
    amount: '20.50',
    currency: 'EUR',
    category: 'Food',
    description: 'Market',
  });
  await addTransaction(page, {
    type: 'Expense',
    amount: '300',
    currency: 'EGP',
    category: 'Transport',
    description: 'Train',
    date: '2026-10-05',
  });
  for (let i = 1; i <= 9; i += 1)
    await addTransaction(page, {
      type: 'Expense',
      amount: `${i}`,
      currency: 'USD',
      category: 'Snacks',
      description: `Snack ${i}`,
    });

  // Twelve rows: two pages of ten.
  await page.getByText('Showing 1 to 10 of 12 results').waitFor();
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await page.getByText('Showing 11 to 12 of 12 results').waitFor();

  // Edit the market expense, delete one snack.
  await page.goto(`${app.baseUrl}/show_trans`);
  const market = page.getByRole('row').filter({ hasText: 'Market' });
  await market.getByRole('button', { name: /Edit/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount').fill('25.00');
  await dialog.getByRole('button', { name: 'Update Transaction' }).click();
  await page.getByText('Transaction updated successfully!').waitFor();
  await page.getByRole('row').filter({ hasText: 'Market' }).getByText('-25.00', { exact: true }).waitFor();
  await page
    .getByRole('row')
    .filter({ hasText: 'Snack 9' })
    .getByRole('button', { name: /Delete/ })
    .click();
  expect(await answerInPage(page, true)).toBe('Are you sure you want to delete this transaction?');
  await page.getByText('Showing 1 to 10 of 11 results').waitFor();

  // Filter to October.
  await showFilters(page);
  await page.getByLabel('From', { exact: true }).fill('2026-10-01');
  await page.getByLabel('To', { exact: true }).fill('2026-10-31');
  await page.getByText('Showing: 2026-10-01 to 2026-10-31').waitFor();
  await expect.poll(() => page.getByRole('row').filter({ hasText: 'Train' }).count()).toBe(1);
  expect(await page.getByRole('row').filter({ hasText: 'Market' }).count()).toBe(0);

  // Export what the filter shows, from local data.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('transactions_2026-10-01_to_2026-10-31.csv');
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  // Money in three currencies is in three accounts: each row says its account.
  expect(csv).toBe(
    'Date,Amount,Currency,Status,Category,Details,Account\r\n2026-10-05,300.00,EGP,withdraw,Transport,Train,EGP account\r\n',
  );

  // A wish, completed: it records its purchase and locks.
  await page.goto(`${app.baseUrl}/wishlist`);
  await page.getByText('No wishlist items found.').waitFor();
  await page.getByRole('button', { name: 'Add Wish' }).click();
  const wishDialog = page.getByRole('dialog', { name: 'Add Wish' });
  await wishDialog.getByLabel('Price').fill('49.99');
  // Paid from the account of the dollars the walk recorded (a wish takes its account's currency).
  await wishDialog.getByLabel('Account', { exact: true }).selectOption('currency-account-USD');
  await wishDialog.getByLabel('Details').fill('Copper pan');
  await wishDialog.getByRole('button', { name: 'Add Wish' }).click();
  await wishDialog.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Mark as Completed' }).click();
  await page.getByRole('button', { name: /^Completed/ }).waitFor();
  expect(await page.getByRole('button', { name: /Edit/ }).first().isDisabled()).toBe(true);

  // A scheduled income on today's day of the month fires when the dashboard opens.
  await page.goto(`${app.baseUrl}/show_scheduled_trans`);
  await page.getByRole('button', { name: 'Add Scheduled' }).click();
  const scheduled = page.getByRole('dialog', { name: 'Add Scheduled Transaction' });
  await scheduled
    .getByRole('button', { name: 'Income', exact: true })
    .or(scheduled.getByRole('radio', { name: 'Income', exact: true }))
    .first()
    .click();
  await scheduled.getByLabel('Amount', { exact: true }).fill('15');
  await scheduled.getByLabel('Account', { exact: true }).selectOption('currency-account-USD');
  await scheduled.getByLabel('Category').fill('Allowance');
  await scheduled.getByLabel('Day of Month').selectOption(String(Number(today().slice(8, 10))));
  await scheduled.getByRole('button', { name: 'Add Scheduled' }).click();
  await scheduled.waitFor({ state: 'detached' });
  // Today's daily apply already ran when the dashboard first opened; forget it, as tomorrow would.
  await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('scheduled-applied-on'))
      .forEach((k) => localStorage.removeItem(k)),
  );

  // A target for this month, then the score on the dashboard and in the history.
  await page.goto(`${app.baseUrl}/profile?tab=target`);
  await page.getByLabel('Target Amount').fill('100');
  await page.getByRole('button', { name: 'Set Target' }).click();
  await page.getByText('Target updated successfully!').waitFor();

  await page.goto(`${app.baseUrl}/dashboard`);
  const card = page.getByRole('region', { name: 'Monthly Target Status' });
  await card.waitFor();
  await card.getByText('Above Target').waitFor();
  await page.goto(`${app.baseUrl}/show_trans`);
  await page.getByRole('row').filter({ hasText: 'Allowance' }).first().waitFor();
  await page.getByRole('row').filter({ hasText: 'Wishes' }).first().waitFor();

  await page.goto(`${app.baseUrl}/show-target-history`);
  const [year, month] = thisMonth().split('-');
  await page.getByRole('row').filter({ hasText: year! }).filter({ hasText: 'Above Target' }).first().waitFor();
  expect(month).toBeTruthy();

  await page.goto(`${app.baseUrl}/show_networth_details`);
  for (const code of ['USD', 'EUR', 'EGP']) await page.getByText(code, { exact: true }).first().waitFor();
}

it('walks every money screen: transactions in three currencies, CSV, wish, scheduled item, target and score', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'walk');
  const context = await chrome.browser.newContext({ acceptDownloads: true });
  const page = await signInPage(context, app.baseUrl, user);
  await walkEveryScreen(page);
  await context.close();
}, 120_000);

it('walks the same screens with the browser offline after the first online visit', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'walkoff');
  const context = await chrome.browser.newContext({ acceptDownloads: true });
  const page = await signInPage(context, app.baseUrl, user);
  await untilInstalledForOffline(page);
  await page.locator('[data-sync-state="idle"]').waitFor({ timeout: 15_000 });
  await context.setOffline(true);
  await page.reload();
  await walkEveryScreen(page);
  await page.getByText("You're offline - Limited functionality available").waitFor();
  await context.close();
}, 120_000);

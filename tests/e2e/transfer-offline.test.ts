import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useBuiltServer } from '../support/useBuiltServer';
import { signInPage } from '../support/e2eAccounts';
import { personWithLaptopAndPhone, submitNewTransaction, untilSynced } from '../support/twoBrowsers';
import { showFilters } from '../support/transactionFilters';
import { addLedgerAccount } from '../support/ledgerAccounts';

const app = useBuiltServer();
const chrome = useBrowser();

const synced = (page: Page) => untilSynced(page);

/** The two summary cards of this month's report, as their text. */
async function monthTotals(page: Page) {
  await page.goto(`${app.baseUrl}/monthly-reports`);
  const income = page.getByRole('region', { name: 'Total Income' });
  const expenses = page.getByRole('region', { name: 'Total Expenses' });
  await income.waitFor();
  return { income: await income.textContent(), expenses: await expenses.textContent() };
}

it('syncs a transfer made offline to a second browser, as one row, leaving income and expense as they were', async () => {
  const { user, laptop, phone } = await personWithLaptopAndPhone(chrome.browser, app, 'transfer');
  const laptopPage = await signInPage(laptop, app.baseUrl, user);

  await laptopPage.goto(`${app.baseUrl}/show_trans`);
  await submitNewTransaction(laptopPage, { amount: '1000', description: 'March pay' });
  await laptopPage.getByText('March pay').first().waitFor();
  await synced(laptopPage);

  // Money moves between accounts (issue 44): the pounds need one to arrive in.
  await addLedgerAccount(laptopPage, app.baseUrl, { name: 'Trip cash', type: 'Cash', currency: 'EGP' });
  await synced(laptopPage);
  await laptopPage.goto(`${app.baseUrl}/show_trans`);

  await laptop.setOffline(true);
  await laptopPage.getByRole('button', { name: 'Move money' }).click();
  const dialog = laptopPage.getByRole('dialog', { name: 'Move money between currencies' });
  await dialog.getByLabel('From account', { exact: true }).selectOption({ label: 'USD account (USD)' });
  await dialog.getByLabel('To account', { exact: true }).selectOption({ label: 'Trip cash (EGP)' });
  await dialog.getByLabel('Amount out (USD)', { exact: true }).fill('100');
  await dialog.getByLabel('Amount in (EGP)', { exact: true }).fill('4850');
  await dialog.getByText('1 USD = 48.5 EGP').waitFor();
  await dialog.getByLabel('Description').fill('Cash for the trip');
  await dialog.getByRole('button', { name: 'Save transfer' }).click();
  await laptopPage.getByText('Transfer saved.').waitFor();
  const row = laptopPage.locator('tr', { hasText: 'Cash for the trip' });
  await row.waitFor();
  expect(await row.textContent()).toContain('Transfer');
  await laptopPage.locator('[data-sync-waiting="1"]').waitFor();

  await laptop.setOffline(false);
  await synced(laptopPage);

  const phonePage = await signInPage(phone, app.baseUrl, user);
  await phonePage.goto(`${app.baseUrl}/show_trans`);
  const card = phonePage.locator('li', { hasText: 'Cash for the trip' });
  await card.waitFor({ timeout: 20_000 });
  const cardText = (await card.textContent()) ?? '';
  expect(cardText).toContain('-100.00 USD');
  expect(cardText).toContain('+4,850.00 EGP');
  // One row for the transfer, one for the pay: both sides are one entry.
  expect(await phonePage.locator('li.record-card').count()).toBe(2);

  const totals = await monthTotals(phonePage);
  expect(totals.income).toContain('1,000.00 USD');
  expect(totals.expenses).toContain('0.00 USD');
  expect(totals.expenses).not.toContain('100.00');

  // The search finds the transfer by its words, and the type Transfer lists it alone (issue 46, item 8).
  await phonePage.goto(`${app.baseUrl}/show_trans`);
  await phonePage.getByRole('searchbox', { name: 'Search' }).fill('trip');
  await phonePage.waitForURL(/q=trip/);
  await phonePage.locator('li', { hasText: 'Cash for the trip' }).waitFor();
  await phonePage.getByRole('searchbox', { name: 'Search' }).fill('');
  await phonePage.waitForURL((url) => !url.search.includes('q='));
  await showFilters(phonePage);
  await phonePage.getByLabel('Type').selectOption('transfer');
  await phonePage.waitForURL(/type=transfer/);
  await expect.poll(() => phonePage.locator('li.record-card').count()).toBe(1);
  expect(await phonePage.locator('li.record-card').textContent()).toContain('Cash for the trip');
  await laptop.close();
  await phone.close();
});

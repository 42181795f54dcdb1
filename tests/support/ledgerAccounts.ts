/** Test-only: a person's accounts (issue 44) made and read in the browser as a person does it. */
import type { Locator, Page } from 'playwright-core';
import { settled } from './screens';
import { chooseCurrency } from './currencyChoice';

export interface NewAccount {
  name: string;
  type?: string;
  currency?: string;
  /** The opening balance, or for a card or loan what is owed, as typed. */
  opening?: string;
  date?: string;
}

/** Adds an account from the accounts screen and waits for it to be listed. */
export async function addLedgerAccount(page: Page, baseUrl: string, account: NewAccount): Promise<void> {
  await page.goto(`${baseUrl}/accounts`);
  await settled(page);
  await page.getByRole('button', { name: 'Add account', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add account' });
  await dialog.getByLabel('Name').fill(account.name);
  if (account.type) await dialog.getByLabel('Type').selectOption({ label: account.type });
  await chooseCurrency(dialog, account.currency ?? 'EUR');
  const owed = await dialog.getByLabel('Amount owed').count();
  if (account.opening) await dialog.getByLabel(owed ? 'Amount owed' : 'Opening balance').fill(account.opening);
  if (account.date) await dialog.getByLabel('Balance on').fill(account.date);
  await dialog.getByRole('button', { name: 'Save account' }).click();
  await dialog.getByText('Account saved.').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: account.name, exact: true }).waitFor();
}

/** The row of one account in a group of the accounts screen. */
export function accountRow(page: Page, group: 'Assets' | 'Liabilities', name: string): Locator {
  return page
    .getByRole('table', { name: group })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Opens an account's page from the accounts screen. */
export async function openLedgerAccount(page: Page, baseUrl: string, name: string): Promise<void> {
  await page.goto(`${baseUrl}/accounts`);
  await settled(page);
  await page.getByRole('link', { name, exact: true }).first().click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await settled(page);
}

/** Adds an expense through Add Transaction, in the account picked. */
export async function spendFrom(
  page: Page,
  baseUrl: string,
  { account, amount, category, date }: { account: string; amount: string; category: string; date?: string },
): Promise<void> {
  await page.goto(`${baseUrl}/show_trans`);
  await settled(page);
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByRole('radio', { name: 'Expense', exact: true }).check();
  await dialog.getByLabel('Account', { exact: true }).selectOption({ label: account });
  await dialog.getByLabel('Amount', { exact: true }).fill(amount);
  await dialog.getByLabel('Category').fill(category);
  if (date) await dialog.getByLabel('Date').fill(date);
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await page.getByText('Transaction added successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** The figure under a label of an account's page ("Balance now", "Cleared balance"). */
export async function accountFigure(page: Page, label: string): Promise<string> {
  return (await page.locator('.account-figures__item').filter({ hasText: label }).locator('dd').textContent()) ?? '';
}

/** Nothing wider than the window: no sideways scrolling at a phone's width. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { chooseCurrency } from '../support/currencyChoice';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled, violationsEverywhere } from '../support/screens';
import { splitInTwo } from '../support/splitInForm';
import { useBuiltServer } from '../support/useBuiltServer';

/**
 * Issue 45, item 1 in a browser: a scheduled rent of 100.00 split into 70.00 of rent and 30.00 of
 * utilities (the utilities part tagged "home") makes, when due, a split transaction with the same
 * parts, listed once with its parts on demand; the tag report counts the tagged part alone.
 */
const app = useBuiltServer();
const chrome = useBrowser();

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

it('a split scheduled transaction makes a split transaction with its parts and part tags', async () => {
  const context = await chrome.browser.newContext({ locale: 'en-US' });
  const page = await signInPage(context, app.baseUrl, await verifiedUser(app.baseUrl, app.dataDir, 'sched-splitter'));
  await main(page).getByRole('link', { name: 'Scheduled', exact: true }).click();
  await settled(page);
  await page.getByRole('button', { name: 'Add Scheduled' }).last().click();
  const add = page.getByRole('dialog', { name: 'Add Scheduled Transaction' });
  await add.getByRole('radio', { name: 'Expense' }).check();
  await add.getByLabel('Amount', { exact: true }).fill('100');
  await chooseCurrency(add, 'USD');
  await add.getByLabel('Category', { exact: true }).fill('Rent');
  await add.getByLabel('Description').fill('Flat');
  // Due today, so the day's apply makes this month's occurrence.
  await add.getByLabel('Day of Month').selectOption(String(Number(new Date().toISOString().slice(8, 10))));
  await splitInTwo(add, '70', '30.00', { category: 'Utilities', amount: '30', tags: ['home'] });
  expect(await violationsEverywhere(page, 'scheduled split form')).toEqual([]);
  await add.getByRole('button', { name: 'Add Scheduled' }).click();
  await add.waitFor({ state: 'detached' });
  await page.getByText('Rent and 1 more').first().waitFor();

  // The next day's apply (its marker cleared) makes the occurrence, split as the schedule is.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('scheduled-applied-on')) localStorage.removeItem(key);
  });
  await page.goto(`${app.baseUrl}/dashboard`);
  await settled(page);
  await main(page).getByRole('link', { name: 'Transactions', exact: true }).click();
  await settled(page);
  const summary = page.getByText('Rent and 1 more').first();
  await summary.waitFor({ timeout: 20_000 });
  await summary.click();
  expect(await page.locator('.split-category__parts').first().locator('li').allTextContents()).toEqual([
    'Rent 70.00 USD',
    'Utilities 30.00 USD',
  ]);

  // The tag report counts the tagged part's amount, not the whole.
  await main(page).getByRole('link', { name: 'Tags', exact: true }).click();
  await settled(page);
  // Waited for as the report's row: the list of tags may show before the totals are computed.
  await expect.poll(() => page.getByRole('main').textContent(), { timeout: 20_000 }).toContain('home30.00 USD');
  expect(await page.getByRole('main').textContent()).not.toContain('100.00');
  await context.close();
}, 120_000);

import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { settled } from '../support/screens';
import { signedInWithSampleData } from '../support/sampleDataSession';
import { useBuiltServer } from '../support/useBuiltServer';
import { showFilters } from '../support/transactionFilters';

const app = useBuiltServer();
const chrome = useBrowser();

/** The search of issue 17 in a real browser: words typed, filters and order in the URL, and Back. */
it('searches, filters and sorts from the URL, and Back undoes each step', async () => {
  const { context, page } = await signedInWithSampleData(chrome.browser, app, 'searcher', { locale: 'en-US' });
  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  const summary = page.locator('.result-bar__summary');
  // 17 seeded, and the scheduled rent once its day of the month has come.
  await expect.poll(() => summary.textContent()).toMatch(/^1[78] transactions: net .*USD/);
  const everything = await summary.textContent();

  // Typed without its capital and with an accent it does not have: still found, by a word's beginning.
  await page.getByRole('searchbox', { name: 'Search' }).fill('KYÔ');
  await page.waitForURL(/q=KY%C3%94/);
  await expect.poll(() => summary.textContent()).toBe('1 transaction: net -12,500 JPY');
  expect(await page.getByRole('cell', { name: 'Train in Kyoto', exact: true }).count()).toBe(1);

  await showFilters(page);
  await page.getByLabel('Type').selectOption('deposit');
  await page.waitForURL(/type=deposit/);
  await page.getByText('No transactions match these filters.').waitFor();

  // Back: first the type choice goes, then the search.
  await page.goBack();
  await page.waitForURL((url) => !url.search.includes('type='));
  await page.getByRole('cell', { name: 'Train in Kyoto', exact: true }).waitFor();
  expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('KYÔ');
  await page.goBack();
  await page.waitForURL((url) => !url.search.includes('q='));
  await expect.poll(() => summary.textContent()).toBe(everything);

  // A bookmarked view: two categories, largest amount first.
  await page.goto(`${app.baseUrl}/show_trans?category=%5B%22Rent%22%2C%22Transport%22%5D&sort=amount&dir=desc`);
  await settled(page);
  const descriptions = page.locator('tbody tr td:nth-child(7)');
  await expect.poll(() => descriptions.allTextContents()).toEqual(['Transport for the month', 'Rent for the month']);
  expect(await page.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('descending');

  // The header is a button a keyboard reaches: Enter turns the order round.
  await page.getByRole('button', { name: 'Amount', exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/dir=asc/);
  await expect.poll(() => descriptions.allTextContents()).toEqual(['Rent for the month', 'Transport for the month']);
  await context.close();
}, 120_000);

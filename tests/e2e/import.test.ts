import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled } from '../support/screens';
import { restClient } from '../support/seedAccount';
import { useBuiltServer } from '../support/useBuiltServer';
import { answerInPage } from '../support/confirmInPage';

const app = useBuiltServer();
const chrome = useBrowser();
const fixture = (name: string) => join(import.meta.dirname, '../fixtures/import', name);

async function choose(page: Page, name: string) {
  await page.getByLabel('File to import').setInputFiles(fixture(name));
}

/** Past the mapping step of a bank CSV, keeping the guessed columns. */
async function mapAsGuessed(page: Page) {
  await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function importAll(page: Page, count: number, fileName: string) {
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  await page.getByRole('button', { name: `Import ${count} transaction${count === 1 ? '' : 's'}` }).click();
  await page
    .getByText(`${count} transaction${count === 1 ? '' : 's'} added from ${fileName}.`)
    .waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import another file' }).click();
}

/** Issue 17 §2 in a real browser: each file type, duplicates skipped, a second import adding nothing, an undo. */
it('imports CSV, OFX, QFX and QIF files, skips duplicates, adds nothing the second time, and undoes an import', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'importer');
  // Already recorded by hand: the German statement's first row is the same payment.
  const post = await restClient(app.baseUrl, user);
  await post('finance-management/transaction/add-transactions/', {
    amount: '45.67',
    currency: 'EUR',
    trans_status: 'withdraw',
    category: 'Groceries',
    trans_details: 'Rewe',
    date: '2024-01-02',
  });
  const context = await chrome.browser.newContext({ locale: 'en-US' });
  const page = await signInPage(context, app.baseUrl, user);
  await page.locator('[data-sync-state="idle"]').first().waitFor({ timeout: 30_000 });
  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await page.waitForURL(/\/import_trans$/);
  await page.getByText('No imports yet.').waitFor();

  // A German bank's CSV: ; separators, quoted fields, decimal commas; one row is already recorded.
  // Each step puts the focus on its heading, so the keyboard carries on from there; the page fits 320 px.
  await choose(page, 'bank-de-semicolon.csv');
  await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('2. Match the columns');
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  expect(await page.getByTestId('import-duplicates').textContent()).toBe(
    '1 row looks like a transaction you already have: skipped unless you tick it.',
  );
  expect(await page.getByText('(you have “Rewe”)').count()).toBe(1);
  await importAll(page, 5, 'bank-de-semicolon.csv');

  // The same file again adds nothing.
  await choose(page, 'bank-de-semicolon.csv');
  await mapAsGuessed(page);
  expect(await page.getByTestId('import-already').textContent()).toBe(
    '5 rows were already imported from this file: never added twice.',
  );
  expect(await page.getByTestId('import-adding').textContent()).toBe(
    'Nothing to add: every row is already here or cannot be read.',
  );
  expect(await page.getByRole('button', { name: /^Import \d/ }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Choose another file' }).click();

  // Money out and money in in two columns; an American layout; OFX 1.x SGML; OFX 2 XML; QIF; the app's own export.
  await choose(page, 'bank-fr-debit-credit.csv');
  await mapAsGuessed(page);
  await importAll(page, 4, 'bank-fr-debit-credit.csv');
  await choose(page, 'bank-us-comma.csv');
  await mapAsGuessed(page);
  await importAll(page, 5, 'bank-us-comma.csv');
  await choose(page, 'statement-sgml.ofx');
  await importAll(page, 4, 'statement-sgml.ofx');
  await choose(page, 'statement-xml.qfx');
  await importAll(page, 3, 'statement-xml.qfx');
  await choose(page, 'account.qif');
  await importAll(page, 5, 'account.qif');
  await choose(page, 'app-export.csv');
  await importAll(page, 4, 'app-export.csv');

  // Malformed files: a clear message, and nothing changes.
  await choose(page, 'malformed-quote.csv');
  await page
    .getByText('malformed-quote.csv: Line 2: a quoted field is not closed, so the rows after it cannot be told apart.')
    .waitFor();
  await choose(page, 'not-a-statement.ofx');
  await page.getByText('not-a-statement.ofx: This is not an OFX file: it has no <OFX> element.').waitFor();
  await choose(page, 'malformed-amount.csv');
  await mapAsGuessed(page);
  await page.getByText("Line 12, column Amount: '12,3x' is not a number").waitFor();
  // A phone 320 px wide: the long problem lines wrap, the page never scrolls sideways.
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(
    true,
  );
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Choose another file' }).click();

  // Undo one import as a whole.
  await page.getByRole('button', { name: 'Undo import: bank-us-comma.csv' }).click();
  await answerInPage(page, true);
  await page.getByText('5 transactions imported from bank-us-comma.csv removed.').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.getByRole('button', { name: 'Undo import: bank-us-comma.csv' }).count()).toBe(0);

  // 1 recorded by hand + 5 + 4 + 5 + 4 + 3 + 5 + 4 imported - 5 undone.
  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  await expect.poll(() => page.locator('.result-bar__summary').textContent()).toMatch(/^26 transactions:/);
  expect(await page.getByRole('cell', { name: 'Whole Foods Market', exact: true }).count()).toBe(0);
  // And the server has the same: every import and the undo were pushed as ordinary mutations.
  await page.locator('[data-sync-state="idle"]').first().waitFor({ timeout: 30_000 });
  const fresh = await chrome.browser.newContext({ locale: 'en-US' });
  const second = await signInPage(fresh, app.baseUrl, user);
  await second.locator('[data-sync-state="idle"]').first().waitFor({ timeout: 30_000 });
  await second.goto(`${app.baseUrl}/show_trans`);
  await settled(second);
  await expect.poll(() => second.locator('.result-bar__summary').textContent()).toMatch(/^26 transactions:/);

  // The second device imports a file the first one did: nothing is added there either.
  await second.goto(`${app.baseUrl}/import_trans`);
  await choose(second, 'statement-sgml.ofx');
  await second.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  expect(await second.getByTestId('import-already').textContent()).toBe(
    '4 rows were already imported from this file: never added twice.',
  );
  await fresh.close();
  await context.close();
}, 180_000);

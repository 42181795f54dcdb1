import { join } from 'node:path';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled, violationsEverywhere } from '../support/screens';
import { restClient } from '../support/seedAccount';
import { useBuiltServer } from '../support/useBuiltServer';

/**
 * Issue 48 item 1 in a browser, its Done-when line: a rule "payee contains REWE -> Groceries" made on
 * the Rules screen (by keyboard, axe-clean at 320 and 1280 px) categorises an imported bank CSV, the
 * preview showing what the rule set before anything is written; then run on demand over a transaction
 * typed earlier.
 */

const app = useBuiltServer();
const chrome = useBrowser();

it('a rule "payee contains REWE -> Groceries" categorises an imported CSV', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'rules');
  // Typed by hand earlier without a category: the rules change it only when asked to.
  await (
    await restClient(app.baseUrl, user)
  )('finance-management/transaction/add-transactions/', {
    amount: '8.20',
    currency: 'EUR',
    trans_status: 'withdraw',
    category: '',
    payee: 'Rewe City',
    trans_details: '',
    date: '2024-02-10',
  });
  const context = await chrome.browser.newContext({ locale: 'en-US' });
  const page = await signInPage(context, app.baseUrl, user);
  await page.locator('[data-sync-state="idle"]').first().waitFor({ timeout: 30_000 });

  await page.getByRole('link', { name: 'Rules', exact: true }).click();
  await page.waitForURL(/\/rules$/);
  await page.getByText('No rules yet.').waitFor();
  expect(await violationsEverywhere(page, 'empty rules')).toEqual([]);

  // The form by keyboard alone: the field starts at "payee" and "contains".
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Add rule', exact: true }).first().focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add rule' });
  await form.getByLabel('Value').focus();
  await page.keyboard.type('REWE');
  await form.getByLabel('Set category').focus();
  await page.keyboard.type('Groceries');
  expect(await violationsEverywhere(page, 'rule form')).toEqual([]);
  await page.keyboard.press('Enter');
  await form.waitFor({ state: 'detached' });
  const list = page.getByRole('region', { name: 'Rules, in the order they run' });
  await list.getByText('When payee contains "REWE"').waitFor();
  await list.getByText('Set category Groceries').waitFor();
  expect(await violationsEverywhere(page, 'rules list')).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The German bank's CSV: its "Auftraggeber/Empfänger" column is the payee.
  await page.goto(`${app.baseUrl}/import_trans`);
  await page
    .getByLabel('File to import')
    .setInputFiles(join(import.meta.dirname, '../fixtures/import/bank-de-semicolon.csv'));
  await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  expect(await page.getByTestId('import-ruled').textContent()).toMatch(/REWE Markt GmbH: category Groceries/);
  await page.getByRole('heading', { name: '1 row set by your rules:' }).waitFor();
  await page.getByRole('button', { name: 'Import 6 transactions' }).click();
  await page.getByText('6 transactions added from bank-de-semicolon.csv.').waitFor({ timeout: 30_000 });

  // Saved as the preview showed it; the other rows keep no category.
  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('rewe');
  const row = page.getByRole('row').filter({ hasText: 'REWE Markt GmbH' });
  await row.waitFor();
  expect(await row.textContent()).toContain('Groceries');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Müller');
  const cafe = page.getByRole('row').filter({ hasText: 'Café Müller' });
  await cafe.waitFor();
  expect(await cafe.textContent()).not.toContain('Groceries');

  // On demand over what is stored: the hand-typed REWE row is counted, then changed in one step.
  await page.getByRole('link', { name: 'Rules', exact: true }).click();
  await page.getByRole('button', { name: 'Check transactions' }).click();
  await page.getByText('The rules would change 1 transaction.').waitFor();
  await page.getByRole('button', { name: 'Change 1 transaction' }).click();
  await page.getByText('Rules applied to 1 transaction.').first().waitFor();
  await page.getByRole('button', { name: 'Check transactions' }).click();
  await page.getByText('The rules would change no transaction.').waitFor();
  await context.close();
});

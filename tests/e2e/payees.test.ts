import { join } from 'node:path';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

/**
 * Issue 45 item 2 in a browser: an OFX statement's NAME becomes the payee, the payee is searchable,
 * and the next transaction to that payee gets the category last used with it.
 */

const app = useBuiltServer();
const chrome = useBrowser();

it('a payee imported from OFX is searchable and suggests its category next time', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'payees');
  const context = await chrome.browser.newContext({ locale: 'en-US' });
  const page = await signInPage(context, app.baseUrl, user);
  await page.locator('[data-sync-state="idle"]').first().waitFor({ timeout: 30_000 });

  await page.goto(`${app.baseUrl}/import_trans`);
  await page
    .getByLabel('File to import')
    .setInputFiles(join(import.meta.dirname, '../fixtures/import/statement-sgml.ofx'));
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  await page.getByRole('button', { name: 'Import 4 transactions' }).click();
  await page.getByText('4 transactions added from statement-sgml.ofx.').waitFor({ timeout: 30_000 });

  // A word of the payee finds it; the row leads with the payee.
  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('bookshop');
  const row = page.getByRole('row').filter({ hasText: 'LONDON BOOKSHOP' });
  await row.waitFor();
  await expect.poll(() => page.getByRole('row').count()).toBe(2); // the header and the one match
  // The Payee filter lists the imported payees.
  await page.getByText('Filters').click();
  expect(await page.getByLabel('Payee').locator('option').allTextContents()).toEqual(
    expect.arrayContaining(['All payees', 'ACME PAYROLL', 'LONDON BOOKSHOP']),
  );

  // Give the imported row its category.
  await row.getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Transaction' });
  expect(await edit.getByLabel('Payee').inputValue()).toBe('LONDON BOOKSHOP');
  await edit.getByLabel('Category').fill('Books');
  await edit.getByRole('button', { name: 'Update Transaction' }).click();
  await edit.waitFor({ state: 'detached' });

  // The next payment to the bookshop: choosing the payee suggests Books.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('n');
  const add = page.getByRole('dialog', { name: 'Add Transaction' });
  await add.getByLabel('Amount').fill('12');
  await add.getByLabel('Payee').fill('LONDON BOOKSHOP');
  await expect.poll(() => add.getByLabel('Category').inputValue()).toBe('Books');
  await add.getByText('Category “Books” suggested: the one last used with this payee.').waitFor();
  await add.getByRole('button', { name: 'Add Transaction' }).click();
  await add.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByRole('row').filter({ hasText: 'LONDON BOOKSHOP' }).count()).toBe(2);
});

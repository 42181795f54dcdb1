import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { accountFigure, addLedgerAccount, openLedgerAccount, pageWidth, spendFrom } from '../support/ledgerAccounts';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();
const statement = join(import.meta.dirname, '../fixtures/import/statement-sgml.ofx');

/** Issue 44, item 7 and the OFX ledger balance of item 6, as a person with no account yet does it. */
it('imports an OFX file into a new account made from it, lists its rows there and offers its ledger balance to Reconcile', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'acc-import');
  const context = await chrome.browser.newContext({ locale: 'en-US' });
  const page = await signInPage(context, app.baseUrl, user);
  await page.goto(`${app.baseUrl}/import_trans`);
  await settled(page);
  await page.getByLabel('File to import').setInputFiles(statement);
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();

  // The account is made from what the file says: never the full account number, only its last four.
  await page.getByLabel('Import into account').selectOption({ label: 'New account from this file' });
  const name = page.getByLabel('Name of the new account');
  expect(await name.inputValue()).toBe('statement-sgml ending 6789');
  await page.getByText('Current / checking, USD, number ending 6789, opening balance 0').waitFor();
  expect(await page.content()).not.toContain('123456789');
  await name.fill('Chase checking');
  // The bookshop was paid in GBP; the file's CURRATE gives its amount in USD, so the USD account takes it.
  await page.getByRole('button', { name: 'Import 4 transactions' }).waitFor();
  expect(await page.getByText('Line 63').count()).toBe(0);
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Import 4 transactions' }).click();
  await page.getByText('4 transactions added from statement-sgml.ofx.').waitFor({ timeout: 30_000 });

  // The same file again: it goes to the account its number went into last.
  await page.getByRole('button', { name: 'Import another file' }).click();
  await page.getByLabel('File to import').setInputFiles(statement);
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  const picked = page.getByLabel('Import into account').locator('option:checked');
  expect(await picked.textContent()).toBe('Chase checking (USD)');
  await page.getByRole('button', { name: 'Choose another file' }).click();

  await openLedgerAccount(page, app.baseUrl, 'Chase checking');
  // 1,500.00 - 42.17 - 250.00 - 44.45 (35.00 GBP at 1.27).
  expect(await accountFigure(page, 'Balance now')).toBe('1,163.38 USD');
  for (const payee of ['AT&T WIRELESS', 'ACME PAYROLL', 'CHECK 1043', 'LONDON BOOKSHOP'])
    await page.getByRole('row').filter({ hasText: payee }).waitFor();

  // Reconcile starts from the statement's ledger balance and date, and says where they came from.
  await page.getByRole('link', { name: 'Reconcile' }).click();
  await page.getByRole('heading', { level: 1, name: 'Reconcile Chase checking' }).waitFor();
  await settled(page);
  expect(await page.getByLabel('Statement date').inputValue()).toBe('2024-05-31');
  expect(await page.getByLabel('Statement ending balance').inputValue()).toBe('1163.38');
  await page.getByText('The ledger balance on 2024-05-31 in statement-sgml.ofx, which you imported').waitFor();
  for (const payee of ['AT&T WIRELESS', 'ACME PAYROLL', 'CHECK 1043'])
    await page.getByRole('checkbox', { name: new RegExp(payee) }).check();
  await page.getByText('44.45 USD still differs from the statement.').waitFor();
  await context.close();
}, 120_000);

/** The Account column of the app's own export, read back by an import: each row into the account of its name. */
it("exports each row's account and imports the file back into the accounts of those names", async () => {
  const context = await chrome.browser.newContext({ locale: 'en-US', acceptDownloads: true });
  const writer = await signInPage(context, app.baseUrl, await verifiedUser(app.baseUrl, app.dataDir, 'acc-export'));
  await addLedgerAccount(writer, app.baseUrl, { name: 'Giro', opening: '100', date: '2026-01-01' });
  await addLedgerAccount(writer, app.baseUrl, { name: 'Cash', opening: '10', date: '2026-01-01' });
  await spendFrom(writer, app.baseUrl, { account: 'Giro (EUR)', amount: '3.50', category: 'Coffee' });
  await spendFrom(writer, app.baseUrl, { account: 'Cash (EUR)', amount: '2.00', category: 'Bread' });
  await writer.goto(`${app.baseUrl}/show_trans`);
  await settled(writer);
  const [download] = await Promise.all([
    writer.waitForEvent('download'),
    writer.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const file = (await download.path()) ?? '';
  const csv = readFileSync(file, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Date,Amount,Currency,Status,Category,Details,Account');
  expect(csv).toMatch(/,3\.50,EUR,withdraw,Coffee,,Giro\r\n/);
  expect(csv).toMatch(/,2\.00,EUR,withdraw,Bread,,Cash\r\n/);
  await context.close();

  // Another person holding accounts of those names (Cash first, so the import's own choice is Cash).
  const second = await chrome.browser.newContext({ locale: 'en-US' });
  const page = await signInPage(second, app.baseUrl, await verifiedUser(app.baseUrl, app.dataDir, 'acc-reimport'));
  await addLedgerAccount(page, app.baseUrl, { name: 'Cash', opening: '10', date: '2026-01-01' });
  await addLedgerAccount(page, app.baseUrl, { name: 'Giro', opening: '100', date: '2026-01-01' });
  await page.goto(`${app.baseUrl}/import_trans`);
  await settled(page);
  await page
    .getByLabel('File to import')
    .setInputFiles({ name: 'transactions.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  expect(await page.getByLabel('Import into account').locator('option:checked').textContent()).toBe('Cash (EUR)');
  expect(await page.getByTestId('import-named').textContent()).toBe(
    '1 row goes back into the account the file names for it, not this one.',
  );
  await page.getByRole('button', { name: 'Import 2 transactions' }).click();
  await page.getByText('2 transactions added from transactions.csv.').waitFor({ timeout: 30_000 });
  await openLedgerAccount(page, app.baseUrl, 'Giro');
  expect(await accountFigure(page, 'Balance now')).toBe('96.50 EUR');
  await openLedgerAccount(page, app.baseUrl, 'Cash');
  expect(await accountFigure(page, 'Balance now')).toBe('8.00 EUR');
  await second.close();
}, 120_000);

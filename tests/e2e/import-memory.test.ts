import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { chooseCurrency } from '../support/currencyChoice';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { pageWidth } from '../support/ledgerAccounts';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();
const fixture = (name: string) => join(import.meta.dirname, '../fixtures/import', name);
const october = 'bank-de-header-block-october.csv';
const november = 'bank-de-header-block-november.csv';

/** The mapping step of a file, with the first rows of its table on screen. */
async function openMapping(page: Page, name: string) {
  await page.getByLabel('File to import').setInputFiles(fixture(name));
  await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
}

/** The step fits a phone 320 px wide and breaks no WCAG A/AA rule. */
async function usableOnAPhone(page: Page) {
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function importAll(page: Page, count: number, fileName: string) {
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  expect(await page.getByTestId('import-adding').textContent()).toBe(`${count} transactions will be added.`);
  expect(await page.getByTestId('import-unreadable').count()).toBe(0);
  await page.getByRole('button', { name: `Import ${count} transactions` }).click();
  await page.getByText(`${count} transactions added from ${fileName}.`).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import another file' }).click();
}

/** Issue 48, item 3: a German bank's export with its account data above the table, imported two months running. */
it("finds the table below a bank's account lines, and maps the next month's file as the last one was mapped", async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'memory');
  const context = await chrome.browser.newContext({ locale: 'en-US' });
  const page = await signInPage(context, app.baseUrl, user);
  await page.locator('[data-sync-state="idle"]').first().waitFor({ timeout: 30_000 });
  await page.goto(`${app.baseUrl}/import_trans`);
  await settled(page);

  // October: the four lines of account data are left out, the columns named by the table's header, dates day first.
  await openMapping(page, october);
  expect(await page.getByText('Using the mapping from your last import').count()).toBe(0);
  const start = page.getByLabel('The table starts on');
  expect(await start.locator('option:checked').textContent()).toMatch(/^Line 5: Buchungstag ; Wertstellung/);
  await page.getByText('The 4 lines above it are left out: account details, not transactions.').waitFor();
  await page.getByRole('columnheader', { name: 'Betrag (EUR)' }).waitFor();
  expect(await page.getByLabel('Date order').inputValue()).toBe('dmy');
  expect(await page.getByLabel('Decimal mark').inputValue()).toBe(',');
  expect(await page.getByLabel('Amount', { exact: true }).locator('option:checked').textContent()).toBe('Betrag (EUR)');
  // Adjusted once: the purpose as the description with the booking text after it, and euros for rows naming no currency.
  await page.getByLabel('Description', { exact: true }).selectOption({ label: 'Verwendungszweck' });
  await page.getByLabel('More description (optional)').selectOption({ label: 'Buchungstext' });
  await chooseCurrency(page.locator('form'), 'EUR', { label: 'Currency when the row has none' });
  await usableOnAPhone(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Into a new account named from the file: the number above the table gives its last four, never more.
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  await page.getByLabel('Import into account').selectOption({ label: 'New account from this file' });
  expect(await page.getByLabel('Name of the new account').inputValue()).toBe(
    'bank-de-header-block-october ending 5678',
  );
  await page.getByLabel('Name of the new account').fill('Girokonto');
  await page.getByText('Current / checking, EUR, number ending 5678, opening balance 0').waitFor();
  await importAll(page, 4, october);

  // November's file of the same bank: its mapping step starts from October's and says so; Continue is all it takes.
  await openMapping(page, november);
  await page.getByText('Using the mapping from your last import of this file.', { exact: false }).waitFor();
  expect(await page.getByLabel('Description', { exact: true }).locator('option:checked').textContent()).toBe(
    'Verwendungszweck',
  );
  expect(await page.getByLabel('More description (optional)').locator('option:checked').textContent()).toBe(
    'Buchungstext',
  );
  await usableOnAPhone(page);
  // By keyboard, from the step's heading, which has the focus.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('2. Match the columns');
  await page.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  // The same account number: into the account October's file went into.
  await page.getByRole('heading', { name: '3. Check before importing' }).waitFor();
  expect(await page.getByLabel('Import into account').locator('option:checked').textContent()).toBe('Girokonto (EUR)');
  await importAll(page, 3, november);

  // The rows as the bank wrote them (day-first dates, decimal commas), in euros, described as chosen in October.
  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  for (const [text, amount, date] of [
    ['Café Müller · Frühstück · Lastschrift', '-12.50', '2026-11-28'],
    ['REWE Markt GmbH · Einkauf Filiale 0815 · Lastschrift', '-61.04', '2026-11-15'],
    ['REWE Markt GmbH · Einkauf Filiale 0815 · Lastschrift', '-45.67', '2026-10-28'],
    ['Finanzamt · Erstattung 2025 · Gutschrift', '+1,024.00', '2026-11-02'],
    ['Arbeitgeber AG · Gehalt Oktober · Gutschrift', '+3,250.00', '2026-10-25'],
  ] as const) {
    const row = page
      .getByRole('row')
      .filter({ hasText: text })
      .filter({ hasText: `${amount} EUR` });
    await row.waitFor();
    expect(await row.textContent()).toContain(date);
  }
  await context.close();
}, 120_000);

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';
import { chooseCurrency } from '../support/currencyChoice';

const app = useBuiltServer();
const chrome = useBrowser();

/** A person whose browser speaks `locale`, on the transactions screen with nothing recorded yet. */
async function transactionsIn(locale: string, viewport = { width: 1280, height: 800 }) {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'comma');
  const context = await chrome.browser.newContext({ locale, viewport });
  const page = await signInPage(context, app.baseUrl, user);
  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  await page.getByText('No transactions found.').waitFor();
  return { context, page };
}

/** Opens Add Transaction as an expense and types the amount key by key, as a person does. */
async function typeExpense(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByRole('radio', { name: 'Expense', exact: true }).check();
  await chooseCurrency(dialog, 'EUR');
  await dialog.getByLabel('Category').fill('Groceries');
  // Key by key: Chromium's number field dropped the comma of "12,50" as it was typed (issue 46).
  await dialog.getByLabel('Amount').pressSequentially(amount);
  return dialog;
}

async function save(page: Page, dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await page.getByText('Transaction added successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** What the edit form of the one Groceries row holds: the saved amount, written as stored. */
async function savedAmount(page: Page, shown: string): Promise<string> {
  const row = page.getByRole('row').filter({ hasText: 'Groceries' }).filter({ hasText: shown });
  await row.waitFor();
  await row.getByRole('button', { name: /Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Transaction' });
  const value = await dialog.getByLabel('Amount').inputValue();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  return value;
}

describe('a decimal comma is never read as a thousands mark (issue 46, item 1)', () => {
  it.each([
    ['en-US', 'Will save 12.50', '-12.50'],
    ['de-DE', 'Will save 12,50', '-12,50'],
  ])('in %s, 12,50 typed into an expense shows "%s" and saves 12.50', async (locale, preview, shown) => {
    const { context, page } = await transactionsIn(locale);
    const dialog = await typeExpense(page, '12,50');
    await dialog.getByText(preview, { exact: true }).waitFor();
    await save(page, dialog);
    expect(await savedAmount(page, shown)).toBe('12.50');
    await context.close();
  });

  it('in en-US, 1,234 is one thousand two hundred thirty-four: it says so and saves 1,234.00', async () => {
    const { context, page } = await transactionsIn('en-US');
    const dialog = await typeExpense(page, '1,234');
    await dialog.getByText('Will save 1,234.00', { exact: true }).waitFor();
    await save(page, dialog);
    expect(await savedAmount(page, '-1,234.00')).toBe('1234.00');
    await context.close();
  });

  it('in de-DE, 1,234 is not guessed: it asks, nothing is previewed, and the form refuses it until settled', async () => {
    const { context, page } = await transactionsIn('de-DE');
    const dialog = await typeExpense(page, '1,234');
    await dialog
      .getByText('1,234 has three digits after “,”. Did you mean 1.234,00? An amount has at most 2 decimals.')
      .waitFor();
    await expect.poll(() => dialog.getByText(/^Will save/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await dialog
      .getByRole('alert')
      .getByText(
        'Amount “1,234” has three digits after “,”: choose the thousands under the field, or enter at most 2 decimals.',
      )
      .waitFor();
    expect(await dialog.getByLabel('Amount').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('No transactions found.').waitFor();
    await context.close();
  });

  it('on a 320 px phone in fr-FR, 1.234 asks what was meant, fits, passes axe, and saves the reading picked', async () => {
    const { context, page } = await transactionsIn('fr-FR', { width: 320, height: 700 });
    const dialog = await typeExpense(page, '1.234');
    await dialog
      .getByText('1.234 has three digits after “.”. Did you mean 1\u202f234,00? An amount has at most 2 decimals.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await dialog
      .getByRole('alert')
      .getByText(
        'Amount “1.234” has three digits after “.”: choose the thousands under the field, or enter at most 2 decimals.',
      )
      .waitFor();
    const thousands = dialog.getByRole('button', { name: 'Thousands: 1\u202f234,00' });
    const box = (await thousands.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    // From the keyboard: the amount field, then the first reading.
    await dialog.getByLabel('Amount').focus();
    await page.keyboard.press('Tab');
    expect(await thousands.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.getByText('Will save 1\u202f234,00', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Amount').evaluate((field) => field === document.activeElement)).toBe(true);
    await save(page, dialog);
    // The phone shows cards; the table's rows (and their Edit buttons) are the wide screen's.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await savedAmount(page, '-1\u202f234,00')).toBe('1234.00');
    await context.close();
  });
});

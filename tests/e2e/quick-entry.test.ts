import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';
import { chooseCurrency, currencyCombobox } from '../support/currencyChoice';

const app = useBuiltServer();
const chrome = useBrowser();

describe('entry in seconds (issue 46, items 2 and 3)', () => {
  it('n opens an expense dated today; Ctrl+Enter saves it and starts the next at once with currency and date kept', async () => {
    const user = await verifiedUser(app.baseUrl, app.dataDir, 'quickentry');
    const context = await chrome.browser.newContext({ locale: 'en-US' });
    const page = await signInPage(context, app.baseUrl, user);
    await settled(page);

    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
    await dialog.waitFor();
    expect(await dialog.getByRole('radio', { name: 'Expense' }).isChecked()).toBe(true);
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    expect(await dialog.getByLabel('Date').inputValue()).toBe(today);

    // Typed straight after "n": the amount has the focus.
    await page.keyboard.type('4.20');
    await chooseCurrency(dialog, 'EUR');
    await dialog.getByLabel('Description').fill('Coffee');
    await page.keyboard.press('Control+Enter');
    await dialog.getByText('Transaction added successfully!').waitFor();
    await expect
      .poll(() => dialog.getByLabel('Amount').evaluate((element) => element === document.activeElement))
      .toBe(true);
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('');
    expect(await currencyCombobox(dialog).inputValue()).toBe('EUR');

    await page.keyboard.type('2.80');
    await dialog.getByLabel('Description').fill('Croissant');
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    const list = page.locator('main');
    await list.getByText('Croissant').first().waitFor();
    expect(await list.getByText('Coffee').count()).toBeGreaterThan(0);

    // The spec's Add Transaction on /show_trans still opens as income.
    await page.getByRole('button', { name: 'Add Transaction' }).first().click();
    expect(
      await page.getByRole('dialog', { name: 'Add Transaction' }).getByRole('radio', { name: 'Income' }).isChecked(),
    ).toBe(true);
    await context.close();
  }, 90_000);
});

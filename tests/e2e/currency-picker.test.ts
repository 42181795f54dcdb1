import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { chooseCurrency, currencyCombobox } from '../support/currencyChoice';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

describe('one currency control (issue 46, item 4)', () => {
  it('on a 320 px phone in the dark theme, finds a currency by name or symbol from the keyboard, passes axe, and saves it', async () => {
    const user = await verifiedUser(app.baseUrl, app.dataDir, 'picker');
    const context = await chrome.browser.newContext({
      locale: 'en-US',
      colorScheme: 'dark',
      viewport: { width: 320, height: 700 },
    });
    const page = await signInPage(context, app.baseUrl, user);
    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    await page.getByText('No transactions found.').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    await page.getByRole('button', { name: 'Add Transaction' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
    await dialog.getByRole('radio', { name: 'Expense', exact: true }).check();
    await dialog.getByLabel('Amount').fill('12.50');
    await dialog.getByLabel('Category').fill('Treats');
    await dialog.getByLabel('Description').fill('Truffles');

    // One control, no separate search box: the combobox shows the favorite (USD until chosen) and its name.
    const box = currencyCombobox(dialog);
    expect(await dialog.getByLabel('Search Currency').count()).toBe(0);
    expect(await box.inputValue()).toBe('USD');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    // Its list is drawn only while open: the dialog opens without 160 options.
    expect(await dialog.locator(`[id="${await box.getAttribute('aria-controls')}"] [role="option"]`).count()).toBe(0);

    // A symbol: "€" is the euro.
    await box.focus();
    await page.keyboard.type('€');
    await dialog.getByRole('option', { name: 'EUR — Euro' }).waitFor();
    // A name, typed key by key: "swiss" offers the Swiss franc, chosen from the keyboard.
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('swiss');
    const franc = dialog.getByRole('option', { name: 'CHF — Swiss Franc' });
    await franc.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await franc.getAttribute('id'));
    // The open list fits the phone and passes axe, in the dark theme.
    const list = (await dialog.getByRole('listbox').boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await box.inputValue()).toBe('CHF');
    await dialog.getByText('Swiss Franc').waitFor();

    // Escape closes the list and puts back CHF, and leaves the dialog open.
    await box.fill('yen');
    await dialog.getByRole('option', { name: 'JPY — Japanese Yen' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await box.inputValue()).toBe('CHF');
    expect(await dialog.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await page.getByText('Transaction added successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const saved = page.locator('main :is(tr, li, article)').filter({ hasText: 'Truffles' }).first();
    await saved.waitFor();
    expect(await saved.textContent()).toContain('CHF');

    // The next add offers the favorite first, then the currency just used; a click chooses.
    await page.getByRole('button', { name: 'Add Transaction' }).first().click();
    const next = page.getByRole('dialog', { name: 'Add Transaction' });
    await currencyCombobox(next).click();
    const offered = await next.getByRole('listbox', { name: 'Currency choices' }).getByRole('option').allTextContents();
    expect(offered.slice(0, 3)).toEqual(['USD — US Dollar', 'CHF — Swiss Franc', 'AED — United Arab Emirates Dirham']);
    await next.getByRole('option', { name: 'CHF — Swiss Franc' }).click();
    expect(await currencyCombobox(next).inputValue()).toBe('CHF');
    await chooseCurrency(next, 'GBP', { search: 'british' });
    expect(await currencyCombobox(next).inputValue()).toBe('GBP');
    await context.close();
  }, 90_000);
});

import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { answerInPage } from '../support/confirmInPage';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';
import { chooseCurrency } from '../support/currencyChoice';

const app = useBuiltServer();
const chrome = useBrowser();

describe('budgets (issue 18, section 1)', () => {
  it('sets a budget, adds an expense, sees it on the dashboard and the Budgets screen, and undoes stopping it', async () => {
    const user = await verifiedUser(app.baseUrl, app.dataDir, 'budgeter');
    const context = await chrome.browser.newContext({ locale: 'en-US' });
    const page = await signInPage(context, app.baseUrl, user);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Budgets' }).click();
    await settled(page);
    await page.getByText('No budgets yet').waitFor();
    // The empty state's own button opens the modal, from the keyboard.
    await page.getByRole('button', { name: 'Add Budget' }).last().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add Budget' });
    await dialog.waitFor();
    // Adding starts in the category field.
    await page.keyboard.type('Groceries');
    await dialog.getByLabel('Monthly limit').fill('100');
    await chooseCurrency(dialog, 'USD');
    await dialog.getByRole('checkbox', { name: 'Roll over what is left to the next month' }).check();
    await dialog.getByRole('button', { name: 'Add Budget' }).click();
    await page.getByText('Budget saved.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Add Expense' }).first().click();
    const expense = page.getByRole('dialog', { name: 'Add Transaction' });
    await expense.getByLabel('Amount').fill('85');
    await chooseCurrency(expense, 'USD');
    await expense.getByLabel('Category').fill('Groceries');
    await expense.getByRole('button', { name: 'Add Transaction' }).click();
    await expense.waitFor({ state: 'detached' });

    const card = page.getByRole('region', { name: 'Budgets this month' });
    const cardBar = card.getByRole('progressbar', { name: 'Groceries budget' });
    await expect.poll(() => cardBar.getAttribute('aria-valuenow')).toBe('85');
    expect(await cardBar.getAttribute('aria-valuetext')).toBe('85% spent: 85.00 USD of 100.00 USD');
    expect(await card.textContent()).toContain('Past 80% of the limit');

    await card.getByRole('link', { name: 'See all budgets' }).click();
    await settled(page);
    const bar = page.getByRole('progressbar', { name: 'Groceries budget' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('85');
    const row = page.locator('.budget-row', { hasText: 'Groceries' });
    expect(await row.textContent()).toContain('15.00 USD left');
    expect(await row.textContent()).toContain('Rollover on');
    const history = page.getByRole('region', { name: 'Groceries history' });
    const firstRow = history.getByRole('row').nth(1);
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date());
    expect(await firstRow.locator('th, td').allTextContents()).toEqual([month, '100.00', '85.00', '15.00']);
    expect(await history.getByRole('row').count()).toBe(2);

    // Issue 46, item 7: stopping a budget is undone from its toast, with this month's spending intact.
    await page.getByRole('button', { name: 'Stop the Groceries budget' }).click();
    expect(await answerInPage(page, true)).toBe(
      `Stop budgeting Groceries from ${month}? Earlier months keep their budget.`,
    );
    const toast = page.locator('.undo-toast');
    await toast.getByText('The Groceries budget stopped.', { exact: true }).waitFor();
    await bar.waitFor({ state: 'detached' });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await toast.getByText('Undone: The Groceries budget stopped.', { exact: true }).waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('85');
    expect(await row.textContent()).toContain('Rollover on');
    await context.close();
  });
});

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { verifiedUser } from '../support/e2eAccounts';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

/** The focused element as a screen reader would name it: its label, aria-label or text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active) return '';
    const labelled = (active as HTMLInputElement).labels?.[0]?.textContent;
    return (active.getAttribute('aria-label') ?? labelled ?? active.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab (Shift+Tab when `back`) until the focused element's name matches; fails if it never comes. */
async function tabTo(page: Page, name: string | RegExp, { back = false, limit = 60 } = {}): Promise<void> {
  const wanted = typeof name === 'string' ? (text: string) => text === name : (text: string) => name.test(text);
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (wanted(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${String(name)} (last: ${await focusedName(page)})`);
}

it('walks sign-in, add, edit, delete, a typed date filter and a report with the keyboard alone', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'keys');
  const context = await chrome.browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const today = new Date().toISOString().slice(0, 10);

  // Sign in: the first field has focus; Enter submits.
  await page.goto(`${app.baseUrl}/login`);
  await settled(page);
  expect(await focusedName(page)).toBe('Username or Email');
  await page.keyboard.type(user.username);
  await tabTo(page, 'Password');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${app.baseUrl}/dashboard`);
  await settled(page);

  // Add two expenses from the dashboard.
  for (const [amount, description] of [
    ['42.50', 'Typed only'],
    ['7', 'Kept'],
  ] as const) {
    await tabTo(page, 'Add Expense');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Add Transaction' }).waitFor();
    expect(await focusedName(page)).toBe('Amount');
    await page.keyboard.type(amount);
    await tabTo(page, 'Description');
    await page.keyboard.type(description);
    await tabTo(page, 'Add Transaction');
    await page.keyboard.press('Enter');
    await page.getByText('Transaction added successfully!').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }

  // To Transactions by the sidebar; focus lands on the new page's heading.
  await tabTo(page, 'Transactions', { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(/show_trans/);
  await expect.poll(() => focusedName(page)).toBe('Transactions');

  // Edit.
  await tabTo(page, /^Edit transaction .*Typed only/);
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Edit Transaction' }).waitFor();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('43.25');
  await tabTo(page, 'Update Transaction');
  await page.keyboard.press('Enter');
  await page.getByText('Transaction updated successfully!').waitFor();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('row').filter({ hasText: 'Typed only' }).getByText('-43.25', { exact: true }).waitFor();

  // Delete, confirming the in-app question (Cancel has the focus first); focus moves to the row that remains.
  await tabTo(page, /^Delete transaction .*Typed only/, { back: true });
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').waitFor();
  expect(await focusedName(page)).toBe('Cancel');
  await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Delete');
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('row').filter({ hasText: 'Typed only' }).count()).toBe(0);
  await expect.poll(() => focusedName(page)).toMatch(/^Edit transaction .*Kept/);

  // Filter by dates typed digit by digit (en-US shows mm/dd/yyyy).
  // Forward into a date field lands on its first part (the month); backwards would land on the year.
  await tabTo(page, 'Add Transaction', { back: true });
  // The date filters are folded with the others behind "Filters", a disclosure Enter opens.
  await tabTo(page, /^Filters/);
  await page.keyboard.press('Enter');
  await tabTo(page, 'From');
  await page.keyboard.type(`${today.slice(5, 7)}01${today.slice(0, 4)}`, { delay: 40 });
  await tabTo(page, 'To');
  await page.keyboard.type(`${today.slice(5, 7)}28${today.slice(0, 4)}`, { delay: 40 });
  await page.getByText(`Showing: ${today.slice(0, 8)}01 to ${today.slice(0, 8)}28`).waitFor();

  // A report: by the sidebar, then the tabs with the arrow keys.
  await tabTo(page, 'Reports', { back: true });
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/reports/);
  await expect.poll(() => focusedName(page)).toBe('Financial Reports');
  await tabTo(page, 'Current Monthly');
  await page.keyboard.press('ArrowRight');
  await page.getByRole('tab', { name: 'Current Yearly', selected: true }).waitFor();
  await page.getByRole('heading', { name: 'Expense Breakdown' }).waitFor();
  await context.close();
}, 120_000);

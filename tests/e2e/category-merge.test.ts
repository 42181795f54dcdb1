import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage } from '../support/e2eAccounts';
import { personWithLaptopAndPhone, untilSynced } from '../support/twoBrowsers';
import { useBuiltServer } from '../support/useBuiltServer';

/**
 * Issue 17 section 3 in a browser: two categories that are one ("Grocery" and "Groceries") merged on
 * the laptop, seen merged on the phone after sync. The transactions are added with the "n" shortcut
 * (issue 18 section 4), whose form warns about the near-duplicate without refusing it.
 */

const app = useBuiltServer();
const chrome = useBrowser();

async function addWithShortcut(page: Page, amount: string, category: string) {
  // A shortcut, not typing: nothing that takes keys has focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
  await dialog.getByLabel('Amount').fill(amount);
  await dialog.getByLabel('Category').fill(category);
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await dialog.getByText('Transaction added successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

const categoryRow = (page: Page, name: string) => page.locator(`li.category-row[data-category="${name}"]`);

it('merges two categories in one browser and shows the merge in a second browser of the same person', async () => {
  const { user, laptop, phone } = await personWithLaptopAndPhone(chrome.browser, app, 'merge');
  const laptopPage = await signInPage(laptop, app.baseUrl, user);
  const phonePage = await signInPage(phone, app.baseUrl, user);

  await laptopPage.goto(`${app.baseUrl}/dashboard`);
  await laptopPage.getByText('Press N to add a transaction').waitFor();
  await addWithShortcut(laptopPage, '30', 'Groceries');
  await addWithShortcut(laptopPage, '12.50', 'Grocery');

  await laptopPage.goto(`${app.baseUrl}/categories`);
  await categoryRow(laptopPage, 'Grocery').waitFor();
  await expect.poll(() => categoryRow(laptopPage, 'Groceries').textContent()).toContain('1 transaction');
  await laptopPage.getByRole('button', { name: 'Merge Grocery', exact: true }).click();
  const merge = laptopPage.getByRole('dialog');
  await merge.getByLabel('Merge into').selectOption('Groceries');
  await merge.getByRole('button', { name: 'Merge', exact: true }).click();
  await laptopPage.getByText('Merged “Grocery” into “Groceries” (1 record).').waitFor();
  await categoryRow(laptopPage, 'Grocery').waitFor({ state: 'detached' });
  await expect.poll(() => categoryRow(laptopPage, 'Groceries').textContent()).toContain('2 transactions');
  await untilSynced(laptopPage);

  // The phone syncs when the app starts; a reload is an app start.
  await phonePage.goto(`${app.baseUrl}/categories`);
  await expect
    .poll(() => categoryRow(phonePage, 'Groceries').textContent(), { timeout: 20_000 })
    .toContain('2 transactions');
  expect(await categoryRow(phonePage, 'Grocery').count()).toBe(0);
  await expect.poll(() => categoryRow(phonePage, 'Groceries').textContent()).toContain('42.50');

  await laptop.close();
  await phone.close();
}, 120_000);

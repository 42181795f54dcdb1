import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { answerInPage } from '../support/confirmInPage';
import { signedInWithSampleData } from '../support/sampleDataSession';
import { settled } from '../support/screens';
import { untilSynced } from '../support/twoBrowsers';
import { useBuiltServer } from '../support/useBuiltServer';

/**
 * Issue 46, item 7, beyond the transaction of undo.test.ts: deleting a wish, a scheduled item and a
 * transfer, and a category merge, each offer Undo in the toast, and Undo puts it back on the screen.
 */

const app = useBuiltServer();
const chrome = useBrowser();

/** `act` changes what `items` counts by one; the toast says `said`; its Undo brings the count back. */
async function undoes(page: Page, items: Locator, said: string, act: () => Promise<void>) {
  await items.first().waitFor();
  const before = await items.count();
  expect(before).toBeGreaterThan(0);
  await act();
  const toast = page.locator('.undo-toast');
  await toast.getByText(said, { exact: true }).waitFor();
  await expect.poll(() => items.count()).toBe(before - 1);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await toast.getByText(`Undone: ${said}`, { exact: true }).waitFor();
  await expect.poll(() => items.count()).toBe(before);
}

async function deleteFirst(page: Page, path: string, said: string) {
  await page.goto(`${app.baseUrl}${path}`);
  await settled(page);
  const deletes = page.getByRole('button', { name: /^Delete / });
  await undoes(page, deletes, said, async () => {
    await deletes.first().click();
    await answerInPage(page, true);
  });
}

it('undoes the deletion of a wish, a scheduled item and a transfer, and a category merge', async () => {
  const { context, page } = await signedInWithSampleData(chrome.browser, app, 'undo-kinds', {
    viewport: { width: 1280, height: 800 },
  });
  await deleteFirst(page, '/wishlist', 'Wish deleted.');
  await deleteFirst(page, '/show_scheduled_trans', 'Scheduled transaction deleted.');

  await page.goto(`${app.baseUrl}/show_trans`);
  await settled(page);
  await page.getByRole('button', { name: 'Move money' }).click();
  const move = page.getByRole('dialog', { name: 'Move money between currencies' });
  await move.getByLabel('From account', { exact: true }).selectOption('currency-account-USD');
  await move.getByLabel('To account', { exact: true }).selectOption('currency-account-EUR');
  await move.getByLabel('Amount out (USD)', { exact: true }).fill('100');
  await move.getByLabel('Amount in (EUR)', { exact: true }).fill('92.40');
  await move.getByLabel('Description').fill('Savings to the euro account');
  await move.getByRole('button', { name: 'Save transfer' }).click();
  await move.waitFor({ state: 'detached' });
  const transfer = page.locator('.record-table tbody tr', { hasText: 'Savings to the euro account' });
  await undoes(page, transfer, 'Transfer deleted.', async () => {
    await transfer.getByRole('button', { name: /^Delete / }).click();
    await answerInPage(page, true);
  });

  await page.goto(`${app.baseUrl}/categories`);
  await settled(page);
  const gifts = page.locator('li.category-row[data-category="Gifts"]');
  await undoes(page, gifts, '“Gifts” merged into “Education”.', async () => {
    await page.getByRole('button', { name: 'Merge Gifts', exact: true }).click();
    const merge = page.getByRole('dialog');
    await merge.getByLabel('Merge into').selectOption('Education');
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
  });
  // Each undo is one more ordinary command: nothing is left waiting to sync.
  await untilSynced(page);
  await context.close();
}, 120_000);

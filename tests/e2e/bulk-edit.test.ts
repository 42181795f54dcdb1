import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signedInWithSampleData } from '../support/sampleDataSession';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

describe('bulk edit (issue 46, item 6)', () => {
  it('selects a range of rows with Shift, gives them a new category in one go, and the server gets every change', async () => {
    const { context, page } = await signedInWithSampleData(chrome.browser, app, 'bulkedit', {
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    const boxes = page.getByRole('checkbox', { name: /^Select (Expense|Income) of/ });
    await boxes.nth(0).click();
    await boxes.nth(2).click({ modifiers: ['Shift'] });
    const bar = page.getByRole('region', { name: 'Bulk edit' });
    await bar.getByText('3 selected').waitFor();
    const chosen = await page
      .locator('.record-table tbody tr')
      .filter({ has: page.locator('input[type="checkbox"]:checked') })
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-id')));
    expect(chosen).toHaveLength(3);

    await bar.getByLabel('New category').fill('Sorted in bulk');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await page.locator('.undo-toast__message', { hasText: '3 transactions changed.' }).waitFor();
    const categoryOf = (id: string | null) =>
      page.locator(`.record-table tbody tr[data-row-id="${id}"] td:nth-child(6)`).textContent();
    for (const id of chosen) await expect.poll(() => categoryOf(id)).toBe('Sorted in bulk');

    // Synced: the server answers the new category for each of them (the push follows the command).
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const sortedOnServer = async () => {
      const answer = await fetch(`${app.baseUrl}/api/sync/pull/?protocol=1&limit=5000`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { changes } = (await answer.json()) as {
        changes: { kind: string; record?: { id: string; category: string } }[];
      };
      return changes
        .filter((change) => change.kind === 'transaction' && change.record?.category === 'Sorted in bulk')
        .map((change) => change.record!.id)
        .sort();
    };
    await expect.poll(sortedOnServer, { timeout: 20_000 }).toEqual([...chosen].sort());

    // At 320 px the bar wraps inside the view.
    await boxes.nth(0).click();
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    await page
      .getByRole('checkbox', { name: /^Select (Expense|Income) of/ })
      .first()
      .click();
    await bar.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await context.close();
  }, 120_000);
});

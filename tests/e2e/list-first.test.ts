import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signedInWithSampleData } from '../support/sampleDataSession';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';
import { showFilters } from '../support/transactionFilters';

const app = useBuiltServer();
const chrome = useBrowser();

describe('the list first (issue 46, item 5)', () => {
  it('shows the first rows above the fold at 1280 x 800 and on a 390 px phone, with the filters folded and counted', async () => {
    const { context, page } = await signedInWithSampleData(chrome.browser, app, 'listfirst', {
      viewport: { width: 1280, height: 800 },
    });
    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    const firstRow = page.locator('.record-table tbody tr').first();
    expect((await firstRow.boundingBox())!.y + 20).toBeLessThan(800);
    expect(await page.getByRole('searchbox', { name: 'Search' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Type').isVisible()).toBe(false);

    await showFilters(page);
    await page.getByLabel('Type').selectOption('withdraw');
    await page.waitForURL(/type=withdraw/);
    await page.getByText('(1 on)').waitFor();

    // Amounts line up on the right, in figures of one width.
    const amount = page.locator('.record-table tbody tr').first().locator('td').nth(3);
    expect(
      await amount.evaluate((cell) => [getComputedStyle(cell).textAlign, getComputedStyle(cell).fontVariantNumeric]),
    ).toEqual(['right', 'tabular-nums']);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    const firstCard = page.locator('li.record-card').first();
    expect((await firstCard.boundingBox())!.y + 20).toBeLessThan(844);
    await context.close();
  }, 90_000);

  it('keeps the person at the top of the rows when paging, not at the top of the filters', async () => {
    const { context, page } = await signedInWithSampleData(chrome.browser, app, 'paging', {
      viewport: { width: 390, height: 844 },
    });
    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    await page.getByRole('button', { name: /next/i }).first().click();
    await page.waitForURL(/page=2/);
    await settled(page);
    await expect
      .poll(() => page.locator('.list-card').evaluate((card) => Math.round(card.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(1);
    await context.close();
  }, 90_000);
});

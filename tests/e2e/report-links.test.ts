import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signedInWithSampleData } from '../support/sampleDataSession';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);
const lastDay = (yearMonth: string) => {
  const [year, monthNumber] = yearMonth.split('-').map(Number);
  return new Date(Date.UTC(year!, monthNumber!, 0)).toISOString().slice(0, 10);
};

/** The categories of the list's rows (the sixth cell, after the checkbox, date, type, amount and currency). */
const listedCategories = (page: Page): Promise<string[]> =>
  page.locator('.record-table tbody tr td:nth-child(6)').allTextContents();

/** A point in the middle of the ring of the pie's first slice (echarts starts it at 12 o'clock, clockwise). */
async function clickFirstSlice(page: Page, region: string) {
  const canvas = page.getByRole('region', { name: region }).locator('canvas');
  await canvas.waitFor();
  const box = (await canvas.boundingBox())!;
  const radius = (Math.min(box.width, box.height) / 2) * 0.58;
  const angle = (8 * Math.PI) / 180;
  await page.mouse.click(
    box.x + box.width / 2 + radius * Math.sin(angle),
    box.y + box.height / 2 - radius * Math.cos(angle),
  );
}

describe('reports lead to their transactions (issue 46, item 10)', () => {
  it("opens a detail row's, a pie slice's and a legend entry's category of the month or the year as the filtered list", async () => {
    const { context, page } = await signedInWithSampleData(chrome.browser, app, 'reportlinks', {
      viewport: { width: 1280, height: 900 },
    });
    // The pie is drawn at once, not grown in: a click lands on the slice it aims at.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${app.baseUrl}/reports`);
    await settled(page);

    // A detail row is a link, reached with the keyboard as any link is.
    const rent = page.getByRole('region', { name: 'Expense Details' }).getByRole('link', { name: /^Rent / });
    await rent.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/show_trans\?/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start_date: `${month}-01`,
      end_date: lastDay(month),
      type: 'withdraw',
      category: '["Rent"]',
    });
    await expect.poll(() => listedCategories(page)).toEqual(['Rent']);

    // The largest expense of the sample month is Entertainment: the pie's first slice.
    await page.goBack();
    await settled(page);
    await clickFirstSlice(page, 'Expense Breakdown');
    await page.waitForURL(/\/show_trans\?/);
    expect(new URL(page.url()).searchParams.get('category')).toBe('["Entertainment"]');
    await expect.poll(() => listedCategories(page)).toEqual(['Entertainment']);

    // The yearly report's legend: the year's income of one category.
    await page.goto(`${app.baseUrl}/reports?tab=yearly`);
    await settled(page);
    await page
      .getByRole('region', { name: 'Income Breakdown' })
      .getByRole('button', { name: /^Freelance work / })
      .click();
    await page.waitForURL(/\/show_trans\?/);
    const year = today.slice(0, 4);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      start_date: `${year}-01-01`,
      end_date: `${year}-12-31`,
      type: 'deposit',
      category: '["Freelance work"]',
    });
    // The sample year holds more than one (a scheduled item's occurrences among them): all of them, only them.
    await expect.poll(async () => [...new Set(await listedCategories(page))]).toEqual(['Freelance work']);
    await context.close();
  }, 90_000);
});

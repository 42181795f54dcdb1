import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signedInWithSampleData } from '../support/sampleDataSession';
import { settled, viewAs } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

/** Relative luminance (WCAG) of each rgb() colour in a computed background. */
function luminances(background: string): number[] {
  return [...background.matchAll(/rgba?\((\d+), (\d+), (\d+)/g)].map((match) => {
    const [r, g, b] = match.slice(1, 4).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

describe('no dead ends for a signed-in person (issue 46, item 11)', () => {
  it('offers the dashboard on /, reaches Net Worth and Target History from the sidebar, and keeps the current page legible on hover', async () => {
    const { context, page } = await signedInWithSampleData(chrome.browser, app, 'deadends');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Net Worth' }).click();
    await page.getByRole('heading', { level: 1, name: 'Net Worth' }).waitFor();
    await nav.getByRole('link', { name: 'Target History' }).click();
    await page.getByRole('heading', { level: 1, name: 'Target History' }).waitFor();

    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    const current = page.locator('.pagination__button[aria-current="page"]').first();
    await current.hover();
    const [text, fill] = await current.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor];
    });
    const [lighter, darker] = [luminances(text)[0]!, luminances(fill)[0]!].sort((a, b) => b - a);
    expect((lighter! + 0.05) / (darker! + 0.05)).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${app.baseUrl}/`);
    await page.getByRole('link', { name: 'Open your dashboard' }).first().click();
    await page.waitForURL(/\/dashboard$/);
    expect(await page.getByRole('link', { name: 'Get Started' }).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('on a phone the menu button never covers content scrolled under it, and the dark net worth card is not a bright slab', async () => {
    const { context, page } = await signedInWithSampleData(chrome.browser, app, 'phoneview');
    await viewAs(page, 390, 'dark');
    await settled(page);
    const card = page.locator('.networth-card--dashboard');
    const background = await card.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(Math.max(...luminances(background))).toBeLessThan(0.1);

    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    await page.evaluate(() => window.scrollTo(0, 400));
    const covered = await page.evaluate(() => {
      const toggle = document.querySelector('.sidebar-toggle')!.getBoundingClientRect();
      return [...document.querySelectorAll('main *')]
        .filter((element) => element.childElementCount === 0 && element.textContent?.trim())
        .map((element) => element.getBoundingClientRect())
        .filter(
          (box) =>
            box.width > 0 &&
            box.left < toggle.right &&
            box.right > toggle.left &&
            box.top < toggle.bottom &&
            box.bottom > toggle.top,
        ).length;
    });
    expect(covered).toBe(0);
    await context.close();
  }, 90_000);
});

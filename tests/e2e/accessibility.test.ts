import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signedInWithSampleData } from '../support/sampleDataSession';
import {
  atEveryView,
  modalScreens,
  settled,
  signedInScreens,
  signedOutScreens,
  themes,
  viewAs,
  type Screen,
} from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

/** axe on one screen at both widths and in both themes; every violation is named in the failure. */
async function checkScreen(page: Page, screen: Screen): Promise<string[]> {
  const found: string[] = [];
  await atEveryView(page, app.baseUrl, screen, async (width, theme) => {
    for (const violation of await axeViolations(page)) found.push(`${screen.name} ${width}px ${theme}: ${violation}`);
  });
  return found;
}

describe('axe-core finds no WCAG 2.0/2.1/2.2 A or AA violation', () => {
  it('on every screen a visitor reaches', async () => {
    const context = await chrome.browser.newContext();
    const page = await context.newPage();
    const found: string[] = [];
    for (const screen of signedOutScreens) found.push(...(await checkScreen(page, screen)));
    await context.close();
    expect(found).toEqual([]);
  }, 180_000);

  describe('signed in with data', () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await signedInWithSampleData(chrome.browser, app, 'axe'));
    }, 120_000);

    it('on every screen', async () => {
      const found: string[] = [];
      for (const screen of signedInScreens) found.push(...(await checkScreen(page, screen)));
      expect(found).toEqual([]);
    }, 300_000);

    it('with each modal open', async () => {
      const found: string[] = [];
      for (const screen of modalScreens) found.push(...(await checkScreen(page, screen)));
      expect(found).toEqual([]);
    }, 180_000);

    it('with the phone menu open', async () => {
      await page.goto(`${app.baseUrl}/dashboard`);
      await settled(page);
      const found: string[] = [];
      for (const theme of themes) {
        await viewAs(page, 390, theme);
        const menu = page.getByRole('button', { name: 'Menu' });
        if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
        await page.waitForTimeout(250);
        for (const violation of await axeViolations(page)) found.push(`menu 390px ${theme}: ${violation}`);
      }
      expect(found).toEqual([]);
    }, 60_000);
  });
});

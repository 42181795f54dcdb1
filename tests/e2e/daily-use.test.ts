import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { startBuiltServer } from '../support/builtServer';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled, signedInScreens, signedOutScreens, type Screen } from '../support/screens';
import { signedInWithSampleData } from '../support/sampleDataSession';
import { useBuiltServer } from '../support/useBuiltServer';
import { showFilters } from '../support/transactionFilters';
import { answerInPage } from '../support/confirmInPage';

const app = useBuiltServer();
const chrome = useBrowser();

/** Phone widths to check: the smallest the app supports, and two common phones. */
const phoneWidths = [320, 390, 430];

/** Opens the screen at that width as a phone would; says how wide the page grew if it scrolls sideways. */
async function sidewaysAt(page: Page, screen: Screen, width: number): Promise<string | undefined> {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(`${app.baseUrl}${screen.path}`);
  await settled(page);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  return scrollWidth > clientWidth ? `${screen.name} at ${width}px: ${scrollWidth}px wide` : undefined;
}

const focusedText = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return { tag: active?.tagName.toLowerCase(), text: active?.textContent?.trim() ?? '' };
  });

describe('the first task', () => {
  it('styles the Add Income modal opened from the dashboard right after sign-in (item 1)', async () => {
    const user = await verifiedUser(app.baseUrl, app.dataDir, 'styled');
    const context = await chrome.browser.newContext();
    const page = await signInPage(context, app.baseUrl, user);
    await page.getByRole('button', { name: 'Add Income' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Transaction' });
    await dialog.waitFor();
    const looks = await dialog.evaluate((element) => {
      const radio = element.querySelector('input[type="radio"]')!;
      const buttons = element.querySelector('button[type="submit"]')!.parentElement!;
      const fields = element.querySelector('fieldset')!;
      return {
        radioOpacity: getComputedStyle(radio).opacity,
        buttonsLayout: `${getComputedStyle(buttons).display} ${getComputedStyle(buttons).justifyContent}`,
        fieldsetBorder: getComputedStyle(fields).borderTopStyle,
      };
    });
    // The radios are drawn as a switch, the buttons sit right, the fieldset has no stray border.
    expect(looks).toEqual({ radioOpacity: '0', buttonsLayout: 'flex flex-end', fieldsetBorder: 'none' });
    await context.close();
  });

  it('takes a date typed digit by digit in the From and To filter (item 2)', async () => {
    const user = await verifiedUser(app.baseUrl, app.dataDir, 'typist');
    const context = await chrome.browser.newContext({ locale: 'en-US' });
    const page = await signInPage(context, app.baseUrl, user);
    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    await showFilters(page);
    const from = page.getByLabel('From', { exact: true });
    await from.click();
    await page.keyboard.press('Home');
    // en-US shows mm/dd/yyyy: the year's digits arrive one by one, as a person types them.
    await page.keyboard.type('10012026', { delay: 60 });
    await page.waitForURL(/start_date=2026-10-01/);
    expect(await from.inputValue()).toBe('2026-10-01');
    const to = page.getByLabel('To', { exact: true });
    await to.click();
    await page.keyboard.type('10312026', { delay: 60 });
    await page.getByText('Showing: 2026-10-01 to 2026-10-31').waitFor();
    expect(await to.inputValue()).toBe('2026-10-31');
    expect(page.url()).not.toContain('0002');
    await context.close();
  });

  it('offers Sign in with Google only when the server has it set up (item 4)', async () => {
    const context = await chrome.browser.newContext();
    const page = await context.newPage();
    const health = page.waitForResponse((response) => response.url().endsWith('/api/health'));
    await page.goto(`${app.baseUrl}/login`);
    await health;
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    await page.waitForTimeout(200);
    expect(await page.getByRole('button', { name: /Google/ }).count()).toBe(0);

    const dataDir = mkdtempSync(join(tmpdir(), 'money-kitchen-google-'));
    const withGoogle = await startBuiltServer({
      dataDir,
      env: { GOOGLE_CLIENT_ID: 'client', GOOGLE_CLIENT_SECRET: 'secret', GOOGLE_ISSUER: 'http://127.0.0.1:9/' },
    });
    try {
      await page.goto(`${withGoogle.baseUrl}/login`);
      await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();
    } finally {
      await withGoogle.stop();
      rmSync(dataDir, { recursive: true, force: true });
      await context.close();
    }
  });
});

describe('signed in with data', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await signedInWithSampleData(chrome.browser, app, 'daily', { locale: 'en-US' }));
  }, 120_000);
  afterAll(() => context?.close());

  it('names every page in its title and moves focus to the new heading; a skip link leads to the content (item 6)', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/dashboard`);
    await settled(page);
    expect(await page.title()).toBe('Dashboard · Money Kitchen');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transactions' }).click();
    await page.waitForURL(/show_trans/);
    await expect.poll(() => focusedText(page)).toEqual({ tag: 'h1', text: 'Transactions' });
    expect(await page.title()).toBe('Transactions · Money Kitchen');

    await page.reload();
    await settled(page);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toEqual({ tag: 'a', text: 'Skip to main content' });
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.keyboard.press('Tab');
    // The next stop is inside the page, past the sidebar's links.
    expect(await page.evaluate(() => document.getElementById('main-content')!.contains(document.activeElement))).toBe(
      true,
    );

    const titles: Record<string, string> = {};
    for (const screen of [...signedInScreens.slice(0, 1), ...signedInScreens.slice(5)]) {
      await page.goto(`${app.baseUrl}${screen.path}`);
      await settled(page);
      titles[screen.path] = await page.title();
    }
    // A page's tabs and filtered views (a query string on the same path) share its title; pages differ.
    const pages = new Set(Object.keys(titles).map((path) => path.split('?')[0]));
    expect(new Set(Object.values(titles)).size).toBe(pages.size);
  });

  it('gives each row button a name of its own, and focuses the next row after a delete (item 6)', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    const editNames = await page
      .getByRole('button', { name: /^Edit / })
      .evaluateAll((buttons) => buttons.map((button) => button.textContent ?? ''));
    expect(editNames.length).toBe(10);
    expect(new Set(editNames).size).toBe(10);
    expect(editNames[0]).toMatch(/^Edit transaction \d{4}-\d{2}-\d{2}, .+, [+-][\d,.]+ [A-Z]{3}$/);

    const rows = page.locator('tbody tr');
    const second = (await rows.nth(1).getAttribute('data-row-id'))!;
    await rows
      .nth(0)
      .getByRole('button', { name: /^Delete/ })
      .click();
    await answerInPage(page, true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-row-id]')?.getAttribute('data-row-id')))
      .toBe(second);
  });

  it('keeps the closed phone menu out of the Tab order, holds focus in the open one, closes on Escape (item 8)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${app.baseUrl}/dashboard`);
    await settled(page);
    expect(await page.locator('#sidebar').evaluate((aside) => (aside as HTMLElement).inert)).toBe(true);
    // Tabbing through the whole page never lands in the closed drawer.
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#sidebar')))).toBe(false);
    }
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    expect(await focusedText(page)).toEqual({ tag: 'a', text: 'Money Kitchen' });
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() =>
        document.activeElement?.closest('#sidebar') ? 'drawer' : document.activeElement?.className,
      );
      expect(['drawer', 'sidebar-toggle']).toContain(where);
    }
    // The menu button never covers the brand.
    const [button, brand] = await Promise.all([menu.boundingBox(), page.locator('.sidebar__brand').boundingBox()]);
    const overlaps =
      button!.x < brand!.x + brand!.width &&
      brand!.x < button!.x + button!.width &&
      button!.y < brand!.y + brand!.height &&
      brand!.y < button!.y + button!.height;
    const brandText = await page.locator('.sidebar__brand').evaluate((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      const box = range.getBoundingClientRect();
      return { x: box.x, right: box.right };
    });
    expect(overlaps && brandText.x < button!.x + button!.width).toBe(false);
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText(page)).toMatchObject({ tag: 'button' });
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('sidebar-toggle');
  });

  it('never scrolls sideways at 320, 390 and 430 px on any route, and the theme toggle covers nothing (items 10, 15)', async () => {
    const wide: string[] = [];
    const covered: string[] = [];
    // Each page opens at the phone's width, as it does on a phone.
    for (const screen of signedInScreens) {
      for (const width of phoneWidths) {
        const sideways = await sidewaysAt(page, screen, width);
        if (sideways) wide.push(sideways);
        const hit = await page.evaluate(() => {
          const toggle = document.querySelector('.theme-toggle')!.getBoundingClientRect();
          const inside = (box: DOMRect) =>
            box.width > 0 &&
            box.left < toggle.right &&
            toggle.left < box.right &&
            box.top < toggle.bottom &&
            toggle.top < box.bottom;
          return [...document.querySelectorAll('main h1, main button, main a, main input, main select, main p')]
            .filter((element) => inside(element.getBoundingClientRect()))
            .map((element) => element.textContent?.trim().slice(0, 30));
        });
        if (hit.length > 0) covered.push(`${screen.name} at ${width}px: ${hit.join(', ')}`);
      }
    }
    expect(wide).toEqual([]);
    expect(covered).toEqual([]);
  }, 180_000);

  it('fits the phone: Profile shows its selected tab, Reports tabs stay on one line, Add Transaction comes first (item 10)', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto(`${app.baseUrl}/profile?tab=target`);
    await settled(page);
    const tab = await page.getByRole('tab', { name: 'Target' }).boundingBox();
    expect(tab!.x).toBeGreaterThanOrEqual(0);
    expect(tab!.x + tab!.width).toBeLessThanOrEqual(320);

    await page.goto(`${app.baseUrl}/reports`);
    await settled(page);
    const tops = await page
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    const first = await page.locator('.page-header__actions button').first().textContent();
    expect(first).toBe('Add Transaction');
  });

  it('never breaks a category name inside a word in the pie legends and detail lists (item 11)', async () => {
    const broken: string[] = [];
    for (const width of [320, 390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${app.baseUrl}/reports`);
      await settled(page);
      const names = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.pie-legend__name, .report-details__category')].map((element) => {
          // More lines than words means a word was split across lines.
          const words = (element.textContent ?? '').trim().split(/\s+/).length;
          const lines = Math.round(
            element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
          );
          return { name: element.textContent, split: lines > words };
        }),
      );
      expect(names.length).toBeGreaterThan(15);
      broken.push(...names.filter((name) => name.split).map((name) => `${name.name} at ${width}px`));
    }
    expect(broken).toEqual([]);
  });

  it('describes what the footer Update button does, keeping its label (item 15)', async () => {
    await page.goto(`${app.baseUrl}/dashboard`);
    await settled(page);
    const update = page.getByRole('button', { name: 'Update', exact: true });
    const description = await update.evaluate(
      (button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toMatch(/reloads the page/);
  });
});

describe('signed out', () => {
  it('never scrolls sideways at 320, 390 and 430 px on any visitor route (item 10)', async () => {
    const context = await chrome.browser.newContext();
    const page = await context.newPage();
    const wide: string[] = [];
    for (const screen of signedOutScreens) {
      for (const width of phoneWidths) {
        const sideways = await sidewaysAt(page, screen, width);
        if (sideways) wide.push(sideways);
      }
    }
    await context.close();
    expect(wide).toEqual([]);
  }, 120_000);
});

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage } from '../support/e2eAccounts';
import {
  modalScreens,
  settled,
  signedInScreens,
  signedOutScreens,
  themes,
  viewAs,
  widths,
  type Screen,
} from '../support/screens';
import { seededUser } from '../support/seedAccount';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();
const folder = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/** One full-page picture per width and theme, named screen-width-theme.png. */
async function photograph(page: Page, screen: Screen): Promise<void> {
  await page.goto(`${app.baseUrl}${screen.path}`);
  await settled(page);
  for (const width of widths) {
    for (const theme of themes) {
      await viewAs(page, width, theme);
      if (screen.open && !(await page.getByRole('dialog').count())) {
        await screen.open(page);
        await settled(page);
      }
      await page.screenshot({ path: `${folder}${screen.name}-${width}-${theme}.png`, fullPage: true });
    }
  }
}

it('photographs every screen and modal, signed out and signed in with data', async () => {
  mkdirSync(folder, { recursive: true });
  const visitor = await chrome.browser.newContext();
  const visitorPage = await visitor.newPage();
  for (const screen of signedOutScreens) await photograph(visitorPage, screen);
  await visitor.close();

  const user = await seededUser(app.baseUrl, app.dataDir, 'screenshots');
  const context = await chrome.browser.newContext();
  const page = await signInPage(context, app.baseUrl, user);
  await page.locator('[data-sync-state="idle"]').first().waitFor({ timeout: 30_000 });
  for (const screen of [...signedInScreens, ...modalScreens]) await photograph(page, screen);
  await context.close();
  console.log(`Screenshots written to ${folder}`);
});

import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signedInWithSampleData } from '../support/sampleDataSession';
import { atEveryView, modalScreens, signedInScreens, signedOutScreens, type Screen } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();
const folder = fileURLToPath(new URL('../../screenshots/', import.meta.url));

/** One full-page picture per width and theme, named screen-width-theme.png. */
async function photograph(page: Page, screen: Screen): Promise<void> {
  await atEveryView(page, app.baseUrl, screen, async (width, theme) => {
    await page.screenshot({ path: `${folder}${screen.name}-${width}-${theme}.png`, fullPage: true });
  });
}

it('photographs every screen and modal, signed out and signed in with data', async () => {
  mkdirSync(folder, { recursive: true });
  const visitor = await chrome.browser.newContext();
  const visitorPage = await visitor.newPage();
  for (const screen of signedOutScreens) await photograph(visitorPage, screen);
  await visitor.close();

  const { context, page } = await signedInWithSampleData(chrome.browser, app, 'screenshots');
  for (const screen of [...signedInScreens, ...modalScreens]) await photograph(page, screen);
  await context.close();
  console.log(`Screenshots written to ${folder}`);
});

import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

it('shows the landing page and keeps the chosen theme across a reload', async () => {
  const context = await chrome.browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto(app.baseUrl);
  await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
  const themeOf = () => page.evaluate(() => document.documentElement.dataset.theme);
  expect(await themeOf()).toBe('light');

  await page.getByRole('button', { name: /switch to dark theme/i }).click();
  expect(await themeOf()).toBe('dark');

  await page.reload();
  // Read before React starts: theme-init.js must already have applied the stored choice.
  expect(await themeOf()).toBe('dark');
  await page.getByRole('button', { name: /switch to light theme/i }).waitFor();
  await context.close();
});

it('follows the system preference when nothing is stored', async () => {
  const context = await chrome.browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto(app.baseUrl);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await context.close();
});

it('sends unknown paths to the landing page and guards signed-in pages', async () => {
  const context = await chrome.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/no/such/page`);
  await page.waitForURL(`${app.baseUrl}/`);
  await page.goto(`${app.baseUrl}/dashboard`);
  await page.waitForURL(`${app.baseUrl}/login`);
  await context.close();
});

it('shows the version history with the current release', async () => {
  const context = await chrome.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.baseUrl}/version-history`);
  await page.getByText('CURRENT').waitFor();
  await page.getByText('Major Versions').waitFor();
  await context.close();
});

it('answers an unknown API path with 404 JSON, not the app page', async () => {
  const response = await fetch(`${app.baseUrl}/api/no-such-call/`);
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();
const assets = 'dist/client/assets';

/** The built chunks holding ECharts (its core registers chart types with `registerPreprocessor`). */
const chartChunks = readdirSync(assets).filter(
  (file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('registerPreprocessor'),
);

it('keeps the chart code out of what the landing page and login download', async () => {
  expect(chartChunks.length).toBeGreaterThan(0);
  expect(readFileSync('dist/client/index.html', 'utf8')).not.toMatch(
    new RegExp(chartChunks.join('|').replace(/\./g, '\\.')),
  );

  const context = await chrome.browser.newContext();
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(app.baseUrl, { waitUntil: 'networkidle' });
  await page.goto(`${app.baseUrl}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();

  expect(fetched.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(fetched.filter((path) => chartChunks.some((chunk) => path.endsWith(chunk)))).toEqual([]);
  await context.close();
});

it('loads the signed-in frame and the dashboard while the login page is idle, so sign-in does not wait on them', async () => {
  const wanted = readdirSync(assets).filter((file) => /^(signedInFrame|DashboardPage)-.*\.js$/.test(file));
  expect(wanted).toHaveLength(2);

  const context = await chrome.browser.newContext();
  const page = await context.newPage();
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto(`${app.baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  await expect
    .poll(() => wanted.filter((chunk) => fetched.some((path) => path.endsWith(chunk))), { timeout: 10_000 })
    .toEqual(wanted);
  expect(fetched.filter((path) => chartChunks.some((chunk) => path.endsWith(chunk)))).toEqual([]);
  await context.close();
});

import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { untilInstalledForOffline, useBrowser } from '../support/browser';
import { headlessChromium } from '../support/chromium';
import { useBuiltServer } from '../support/useBuiltServer';
import { startBuiltServer } from '../support/builtServer';
import { signInPage, verifiedUser } from '../support/e2eAccounts';

const app = useBuiltServer();
const chrome = useBrowser();

const offlineText = "You're offline - Limited functionality available";
const backOnlineText = 'Back Online! All features are now available.';

/** One online visit: the landing page renders and the service worker is active and in control. */
async function firstVisit(context: BrowserContext, origin = app.baseUrl): Promise<Page> {
  const page = await context.newPage();
  await page.goto(origin);
  await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
  // Active and in control: its install (the whole precache) succeeded.
  await untilInstalledForOffline(page);
  return page;
}

it('serves the manifest and /sw.js so that Chromium can install the app', async () => {
  const worker = await fetch(`${app.baseUrl}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-cache');

  const manifestResponse = await fetch(`${app.baseUrl}/manifest.webmanifest`);
  expect(manifestResponse.headers.get('content-type')).toMatch(/manifest\+json/);
  const manifest = (await manifestResponse.json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({ name: 'Money Kitchen', start_url: '/dashboard', scope: '/', display: 'standalone' });

  // A profile on disk: Chromium never offers to install from an incognito context (newContext()).
  const profile = mkdtempSync(join(tmpdir(), 'money-kitchen-pwa-'));
  const context = await chromium.launchPersistentContext(profile, headlessChromium);
  try {
    const page = await firstVisit(context);
    const cdp = await context.newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

it('opens / and /login offline after one online visit, and never answers /api/ from the worker', async () => {
  const context = await chrome.browser.newContext();
  const page = await firstVisit(context);

  const [health] = await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/api/health')),
    page.evaluate(() => fetch('/api/health').then((response) => response.status)),
  ]);
  expect(health.fromServiceWorker()).toBe(false);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
  // A path the server never served to this browser: the navigation fallback gives the app shell.
  await page.goto(`${app.baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  // Offline an API call fails; nothing answers it from a cache.
  const apiOffline = await page.evaluate(() =>
    fetch('/api/health').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(apiOffline).toBe('failed');
  await context.close();
});

it('shows the offline banner, then "Back Online!" for 3 seconds', async () => {
  const context = await chrome.browser.newContext();
  const page = await firstVisit(context);
  await context.setOffline(true);
  await page.getByText(offlineText).waitFor();
  await context.setOffline(false);
  await page.getByText(backOnlineText).waitFor();
  expect(await page.getByText(offlineText).count()).toBe(0);
  const shownAt = Date.now();
  await page.getByText(backOnlineText).waitFor({ state: 'detached', timeout: 6_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(2_000);
  await context.close();
});

/** The built app served from a copy of dist/client, so a test can put a "next version" in place. */
async function serverWithOwnCopy() {
  const root = mkdtempSync(join(tmpdir(), 'money-kitchen-pwa-'));
  const clientDir = join(root, 'client');
  cpSync('dist/client', clientDir, { recursive: true });
  mkdirSync(join(root, 'data'));
  const server = await startBuiltServer({ dataDir: join(root, 'data'), env: { CLIENT_DIR: clientDir } });
  return {
    baseUrl: server.baseUrl,
    dataDir: join(root, 'data'),
    /** A byte more in /sw.js is what makes a browser install a new worker. */
    shipNextVersion: () => appendFileSync(join(clientDir, 'sw.js'), `\n// next version ${Date.now()}\n`),
    async stop() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

it('offers a new version with the update banner and reloads into it after "Update Now"', async () => {
  const server = await serverWithOwnCopy();
  const context = await chrome.browser.newContext();
  try {
    const page = await firstVisit(context, server.baseUrl);
    server.shipNextVersion();
    // What the 60-second check does.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await page.getByText('New Update Available!').waitFor();
    await page.getByText('A new version of the product is ready to install.').waitFor();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Update Now' }).click();
    await reloaded;
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    expect(await page.getByText('New Update Available!').count()).toBe(0);
    const registration = await page.evaluate(async () => {
      const current = await navigator.serviceWorker.getRegistration();
      return { waiting: Boolean(current?.waiting), active: Boolean(current?.active) };
    });
    expect(registration).toEqual({ waiting: false, active: true });
  } finally {
    await context.close();
    await server.stop();
  }
});

it('keeps a change made offline through the update to a new version', async () => {
  const server = await serverWithOwnCopy();
  const context = await chrome.browser.newContext();
  try {
    const user = await verifiedUser(server.baseUrl, server.dataDir, 'update');
    const page = await signInPage(context, server.baseUrl, user);
    await untilInstalledForOffline(page);
    await page.goto(`${server.baseUrl}/show_trans`);
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Add Transaction' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('8.40');
    await dialog.getByLabel('Description').fill('Made before the update');
    await dialog.getByRole('button', { name: 'Add Transaction' }).click();
    await page.getByText('Made before the update').first().waitFor();
    await context.setOffline(false);

    server.shipNextVersion();
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Update Now' }).click();
    await reloaded;
    // The new version shows the change, and the change still reaches the server.
    await page.getByText('Made before the update').first().waitFor();
    await page.locator('[data-sync-waiting="0"][data-sync-state="idle"]').waitFor({ timeout: 20_000 });
    const onServer = await page.evaluate(async () => {
      const token = localStorage.getItem('access_token');
      const answer = await fetch('/api/finance-management/transaction/get-transactions/', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await answer.json()) as { transactions: { trans_details: string }[] }).transactions.map(
        (t) => t.trans_details,
      );
    });
    expect(onServer).toEqual(['Made before the update']);
  } finally {
    await context.close();
    await server.stop();
  }
});

it("the footer's Update button clears the caches, takes the new version and still opens offline after", async () => {
  const server = await serverWithOwnCopy();
  const context = await chrome.browser.newContext();
  try {
    const page = await firstVisit(context, server.baseUrl);
    server.shipNextVersion();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await reloaded;
    await page.getByRole('link', { name: 'Get Started' }).first().waitFor();
    // A fresh registration of the newest worker, which filled the precache again.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const script = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const response = await fetch(registration?.active?.scriptURL ?? '/sw.js', { cache: 'no-store' });
      return (await response.text()).includes('// next version');
    });
    expect(script).toBe(true);

    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  } finally {
    await context.close();
    await server.stop();
  }
});

import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { untilInstalledForOffline, useBrowser } from '../support/browser';
import { useBuiltServer } from '../support/useBuiltServer';
import { signInPage, verifiedUser, type E2eUser } from '../support/e2eAccounts';
import { chooseCurrency } from '../support/currencyChoice';

const app = useBuiltServer();
const chrome = useBrowser();

const screens = [
  ['/dashboard', /^Welcome/],
  ['/show_trans', 'Transactions'],
  ['/show_networth_details', 'Net Worth'],
  ['/wishlist', 'Wishlist'],
  ['/show_scheduled_trans', 'Scheduled Transactions'],
  ['/show-target-history', 'Target History'],
  ['/monthly-reports', 'Monthly Reports'],
  ['/reports', 'Financial Reports'],
  ['/profile', 'Profile'],
] as const;

/** Signs in online and waits until the service worker controls the page and the first sync is done. */
async function onlineFirstVisit(context: BrowserContext, user: E2eUser): Promise<Page> {
  const page = await signInPage(context, app.baseUrl, user);
  await untilInstalledForOffline(page);
  await page.locator('[data-sync-state="idle"]').waitFor({ timeout: 15_000 });
  return page;
}

async function serverDescriptions(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const answer = await fetch(`${app.baseUrl}/api/finance-management/transaction/get-transactions/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { transactions } = (await answer.json()) as { transactions: { trans_details: string }[] };
  return transactions.map((t) => t.trans_details);
}

async function addExpense(page: Page, amount: string, description: string) {
  await page.getByRole('button', { name: 'Add Transaction' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByRole('button', { name: 'Expense', exact: true })
    .or(dialog.getByRole('radio', { name: 'Expense', exact: true }))
    .first()
    .click();
  await dialog.getByLabel('Amount').fill(amount);
  await chooseCurrency(dialog, 'EUR');
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Add Transaction' }).click();
  await page.getByText('Transaction added successfully!').waitFor();
}

it('works offline after one online visit: every screen, a new expense in the list and net worth, then it syncs', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'offline');
  const context = await chrome.browser.newContext();
  const page = await onlineFirstVisit(context, user);

  await context.setOffline(true);
  await page.reload();
  await page.getByText("You're offline - Limited functionality available").waitFor();
  for (const [path, heading] of screens) {
    await page.goto(`${app.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
  }

  await page.goto(`${app.baseUrl}/show_trans`);
  await addExpense(page, '12.30', 'Offline olive oil');
  await page.getByText('Offline olive oil').first().waitFor();
  await page.goto(`${app.baseUrl}/show_networth_details`);
  await page.getByText('EUR', { exact: true }).first().waitFor();
  await page.getByText('-12.30').first().waitFor();
  expect(await serverDescriptions(page)).toEqual([]);

  await context.setOffline(false);
  await page.getByText('Back Online! All features are now available.').waitFor();
  await expect.poll(() => serverDescriptions(page), { timeout: 20_000 }).toEqual(['Offline olive oil']);
  // The back-online notice goes away after its 3 seconds.
  await page.getByText('Back Online! All features are now available.').waitFor({ state: 'detached', timeout: 6_000 });
  await context.close();
}, 120_000);

it('pushes a change made offline through Background Sync after every page of the app was closed', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'bgsync');
  const context = await chrome.browser.newContext();
  const page = await onlineFirstVisit(context, user);
  await page.goto(`${app.baseUrl}/show_trans`);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));

  await context.setOffline(true);
  await addExpense(page, '3.10', 'Closed-tab saffron');
  await page.locator('[data-sync-waiting="1"]').waitFor();
  await page.close();

  // No page of the app is open; a blank one gives access to the DevTools protocol.
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on(
    'ServiceWorker.workerRegistrationUpdated',
    (event: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      registrations.push(...event.registrations);
    },
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.some((r) => r.scopeURL.startsWith(app.baseUrl))).toBe(true);
  const registrationId = registrations.find((r) => r.scopeURL.startsWith(app.baseUrl))!.registrationId;

  await context.setOffline(false);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: app.baseUrl,
    registrationId,
    tag: 'money-kitchen-sync',
    lastChance: false,
  });
  const descriptions = async () => {
    const answer = await fetch(`${app.baseUrl}/api/finance-management/transaction/get-transactions/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { transactions: { trans_details: string }[] }).transactions.map(
      (t) => t.trans_details,
    );
  };
  await expect.poll(descriptions, { timeout: 20_000 }).toEqual(['Closed-tab saffron']);
  await context.close();
}, 120_000);

it('offline before the app is stored on the device: a screen not opened yet says so in place, and opens once back online', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'unstored');
  // No service worker: a new device in the seconds before it has stored the app's screens.
  const context = await chrome.browser.newContext({ serviceWorkers: 'block' });
  const page = await signInPage(context, app.baseUrl, user);
  await page.locator('[data-sync-state="idle"]').waitFor({ timeout: 15_000 });
  // Marks this document: a reload (the router's answer to a module it cannot fetch) would drop it.
  await page.evaluate(() => Object.assign(window, { e2eDocument: 'first' }));

  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports', exact: true }).click();
  await page.getByRole('alert').getByText('This screen is not on this device yet.').waitFor();
  expect(await page.evaluate(() => (window as { e2eDocument?: string }).e2eDocument)).toBe('first');
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  // The message and its button are accessible and fit a 320 px screen without scrolling sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await context.setOffline(false);
  await page.getByRole('heading', { level: 1, name: 'Financial Reports' }).waitFor();
  expect(await page.evaluate(() => (window as { e2eDocument?: string }).e2eDocument)).toBe('first');
  await context.close();
}, 60_000);

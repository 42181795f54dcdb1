import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { untilInstalledForOffline, useBrowser } from '../support/browser';
import { accessTokenFor, signInPage, verifiedUser, type E2eUser } from '../support/e2eAccounts';
import { useBuiltServer } from '../support/useBuiltServer';
import { answerInPage } from '../support/confirmInPage';

/**
 * Issue 13, item 10, in Chromium against the built server: a scheduled occurrence deleted on one
 * device stays deleted after that device's next daily apply, and after a second device that had not
 * pulled the delete applies the schedule (its copy is refused by the server and vanishes quietly).
 */
const app = useBuiltServer();
const chrome = useBrowser();

const details = 'Allotment rent (scheduled)';

async function api(user: E2eUser, method: string, path: string, body?: unknown) {
  const access = await accessTokenFor(app.baseUrl, user);
  const response = await fetch(`${app.baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

/** The next day, as far as the once-a-day apply can tell: its marker is cleared. */
async function nextDay(page: Page) {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('scheduled-applied-on')) localStorage.removeItem(key);
    }
  });
}

const synced = (page: Page) =>
  page.locator('[data-sync-waiting="0"][data-sync-state="idle"]').waitFor({ timeout: 20_000 });
/** How the server holds a transaction: as a live record, as a tombstone, or not at all. */
async function onServer(user: E2eUser, id: string): Promise<'live' | 'deleted' | 'absent'> {
  const { changes } = await api(user, 'GET', '/sync/pull/?protocol=1&limit=1000');
  const change = changes.find((c: { kind: string; id: string }) => c.kind === 'transaction' && c.id === id);
  return change ? (change.deleted ? 'deleted' : 'live') : 'absent';
}

/** The occurrence's row in the transactions table (its description cell). */
const occurrenceRow = (page: Page) => page.getByRole('cell', { name: details, exact: true });
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });

it('keeps a deleted scheduled occurrence deleted, also when a device that missed the delete applies', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'tombstone');
  const phone = await chrome.browser.newContext();
  const laptop = await chrome.browser.newContext();

  // The phone is signed in before the item exists, then learns of the item only (no occurrence).
  const phonePage = await signInPage(phone, app.baseUrl, user);
  await synced(phonePage);
  await sidebarLink(phonePage, 'Scheduled').click();
  const today = new Date().toISOString().slice(0, 10);
  const { scheduled_transaction: item } = await api(
    user,
    'POST',
    '/finance-management/scheduled-trans/add-scheduled-trans/',
    {
      scheduled_trans_status: 'withdraw',
      day_of_month: Number(today.slice(8)),
      amount: 80,
      currency: 'USD',
      category: 'Garden',
      scheduled_trans_details: details,
    },
  );
  // Coming back online is a sync trigger (protocol step 7); the scheduled page applies nothing.
  await phonePage.evaluate(() => window.dispatchEvent(new Event('online')));
  await phonePage.getByText(details).first().waitFor({ timeout: 20_000 });
  await synced(phonePage);
  // Like an installed app: the phone opens the transactions list offline without having shown it.
  await untilInstalledForOffline(phonePage);
  await phone.setOffline(true);

  const occurrence = `sched:${item.id}:${today.slice(0, 7)}`;

  // The laptop has the item, applies the schedule (today's occurrence), and the person deletes it.
  const laptopPage = await signInPage(laptop, app.baseUrl, user);
  await sidebarLink(laptopPage, 'Scheduled').click();
  await laptopPage.getByText(details).first().waitFor({ timeout: 20_000 });
  await nextDay(laptopPage);
  await laptopPage.goto(`${app.baseUrl}/dashboard`);
  await sidebarLink(laptopPage, 'Transactions').click();
  await occurrenceRow(laptopPage).waitFor({ timeout: 20_000 });
  await expect.poll(() => onServer(user, occurrence), { timeout: 20_000 }).toBe('live');
  await laptopPage
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await answerInPage(laptopPage, true);
  await laptopPage.getByText('No transactions found.').waitFor();
  await expect.poll(() => onServer(user, occurrence), { timeout: 20_000 }).toBe('deleted');

  // The laptop's next daily apply does not make it again.
  await nextDay(laptopPage);
  await laptopPage.goto(`${app.baseUrl}/dashboard`);
  await synced(laptopPage);
  await sidebarLink(laptopPage, 'Transactions').click();
  await laptopPage.getByText('No transactions found.').waitFor();

  // The phone, offline since before the delete, applies the schedule and makes it again, locally.
  await nextDay(phonePage);
  await sidebarLink(phonePage, 'Dashboard').click();
  await phonePage.locator('[data-sync-waiting="1"]').waitFor({ timeout: 20_000 });
  await sidebarLink(phonePage, 'Transactions').click();
  await occurrenceRow(phonePage).waitFor();

  // Back online: the server refuses it over its tombstone; the copy vanishes without an alarm.
  await phone.setOffline(false);
  await synced(phonePage);
  await phonePage.getByText('No transactions found.').waitFor({ timeout: 20_000 });
  expect(await phonePage.getByRole('alert', { name: 'Changes that could not be saved' }).count()).toBe(0);

  // And its next daily apply makes nothing.
  await nextDay(phonePage);
  await sidebarLink(phonePage, 'Dashboard').click();
  await synced(phonePage);
  await sidebarLink(phonePage, 'Transactions').click();
  await phonePage.getByText('No transactions found.').waitFor();
  expect(await phonePage.locator('[data-sync-waiting="0"]').count()).toBe(1);

  // The server holds the occurrence as deleted, and nothing live.
  const { changes } = await api(user, 'GET', '/sync/pull/?protocol=1&limit=1000');
  expect(
    changes
      .filter((c: { kind: string }) => c.kind === 'transaction')
      .map((c: { id: string; deleted: boolean }) => [c.id, c.deleted]),
  ).toEqual([[occurrence, true]]);
  await phone.close();
  await laptop.close();
});

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

/** The people whose copy of the data this browser holds (databases `money-kitchen-<user id>`). */
async function peopleWithLocalData(page: Page): Promise<string[]> {
  const databases = await page.evaluate(() => indexedDB.databases());
  return databases
    .map((database) => database.name ?? '')
    .filter((name) => /^money-kitchen-[0-9a-f-]{36}$/.test(name))
    .map((name) => name.slice('money-kitchen-'.length));
}

async function signedInId(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string }).id);
}

it("next person on the browser (ASVS V8.2.3): a refused refresh deletes the person's copy, and the next sign-in keeps only the new person's", async () => {
  const context = await chrome.browser.newContext();
  const first = await verifiedUser(app.baseUrl, app.dataDir, 'first');
  const page = await signInPage(context, app.baseUrl, first);
  const firstId = await signedInId(page);
  await expect.poll(() => peopleWithLocalData(page)).toEqual([firstId]);

  // The login ends elsewhere (signed out from another device, revoked): the next refresh is refused.
  const refresh = await page.evaluate(() => localStorage.getItem('refresh_token'));
  const ended = await fetch(`${app.baseUrl}/api/auth/logout/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  expect(ended.status).toBe(200);
  await page.reload();
  await page.waitForURL(`${app.baseUrl}/login`);
  await expect.poll(() => peopleWithLocalData(page)).toEqual([]);

  // Someone else signs in on the same browser: only their copy exists.
  const second = await verifiedUser(app.baseUrl, app.dataDir, 'second');
  const next = await signInPage(context, app.baseUrl, second);
  await expect.poll(() => peopleWithLocalData(next)).toEqual([await signedInId(next)]);
  await context.close();
});

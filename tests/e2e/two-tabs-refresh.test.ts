import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

const refreshPath = '/api/auth/token/refresh/';

/** Whether the page's stored tokens still open the API. */
const storedSessionWorks = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/user-data/', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token') ?? ''}` },
    });
    return answer.status;
  });

// Issue 13 item 8: one browser, two tabs, one session in localStorage.
it('second tab racing: two tabs refreshing at once stay signed in, refreshing one after the other', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'tabs');
  const context = await chrome.browser.newContext();
  const first = await signInPage(context, app.baseUrl, user);
  const second = await context.newPage();
  await second.goto(`${app.baseUrl}/dashboard`);
  await second.waitForURL(`${app.baseUrl}/dashboard`);

  // Both tabs must meet a refused access token before either refresh answers, as when a laptop
  // wakes after the token expired: the first refresh is held until each tab has had its 401.
  const refusedTabs = new Set<Page>();
  let bothRefused = () => {};
  const refusedInBoth = new Promise<void>((resolve) => (bothRefused = resolve));
  context.on('response', (response) => {
    // The service worker's own requests (precaching) belong to no tab.
    if (response.request().serviceWorker()) return;
    const page = response.frame().page();
    if (response.status() === 401 && !response.url().endsWith(refreshPath)) refusedTabs.add(page);
    if (refusedTabs.size === 2) bothRefused();
  });
  let refreshRequests = 0;
  let inFlight = 0;
  let mostInFlight = 0;
  const refreshStatuses: number[] = [];
  await context.route(`**${refreshPath}`, async (route) => {
    refreshRequests += 1;
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await Promise.race([refusedInBoth, new Promise((r) => setTimeout(r, 10_000))]);
    // Time for the second tab to reach the lock (or, without one, to send its own refresh).
    await new Promise((r) => setTimeout(r, 500));
    const answer = await route.fetch();
    refreshStatuses.push(answer.status());
    inFlight -= 1;
    await route.fulfill({ response: answer });
  });

  // The new documents start with an expired access token; the old ones, being replaced, never see
  // it (a document torn down mid-refresh drops its lock while its request still travels).
  const tokensBefore = await first.evaluate(() => localStorage.getItem('refresh_token'));
  await context.addInitScript(() => {
    if (sessionStorage.getItem('expired-once')) return;
    sessionStorage.setItem('expired-once', 'yes');
    localStorage.setItem('access_token', 'an.expired.token');
  });
  await Promise.all([first.reload(), second.reload()]);
  await expect.poll(() => refusedTabs.size, { timeout: 15_000 }).toBe(2);
  await expect
    .poll(() => first.evaluate(() => localStorage.getItem('refresh_token')), { timeout: 15_000 })
    .not.toBe(tokensBefore);
  // Let anything still waiting (a second refresh, a retry) finish before counting.
  await new Promise((r) => setTimeout(r, 1500));

  // One tab refreshes while the other waits for the lock: never two refreshes on the way at once.
  // The waiting tab then finds the new tokens and sends nothing. localStorage promises no order
  // between one tab's write and another tab's read, so should it still read the old tokens it
  // would present the just-spent one, which the server's grace window answers with the same
  // successor: hence at most two, each answered 200.
  expect(mostInFlight).toBe(1);
  expect(refreshRequests).toBeLessThanOrEqual(2);
  expect(refreshStatuses.every((status) => status === 200)).toBe(true);
  const [tokensA, tokensB] = await Promise.all(
    [first, second].map((page) => page.evaluate(() => localStorage.getItem('refresh_token'))),
  );
  expect(tokensA).toBe(tokensB);
  for (const page of [first, second]) {
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await storedSessionWorks(page)).toBe(200);
  }
  await context.close();
});

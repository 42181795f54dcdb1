import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useBuiltServer } from '../support/useBuiltServer';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { personWithLaptopAndPhone, saffron, submitNewTransaction, untilSynced } from '../support/twoBrowsers';
import { answerInPage } from '../support/confirmInPage';

const app = useBuiltServer();
const chrome = useBrowser();

it('shows a transaction added in one browser in a second browser of the same person after sync', async () => {
  const { user, laptop, phone } = await personWithLaptopAndPhone(chrome.browser, app, 'sync');
  const laptopPage = await signInPage(laptop, app.baseUrl, user);
  const phonePage = await signInPage(phone, app.baseUrl, user);

  await laptopPage.goto(`${app.baseUrl}/show_trans`);
  await submitNewTransaction(laptopPage, saffron);
  await laptopPage.getByText('Transaction added successfully!').waitFor();
  await laptopPage.getByText('Saffron from the market').first().waitFor();
  // The sidebar says when the change has reached the server.
  await untilSynced(laptopPage, 15_000);

  // The phone syncs when the app starts (and on its timer); a reload is an app start.
  await phonePage.goto(`${app.baseUrl}/show_trans`);
  await phonePage.getByText('Saffron from the market').first().waitFor({ timeout: 15_000 });
  expect(await phonePage.getByText('+42.75').count()).toBeGreaterThan(0);
  // The pull ran in the sync worker: it started under the app's Content Security Policy and serves
  // pulls (a worker that failed would have been stopped, and the page would have pulled itself).
  const syncWorker = phonePage.workers().find((worker) => worker.url().includes('pullWorker'));
  expect(syncWorker).toBeDefined();
  expect(await syncWorker!.evaluate(() => typeof self.onmessage)).toBe('function');
  await laptop.close();
  await phone.close();
});

it('keeps offline changes, asks before signing out with them unsent, and pushes them when back online', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'offline');
  const context = await chrome.browser.newContext();
  const page = await signInPage(context, app.baseUrl, user);
  await page.goto(`${app.baseUrl}/show_trans`);
  await page.locator('[data-sync-state="idle"]').waitFor({ timeout: 15_000 });

  await context.setOffline(true);
  await submitNewTransaction(page, { amount: '7.25', description: 'Bought offline' });
  await page.getByText('Bought offline').first().waitFor();
  await page.locator('[data-sync-waiting="1"]').waitFor();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  expect(await answerInPage(page, false)).toContain('1 change that has not reached the server yet');
  // Dismissed: still signed in, the change still waiting.
  expect(page.url()).toBe(`${app.baseUrl}/show_trans`);
  await page.getByText('Bought offline').first().waitFor();

  await context.setOffline(false);
  await untilSynced(page);
  const response = await page.evaluate(async () => {
    const token = localStorage.getItem('access_token');
    const answer = await fetch('/api/finance-management/transaction/get-transactions/', {
      headers: { authorization: `Bearer ${token}` },
    });
    return answer.json();
  });
  expect(response.transactions.map((t: { trans_details: string }) => t.trans_details)).toEqual(['Bought offline']);
  await context.close();
});

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage } from '../support/e2eAccounts';
import { personWithLaptopAndPhone, submitNewTransaction, untilSynced } from '../support/twoBrowsers';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

async function addTransaction(page: Page, details: string) {
  await submitNewTransaction(page, { amount: '12.50', description: details });
  await page.getByText('Transaction added successfully!').waitFor();
}

/** Waits until the change made on `from` was answered by the server: it is committed from then on. */
const committed = (from: Page) => untilSynced(from, 15_000);

// Protocol step 10: a change reaches the person's other open device within 2 s, without a reload.
it('shows each browser the other one’s change within 2 s of its commit, without a reload, and says "live"', async () => {
  const { user, laptop, phone } = await personWithLaptopAndPhone(chrome.browser, app, 'live');
  const laptopPage = await signInPage(laptop, app.baseUrl, user);
  const phonePage = await signInPage(phone, app.baseUrl, user);
  for (const page of [laptopPage, phonePage]) {
    await page.goto(`${app.baseUrl}/show_trans`);
    await page.locator('[data-sync-live="true"]').waitFor({ timeout: 15_000 });
  }
  await expect.poll(() => laptopPage.getByRole('status').filter({ hasText: 'live' }).count()).toBeGreaterThan(0);

  await addTransaction(laptopPage, 'Basil seen live');
  await committed(laptopPage);
  // The timer pulls once a minute: 2 s can only be the live stream.
  await phonePage.getByText('Basil seen live').first().waitFor({ timeout: 2000 });

  await addTransaction(phonePage, 'Thyme seen live');
  await committed(phonePage);
  await laptopPage.getByText('Thyme seen live').first().waitFor({ timeout: 2000 });
  await laptop.close();
  await phone.close();
});

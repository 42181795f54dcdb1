import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signInPage } from '../support/e2eAccounts';
import { postgresIsReachable } from '../support/postgres';
import { personWithLaptopAndPhone, saffron, submitNewTransaction, untilSynced } from '../support/twoBrowsers';
import { useBuiltServer, type E2eApp } from '../support/useBuiltServer';

const chrome = useBrowser();
// Like the API suite: PostgreSQL too where it answers, and always in CI.
const databases: ('sqlite' | 'postgres')[] = [
  'sqlite',
  ...(process.env.CI === 'true' || (await postgresIsReachable()) ? (['postgres'] as const) : []),
];

const history = (page: Page) => page.getByRole('region', { name: 'Transaction history' });

const synced = (page: Page) => untilSynced(page);

/** Opens the one transaction's edit form, changes what `fill` changes, and saves. */
async function editTheTransaction(page: Page, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: /^Edit/ }).first().click();
  const dialog = page.getByRole('dialog');
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Update Transaction' }).click();
  await page.getByText('Transaction updated successfully!').waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** A person with one transaction, seen on a laptop and a phone, both synced. */
async function oneTransactionOnTwoBrowsers(app: E2eApp, name: string) {
  const { user, laptop, phone } = await personWithLaptopAndPhone(chrome.browser, app, name);
  const laptopPage = await signInPage(laptop, app.baseUrl, user);
  await laptopPage.goto(`${app.baseUrl}/show_trans`);
  await submitNewTransaction(laptopPage, saffron);
  await laptopPage.getByText('Transaction added successfully!').waitFor();
  await synced(laptopPage);
  const phonePage = await signInPage(phone, app.baseUrl, user);
  await phonePage.goto(`${app.baseUrl}/show_trans`);
  await phonePage.getByText('Saffron from the market').first().waitFor({ timeout: 15_000 });
  await synced(phonePage);
  return { laptop, phone, laptopPage, phonePage };
}

async function bothBackOnline(devices: { context: BrowserContext; page: Page }[]) {
  for (const { context, page } of devices) {
    await context.setOffline(false);
    await synced(page);
  }
  // A reload is an app start, which syncs: each now has what the other pushed.
  for (const { page } of devices) {
    await page.reload();
    await synced(page);
  }
}

describe.each(databases)('on %s', (database) => {
  const app = useBuiltServer(database);

  it('keeps a category changed on one offline browser and an amount changed on another, on both, after reconnecting', async () => {
    const { laptop, phone, laptopPage, phonePage } = await oneTransactionOnTwoBrowsers(app, 'fieldmerge');
    await laptop.setOffline(true);
    await phone.setOffline(true);

    await editTheTransaction(laptopPage, (dialog) => dialog.getByLabel('Category').fill('Herbs'));
    await editTheTransaction(phonePage, (dialog) => dialog.getByLabel('Amount').fill('50'));

    await bothBackOnline([
      { context: laptop, page: laptopPage },
      { context: phone, page: phonePage },
    ]);
    for (const page of [laptopPage, phonePage]) {
      const list = history(page);
      await list.getByText('Herbs').first().waitFor({ timeout: 15_000 });
      expect(await list.getByText('Spices').count()).toBe(0);
      expect(await list.getByText(/50\.00/).count()).toBeGreaterThan(0);
      expect(await list.getByText(/42\.75/).count()).toBe(0);
      // Different fields: nothing was overwritten, so there is nothing to show.
      expect(await page.getByRole('region', { name: 'Edits made on two devices' }).count()).toBe(0);
    }
    await laptop.close();
    await phone.close();
  }, 120_000);
});

describe('on sqlite', () => {
  const app = useBuiltServer();

  it('shows a value another browser overwrote, with both values, and restores it with one click on every device', async () => {
    const { laptop, phone, laptopPage, phonePage } = await oneTransactionOnTwoBrowsers(app, 'fieldconflict');
    await laptop.setOffline(true);
    await phone.setOffline(true);
    await editTheTransaction(phonePage, (dialog) => dialog.getByLabel('Category').fill('Rent'));
    await editTheTransaction(laptopPage, (dialog) => dialog.getByLabel('Category').fill('Gym'));
    // The phone reaches the server first; the laptop's later edit wins and overwrites "Rent".
    await bothBackOnline([
      { context: phone, page: phonePage },
      { context: laptop, page: laptopPage },
    ]);
    await phonePage.reload();
    await synced(phonePage);

    const notice = phonePage.getByRole('region', { name: 'Edits made on two devices' });
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toMatch(/is “Gym” \(changed .+\); it replaced “Rent” \(changed .+\)/);
    expect(await axeViolations(phonePage)).toEqual([]);

    await notice.getByRole('button', { name: /^Restore “Rent”/ }).click();
    await notice.waitFor({ state: 'detached' });
    await synced(phonePage);
    await laptopPage.reload();
    await synced(laptopPage);
    await history(laptopPage).getByText('Rent').first().waitFor({ timeout: 15_000 });
    expect(await history(laptopPage).getByText('Gym').count()).toBe(0);
    await laptop.close();
    await phone.close();
  }, 120_000);
});

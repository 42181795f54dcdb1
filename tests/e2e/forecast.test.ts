import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { addLedgerAccount, pageWidth } from '../support/ledgerAccounts';
import { addScheduledInPage } from '../support/scheduledForm';
import { settled, viewAs, violationsEverywhere } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

/**
 * Issue 47 item 3 in Chromium against the built app: a person with 100.00 in an account and 40.00
 * spent from it every Tuesday is warned that the account goes below zero on the third Tuesday,
 * and the forecast's table shows that day's negative balance. The clock stands at Monday
 * 7 December 2037 in New York (ahead of any run, since the server refuses a schedule dated before
 * the person's account; 2037 has the calendar of 2026).
 */
const app = useBuiltServer();
const chrome = useBrowser();

const deviceTime = new Date('2037-12-07T10:00:00-05:00');

it('marks the day a weekly expense takes the account below zero, in the warning and the table', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'forecast');
  const context = await chrome.browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
  const page = await signInPage(context, app.baseUrl, user);
  await page.clock.install({ time: deviceTime });
  await addLedgerAccount(page, app.baseUrl, { name: 'Everyday', currency: 'USD', opening: '100', date: '2037-12-01' });
  await page.goto(`${app.baseUrl}/show_scheduled_trans`);
  await settled(page);
  await addScheduledInPage(page, async (add) => {
    await add.getByRole('radio', { name: 'Expense' }).check();
    await add.getByLabel('Account', { exact: true }).selectOption({ label: 'Everyday (USD)' });
    await add.getByLabel('Amount', { exact: true }).fill('40');
    await add.getByLabel('Category', { exact: true }).fill('Groceries');
    await add.getByLabel('Repeats').selectOption('weekly');
    await add.getByLabel('Starts', { exact: true }).fill('2037-12-08');
    await add.getByRole('checkbox', { name: 'Tuesday' }).check();
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Forecast', exact: true }).click();
  const warnings = page.getByRole('region', { name: 'Warnings' });
  await warnings.getByRole('listitem').first().waitFor({ timeout: 20_000 });
  expect(await warnings.getByRole('listitem').allTextContents()).toEqual([
    'Everyday would go below zero on December 22, 2037',
  ]);
  const table = page.getByRole('table', { name: /^Projected balance of All accounts/ });
  // The cells of one date's row: date, balance, note (the caption names the currency).
  const row = (date: string) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: date }) })
      .locator('th, td')
      .allTextContents();
  expect(await row('2037-12-07')).toEqual(['2037-12-07', '100.00', 'Today']);
  expect(await row('2037-12-15')).toEqual(['2037-12-15', '20.00', '']);
  expect(await row('2037-12-22')).toEqual(['2037-12-22', '-20.00', 'Below zero']);
  await page.getByRole('img', { name: /^Projected balance of All accounts until March 7, 2038/ }).waitFor();

  // The same account alone, chosen from the keyboard's reach, says the same; the screen fits 320 px and passes axe.
  await page.getByLabel('Account', { exact: true }).selectOption({ label: 'Everyday' });
  await page.getByRole('table', { name: /^Projected balance of Everyday/ }).waitFor();
  expect(await violationsEverywhere(page, 'forecast')).toEqual([]);
  await viewAs(page, 320, 'dark');
  expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  await context.close();
}, 120_000);

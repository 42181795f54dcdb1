import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { chooseCurrency } from '../support/currencyChoice';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { settled, violationsEverywhere } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';
import { addScheduledInPage } from '../support/scheduledForm';

/**
 * Issue 47 item 1 in a browser: a salary every second Friday and a yearly bill on a Saturday moved
 * to the Monday after show on the right dates in the dashboard's upcoming list, across the year's
 * end and a weekend. The device's clock is 23:30 on Saturday 26 December 2026 in New York, already
 * the 27th in UTC: the dates are the person's calendar dates.
 */
const app = useBuiltServer();
const chrome = useBrowser();

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

it('a biweekly salary and a yearly bill show on their next dates over a year end and a weekend', async () => {
  const context = await chrome.browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
  const page = await signInPage(context, app.baseUrl, await verifiedUser(app.baseUrl, app.dataDir, 'rule-maker'));
  await page.clock.install({ time: new Date('2026-12-26T23:30:00-05:00') });
  await page.goto(`${app.baseUrl}/show_scheduled_trans`);
  await settled(page);

  await addScheduledInPage(page, async (add) => {
    await add.getByLabel('Amount', { exact: true }).fill('2500');
    await chooseCurrency(add, 'USD');
    await add.getByLabel('Category', { exact: true }).fill('Salary');
    await add.getByLabel('Repeats').selectOption('weekly');
    await add.getByLabel('Every how many weeks').fill('2');
    await add.getByLabel('Starts', { exact: true }).fill('2026-12-18');
    await add.getByRole('checkbox', { name: 'Friday' }).check();
    const preview = add.getByRole('region', { name: 'Next dates' }).locator('time');
    expect(await preview.evaluateAll((times) => times.map((t) => t.getAttribute('datetime')))).toEqual([
      '2027-01-01',
      '2027-01-15',
      '2027-01-29',
      '2027-02-12',
      '2027-02-26',
    ]);
    expect(await violationsEverywhere(page, 'scheduled form, weekly rule')).toEqual([]);
  });
  await addScheduledInPage(page, async (add) => {
    await add.getByRole('radio', { name: 'Expense' }).check();
    // The salary made the USD account, which the form now offers first.
    await add.getByLabel('Amount', { exact: true }).fill('480');
    await add.getByLabel('Category', { exact: true }).fill('Insurance');
    await add.getByLabel('Repeats').selectOption('yearly');
    await add.getByLabel('Starts', { exact: true }).fill('2027-01-02');
    await add.getByLabel('On a Saturday or Sunday').selectOption('after');
  });

  await main(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await settled(page);
  const upcoming = page
    .locator('section, article, div')
    .filter({ has: page.getByRole('heading', { name: 'Next scheduled' }) })
    .last();
  await expect
    .poll(() => upcoming.locator('.recent-transactions__row').allTextContents(), { timeout: 20_000 })
    .toEqual([
      expect.stringMatching(/^Salary2027-01-01 · Income\+.*2,500\.00/),
      expect.stringMatching(/^Insurance2027-01-04 · Expense-.*480\.00/),
    ]);
  await context.close();
}, 120_000);

import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { chooseCurrency } from '../support/currencyChoice';
import { answerInPage } from '../support/confirmInPage';
import { signInPage, verifiedUser, type E2eUser } from '../support/e2eAccounts';
import { addScheduledInPage } from '../support/scheduledForm';
import { settled, viewAs, violationsEverywhere } from '../support/screens';
import { untilSynced } from '../support/twoBrowsers';
import { useBuiltServer } from '../support/useBuiltServer';

/**
 * Issue 47 item 2 in Chromium against the built server: a salary every second Friday and a yearly
 * bill on a Saturday paid the Monday after show on their dates in the Upcoming agenda (over the
 * year's end, a month's end and the weekend), and one salary skipped on the laptop stays skipped on
 * a phone that signs in afterwards. Both devices' clocks stand at Wednesday 23 December 2037 in
 * New York, so the agenda reaches to 21 February 2038. The date lies ahead of any run, since the
 * server refuses a schedule dated before the person's account (scheduledTimesRule.ts); 2037 and
 * 2038 have the calendars of 2026 and 2027.
 */
const app = useBuiltServer();
const chrome = useBrowser();

const deviceTime = new Date('2037-12-23T10:00:00-05:00');

/** A device signed in, its clock then set to the test's day, showing `path`. */
async function deviceAt(context: BrowserContext, user: E2eUser, path: string): Promise<Page> {
  const page = await signInPage(context, app.baseUrl, user);
  await page.clock.install({ time: deviceTime });
  await page.goto(`${app.baseUrl}${path}`);
  await settled(page);
  return page;
}

const agenda = (page: Page) => page.getByRole('list', { name: 'Upcoming transactions by date' });
const day = (page: Page, name: string) => page.getByRole('list', { name, exact: true });

it('shows a biweekly salary and a yearly bill on their dates, and a skip on one device holds on another', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'agenda');
  const laptop = await chrome.browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
  const laptopPage = await deviceAt(laptop, user, '/show_scheduled_trans');
  await addScheduledInPage(laptopPage, async (add) => {
    await add.getByLabel('Amount', { exact: true }).fill('2500');
    await chooseCurrency(add, 'USD');
    await add.getByLabel('Category', { exact: true }).fill('Salary');
    await add.getByLabel('Repeats').selectOption('weekly');
    await add.getByLabel('Every how many weeks').fill('2');
    await add.getByLabel('Starts', { exact: true }).fill('2037-12-18');
    await add.getByRole('checkbox', { name: 'Friday' }).check();
  });
  await addScheduledInPage(laptopPage, async (add) => {
    await add.getByRole('radio', { name: 'Expense' }).check();
    await add.getByLabel('Amount', { exact: true }).fill('480');
    await add.getByLabel('Category', { exact: true }).fill('Insurance');
    await add.getByLabel('Repeats').selectOption('yearly');
    await add.getByLabel('Starts', { exact: true }).fill('2038-01-02');
    await add.getByLabel('On a Saturday or Sunday').selectOption('after');
  });

  await laptopPage
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Upcoming', exact: true })
    .click();
  await agenda(laptopPage).waitFor({ timeout: 20_000 });
  expect(await agenda(laptopPage).getByRole('heading', { level: 2 }).allTextContents()).toEqual([
    'Friday, January 1, 2038',
    'Monday, January 4, 2038',
    'Friday, January 15, 2038',
    'Friday, January 29, 2038',
    'Friday, February 12, 2038',
  ]);
  expect(await day(laptopPage, 'Friday, January 1, 2038').textContent()).toMatch(
    /Salary.*USD account.*\+2,500\.00 USD/,
  );
  expect(await day(laptopPage, 'Monday, January 4, 2038').textContent()).toMatch(
    /Insurance.*USD account.*-480\.00 USD/,
  );
  expect(await violationsEverywhere(laptopPage, 'upcoming agenda')).toEqual([]);

  // The calendar fits a 320 px phone without scrolling sideways, and passes axe too.
  await laptopPage.getByRole('tab', { name: 'Calendar' }).click();
  await laptopPage.getByRole('button', { name: 'Next month' }).click();
  await laptopPage.getByRole('table', { name: 'January 2038' }).waitFor();
  await viewAs(laptopPage, 320, 'light');
  expect(await laptopPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await violationsEverywhere(laptopPage, 'upcoming calendar')).toEqual([]);
  await viewAs(laptopPage, 1280, 'light');
  await laptopPage.getByRole('tab', { name: 'List' }).click();

  // Skip the salary of 15 January on the laptop.
  await day(laptopPage, 'Friday, January 15, 2038').getByRole('button', { name: /^Skip/ }).click();
  await answerInPage(laptopPage, true);
  await day(laptopPage, 'Friday, January 15, 2038').getByText('Skipped', { exact: true }).waitFor();
  await untilSynced(laptopPage);

  // A phone signed in afterwards learns of the skip with its first sync: it offers nothing to enter there.
  const phone = await chrome.browser.newContext({
    locale: 'en-US',
    timezoneId: 'America/New_York',
    viewport: { width: 390, height: 800 },
  });
  const phonePage = await deviceAt(phone, user, '/upcoming');
  const skipped = day(phonePage, 'Friday, January 15, 2038');
  await skipped.getByText('Skipped', { exact: true }).waitFor({ timeout: 20_000 });
  expect(await skipped.getByRole('button', { name: /^(Enter now|Skip)/ }).count()).toBe(0);
  expect(
    await day(phonePage, 'Friday, January 29, 2038')
      .getByRole('button', { name: /^Enter now/ })
      .count(),
  ).toBe(1);
  await laptop.close();
  await phone.close();
}, 180_000);

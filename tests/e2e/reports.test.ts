import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { untilInstalledForOffline, useBrowser } from '../support/browser';
import { useBuiltServer } from '../support/useBuiltServer';
import { signInPage, verifiedUser } from '../support/e2eAccounts';

const app = useBuiltServer();
const chrome = useBrowser();

// The only rate table on a fresh server is the bundled snapshot; its rates, read here by hand.
const snapshot = JSON.parse(
  readFileSync('node_modules/@fawazahmed0/currency-api/v1/currencies/usd.min.json', 'utf8'),
) as { usd: Record<string, number> };
const perUsd = { USD: 1, EUR: snapshot.usd.eur!, EGP: snapshot.usd.egp! };
const usdCents = (cents: number, currency: keyof typeof perUsd) => Math.round(cents / perUsd[currency]);
const money = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const now = new Date();
const ym = (d: Date) => d.toISOString().slice(0, 7);
const thisMonth = ym(now);
const lastMonthDate = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
const lastMonth = ym(lastMonthDate);
const monthName = (d: Date) => d.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const rows = [
  { date: `${thisMonth}-01`, amount: 200000, currency: 'USD', kind: 'deposit', category: 'Salary' },
  { date: `${thisMonth}-01`, amount: 10000, currency: 'EUR', kind: 'withdraw', category: 'Food' },
  { date: `${thisMonth}-01`, amount: 5000, currency: 'USD', kind: 'withdraw', category: 'Food' },
  { date: `${thisMonth}-01`, amount: 52050, currency: 'EGP', kind: 'withdraw', category: 'Rent' },
  { date: `${lastMonth}-15`, amount: 3000, currency: 'USD', kind: 'withdraw', category: 'Fun' },
  { date: `${lastMonth}-15`, amount: 8802, currency: 'EUR', kind: 'deposit', category: 'Gift' },
] as const;

/** Each row at the snapshot rate, rounded to the cent per row, summed: what the report should show. */
function expected(month?: string, year?: string) {
  const inScope = rows.filter((r) => (month ? r.date.startsWith(month) : r.date.startsWith(year!)));
  const sum = (kind: string) =>
    inScope.filter((r) => r.kind === kind).reduce((total, r) => total + usdCents(r.amount, r.currency), 0);
  return { expenses: money(sum('withdraw')), income: money(sum('deposit')) };
}

async function totals(page: Page) {
  const read = async (name: string) =>
    (await page.getByRole('region', { name }).locator('.report-total__value').textContent())
      ?.replace(/\s+USD$/, '')
      .trim();
  return { expenses: await read('Total Expenses'), income: await read('Total Income') };
}

async function checkEveryTab(page: Page) {
  await page.goto(`${app.baseUrl}/reports`);
  await page.getByRole('heading', { name: 'Financial Reports' }).waitFor();
  await page.getByRole('region', { name: 'Total Expenses' }).waitFor();
  await expect.poll(() => totals(page)).toEqual(expected(thisMonth));
  await page.getByText('Food').first().waitFor();

  await page.getByRole('tab', { name: 'Current Yearly' }).click();
  const year = thisMonth.slice(0, 4);
  await expect.poll(() => totals(page)).toEqual(expected(undefined, year));
  const months = new Set(rows.filter((r) => r.date.startsWith(year)).map((r) => r.date.slice(0, 7))).size;
  await page.getByText(`Based on ${months} months of data`).first().waitFor();

  await page.getByRole('tab', { name: 'Historical' }).click();
  await page.getByText('Select a Historical Period').waitFor();
  await page.getByLabel('Select Month & Year').selectOption({ label: monthName(lastMonthDate) });
  await page.getByText(`Breakdown for ${monthName(lastMonthDate)}`).waitFor();
  await expect.poll(() => totals(page)).toEqual(expected(lastMonth));

  await checkTrends(page);
}

/**
 * A window made narrow after the charts were drawn wide (a phone turned upright, a window resized):
 * a chart still at its old width (the trends' canvases, the dashboard's sparkline) must not widen the page.
 */
async function checkNarrowingKeepsWidth(page: Page) {
  const wide: string[] = [];
  const charts = [
    {
      path: '/dashboard',
      chart: page.getByRole('img', { name: 'Net worth at each month end over the last 12 months' }),
    },
    { path: '/reports?tab=trends', chart: page.locator('main canvas').first() },
  ];
  for (const { path, chart } of charts) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${app.baseUrl}${path}`);
    await chart.waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) wide.push(`${path}: ${scrollWidth}px wide at ${clientWidth}px`);
  }
  expect(wide).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A balance in USD as the app converts it: rounded half away from zero, a negative one too. */
const balanceInUsd = (cents: number, currency: keyof typeof perUsd) =>
  Math.sign(cents) * Math.round(Math.abs(cents) / perUsd[currency]);

/** The net worth at the end of this month: every row so far, balanced per currency, then converted. */
function netWorthNow() {
  const balance = (currency: keyof typeof perUsd) =>
    rows
      .filter((r) => r.currency === currency)
      .reduce((total, r) => total + (r.kind === 'deposit' ? r.amount : -r.amount), 0);
  return money(
    balanceInUsd(balance('USD'), 'USD') + balanceInUsd(balance('EUR'), 'EUR') + balanceInUsd(balance('EGP'), 'EGP'),
  );
}

/** This month's spending on one category, each row converted as the reports do. */
const spendingThisMonth = (category: string) =>
  money(
    rows
      .filter((r) => r.date.startsWith(thisMonth) && r.kind === 'withdraw' && r.category === category)
      .reduce((total, r) => total + usdCents(r.amount, r.currency), 0),
  );

/** Opens a trend's table view by its summary, as a person does, and reads the cells of one row. */
async function trendTableRow(page: Page, name: string, row: number) {
  const section = page.getByRole('region', { name });
  const details = section.locator('details');
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await section.getByText('Show the figures as a table').click();
  }
  return section.getByRole('row').nth(row).locator('th, td').allTextContents();
}

/** The Trends tab: its three charts drawn on canvases, and each chart's table with this month's figures. */
async function checkTrends(page: Page) {
  await page.getByRole('tab', { name: 'Trends' }).click();
  const flows = page.getByRole('region', { name: 'Income and expense per month' });
  await flows.waitFor();
  for (const name of [
    'Income and expense per month',
    'Net worth at each month end',
    'Spending on a category per month',
  ]) {
    await page.getByRole('region', { name }).locator('canvas').first().waitFor();
  }
  const { income, expenses } = expected(thisMonth);
  await expect
    .poll(() => trendTableRow(page, 'Income and expense per month', -1))
    .toEqual([monthName(now), `${income} USD`, `${expenses} USD`]);
  const last = expected(lastMonth);
  await expect
    .poll(() => trendTableRow(page, 'Income and expense per month', -2))
    .toEqual([monthName(lastMonthDate), `${last.income} USD`, `${last.expenses} USD`]);

  await expect
    .poll(() => trendTableRow(page, 'Net worth at each month end', -1))
    .toEqual([monthName(now), `${netWorthNow()} USD`]);

  const spending = 'Spending on a category per month';
  await page.getByRole('region', { name: spending }).getByLabel('Category', { exact: true }).selectOption('Food');
  await expect
    .poll(() => trendTableRow(page, spending, -1))
    .toEqual([monthName(now), `${spendingThisMonth('Food')} USD`]);
}

it('shows each report tab, online and offline, with totals in the favorite currency that match the hand-computed ones', async () => {
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'reports');
  const context = await chrome.browser.newContext({ locale: 'en-US' });
  const page = await signInPage(context, app.baseUrl, user);
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  for (const row of rows) {
    const answer = await fetch(`${app.baseUrl}/api/finance-management/transaction/add-transactions/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        amount: row.amount / 100,
        currency: row.currency,
        trans_status: row.kind,
        category: row.category,
        date: row.date,
      }),
    });
    expect(answer.status).toBe(201);
  }
  // A reload is an app start: the device pulls what the server now holds.
  await page.reload();
  await page.locator('[data-sync-state="idle"]').waitFor({ timeout: 15_000 });
  await checkEveryTab(page);
  await checkNarrowingKeepsWidth(page);

  // The same figures with the browser offline: reports are computed from the local database.
  await untilInstalledForOffline(page);
  await context.setOffline(true);
  await page.reload();
  await checkEveryTab(page);
  await context.close();
}, 90_000);

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import {
  accountFigure,
  accountRow,
  addLedgerAccount,
  openLedgerAccount,
  pageWidth,
  spendFrom,
} from '../support/ledgerAccounts';
import { settled } from '../support/screens';
import { useBuiltServer } from '../support/useBuiltServer';

const app = useBuiltServer();
const chrome = useBrowser();

/** A new person, signed in, with nothing recorded yet. */
async function newPerson(prefix: string, viewport = { width: 1280, height: 800 }) {
  const user = await verifiedUser(app.baseUrl, app.dataDir, prefix);
  const context = await chrome.browser.newContext({ locale: 'en-US', viewport });
  const page = await signInPage(context, app.baseUrl, user);
  return { context, page };
}

/** axe finds nothing, and nothing is wider than a 320 px phone. */
async function fitsAPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.waitForTimeout(250);
  expect(await pageWidth(page)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('accounts in the browser (issue 44)', () => {
  it('creates an account with an opening balance', async () => {
    const { context, page } = await newPerson('acc-open');
    await page.goto(`${app.baseUrl}/accounts`);
    await settled(page);
    await page.getByText('No accounts yet.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await addLedgerAccount(page, app.baseUrl, { name: 'Giro', currency: 'EUR', opening: '4000', date: '2026-11-01' });
    const row = accountRow(page, 'Assets', 'Giro');
    expect(await row.textContent()).toContain('4,000.00 EUR');
    await fitsAPhone(page);
    // The dashboard lists it too, with its balance.
    await page.goto(`${app.baseUrl}/dashboard`);
    await settled(page);
    expect(await page.getByRole('region', { name: 'Accounts' }).textContent()).toContain('Giro4,000.00 EUR');
    await context.close();
  }, 90_000);

  it('puts the accounts in the order given from the keyboard, kept after a reload and on the dashboard', async () => {
    const { context, page } = await newPerson('acc-order');
    await addLedgerAccount(page, app.baseUrl, { name: 'Giro', currency: 'EUR', opening: '100', date: '2026-11-01' });
    await addLedgerAccount(page, app.baseUrl, { name: 'Savings', currency: 'EUR', opening: '50', date: '2026-11-01' });
    const assets = () => page.getByRole('table', { name: 'Assets' }).getByRole('link').allTextContents();
    expect(await assets()).toEqual(['Giro', 'Savings']);
    await page.getByRole('button', { name: 'Move Savings up' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(assets).toEqual(['Savings', 'Giro']);
    // The focus stays with the account moved: Move up is off at the top, so it is on Move down.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Move Savings down');
    await fitsAPhone(page);
    await page.reload();
    await settled(page);
    await expect.poll(assets).toEqual(['Savings', 'Giro']);
    await page.goto(`${app.baseUrl}/dashboard`);
    await settled(page);
    expect(await page.getByRole('region', { name: 'Accounts' }).getByRole('link').allTextContents()).toEqual([
      'Savings',
      'Giro',
      expect.any(String),
    ]);
    await context.close();
  }, 90_000);

  it('spends from an account', async () => {
    const { context, page } = await newPerson('acc-spend');
    await addLedgerAccount(page, app.baseUrl, { name: 'Giro', currency: 'EUR', opening: '4000', date: '2026-11-01' });
    await spendFrom(page, app.baseUrl, { account: 'Giro (EUR)', amount: '3.50', category: 'Coffee' });
    await openLedgerAccount(page, app.baseUrl, 'Giro');
    expect(await accountFigure(page, 'Balance now')).toBe('3,996.50 EUR');
    const line = page.getByRole('row').filter({ hasText: 'Coffee' });
    expect(await line.textContent()).toMatch(/Coffee-3\.503,996\.50$/);
    await fitsAPhone(page);
    await context.close();
  }, 90_000);

  it('transfers to a card', async () => {
    const { context, page } = await newPerson('acc-card');
    await addLedgerAccount(page, app.baseUrl, { name: 'Giro', currency: 'EUR', opening: '4000', date: '2026-11-01' });
    await addLedgerAccount(page, app.baseUrl, { name: 'Visa', type: 'Credit card', currency: 'EUR', opening: '500' });
    expect(await accountRow(page, 'Liabilities', 'Visa').textContent()).toContain('-500.00 EUR');
    await page.goto(`${app.baseUrl}/show_trans`);
    await settled(page);
    await page.getByRole('button', { name: 'Move money', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('From account').selectOption({ label: 'Giro (EUR)' });
    await dialog.getByLabel('To account').selectOption({ label: 'Visa (EUR)' });
    await dialog.getByLabel('Amount (EUR)').fill('250');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save transfer' }).click();
    await dialog.getByText('Transfer saved.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.goto(`${app.baseUrl}/accounts`);
    await settled(page);
    expect(await accountRow(page, 'Assets', 'Giro').textContent()).toContain('3,750.00 EUR');
    expect(await accountRow(page, 'Liabilities', 'Visa').textContent()).toContain('-250.00 EUR');
    await context.close();
  }, 90_000);

  it('reconciles against a statement balance with one difference booked', async () => {
    const { context, page } = await newPerson('acc-reconcile');
    await addLedgerAccount(page, app.baseUrl, { name: 'Giro', currency: 'EUR', opening: '4000', date: '2026-11-01' });
    await spendFrom(page, app.baseUrl, {
      account: 'Giro (EUR)',
      amount: '3.50',
      category: 'Coffee',
      date: '2026-11-02',
    });
    await spendFrom(page, app.baseUrl, { account: 'Giro (EUR)', amount: '100', category: 'Rent', date: '2026-11-03' });
    await openLedgerAccount(page, app.baseUrl, 'Giro');
    await page.getByRole('link', { name: 'Reconcile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Reconcile Giro' }).waitFor();
    await settled(page);
    await page.getByLabel('Statement date').fill('2026-11-30');
    // The bank charged a fee of 6.50 the app does not know of.
    await page.getByLabel('Statement ending balance').fill('3890');
    await page.getByRole('checkbox', { name: /Coffee/ }).check();
    await page.getByRole('checkbox', { name: /Rent/ }).check();
    await page.getByText('-6.50 EUR still differs from the statement.').waitFor();
    await fitsAPhone(page);
    await page.getByRole('checkbox', { name: 'Book the difference as an adjustment' }).check();
    await page.getByRole('button', { name: 'Finish reconciling' }).click();
    await page.getByRole('heading', { level: 1, name: 'Giro' }).waitFor();
    await settled(page);
    expect(await accountFigure(page, 'Balance now')).toBe('3,890.00 EUR');
    expect(await accountFigure(page, 'Cleared balance')).toBe('3,890.00 EUR');
    expect(await page.getByRole('row').filter({ hasText: 'Statement of 2026-11-30' }).textContent()).toContain('-6.50');
    await context.close();
  }, 120_000);
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addScheduled } from '../../db/commands/scheduled';
import { monthlyRent } from '../../../tests/support/records';
import { setMonthlyTarget } from '../../db/commands/targets';
import type { MoneyKitchenDb } from '../../db/database';
import { seedReportFixture } from '../../db/queries/reportFixture';
import type { MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { scheduledAppliedKeyFor } from '../../app/workspace/dailyScheduledApply';
import { openDashboard, signIn, startDashboardTest } from './testDashboard';
import { endScreenTest } from '../../../tests/support/screenTest';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = startDashboardTest();
});
afterEach(() => endScreenTest(db));

const open = () => openDashboard(db);
const target = (month: string, cents: number) => setMonthlyTarget(db, month as MonthKey, cents as Cents);
const statusCard = () => screen.findByRole('region', { name: 'Monthly Target Status' });
const figures = (card: HTMLElement) =>
  within(card)
    .getAllByRole('definition')
    .map((dd) => dd.textContent);

describe('DashboardPage', () => {
  it('welcomes by first name, else by username, and not as returning before anything is recorded', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeTruthy();
    cleanup();
    signIn('', 'ada99');
    await seedReportFixture(db);
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, ada99!' })).toBeTruthy();
  });

  it('offers a first-time person to pick a favorite currency, once the device has synced', async () => {
    await db.syncState.put({ key: 'lastSyncAt', value: '2026-01-01T00:00:00.000Z' });
    await open();
    const panel = await screen.findByRole('region', { name: 'Get Started' });
    const currency = await within(panel).findByLabelText('Currency');
    fireEvent.change(currency, { target: { value: 'EUR' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Use this currency' }));
    await waitFor(() => expect(within(panel).queryByLabelText('Currency')).toBeNull());
    expect((await db.settings.get('favorite_currency'))?.value).toBe('EUR');
  });

  it('links the net worth card and the tiles', async () => {
    await open();
    expect(screen.getByRole('link', { name: /Total Net Worth/ }).getAttribute('href')).toBe('/show_networth_details');
    const tiles = within(screen.getByRole('navigation', { name: 'Shortcuts' })).getAllByRole('link');
    expect(tiles.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Transactionsincome and expenses', '/show_trans'],
      ['Scheduledrecurring', '/show_scheduled_trans'],
      ['Net Worthby currency', '/show_networth_details'],
      ['Reportscharts and totals', '/reports'],
      ['Manage Targetmonthly goal', '/profile?tab=target'],
    ]);
  });

  it('shows Get Started while there is no target, and no status card', async () => {
    await open();
    const panel = await screen.findByRole('region', { name: 'Get Started' });
    expect(within(panel).getByRole('button', { name: 'Add Income' })).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Add Expense' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Set Target' }).getAttribute('href')).toBe('/profile?tab=target');
    expect(screen.queryByText('Monthly Target Status')).toBeNull();
  });

  it('scores this month against the target, rounded to whole units with a sign', async () => {
    await seedReportFixture(db);
    await target('2025-11', 1000);
    await open();
    // January: deposits 40.00 - withdrawals 22.50 (EGP has no rate) = 17.50; minus 10.00 = +7.50.
    const card = await statusCard();
    expect(figures(card)).toEqual(['10.00 USD', '+8 USDexactly +7.50 USD', 'Above Target']);
    expect(card.textContent).toContain('rate missing for EGP');
    expect(within(card).getByRole('link', { name: 'View Target History' }).getAttribute('href')).toBe(
      '/show-target-history',
    );
    expect(screen.queryByRole('region', { name: 'Get Started' })).toBeNull();
  });

  it('reads Below Target and On Target from the sign, and updates live', async () => {
    await seedReportFixture(db);
    await target('2026-01', 3000);
    await open();
    // 17.50 - 30.00 = -12.50, rounded half away from zero.
    await waitFor(async () =>
      expect(figures(await statusCard())).toEqual(['30.00 USD', '-13 USDexactly -12.50 USD', 'Below Target']),
    );
    await target('2026-01', 1750);
    await waitFor(async () =>
      expect(figures(await statusCard())).toEqual(['17.50 USD', '0 USDexactly 0.00 USD', 'On Target']),
    );
  });

  it('replaces Get Started with the status card once a target is set, without a reload', async () => {
    await open();
    await screen.findByRole('region', { name: 'Get Started' });
    await target('2026-01', 0);
    expect(figures(await statusCard())).toEqual(['0.00 USD', '0 USDexactly 0.00 USD', 'On Target']);
    expect(screen.queryByRole('region', { name: 'Get Started' })).toBeNull();
  });

  it('opens the add modal with the type preset and closes it after a save', async () => {
    await open();
    const [addIncome] = screen.getAllByRole('button', { name: 'Add Income' });
    fireEvent.click(addIncome!);
    let dialog = screen.getByRole('dialog', { name: 'Add Transaction' });
    expect((within(dialog).getByRole('radio', { name: 'Income' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const [addExpense] = screen.getAllByRole('button', { name: 'Add Expense' });
    fireEvent.click(addExpense!);
    dialog = screen.getByRole('dialog', { name: 'Add Transaction' });
    expect((within(dialog).getByRole('radio', { name: 'Expense' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '42.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    expect(await within(dialog).findByText('Transaction added successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    // The card reads the balances live: the new expense shows without a reload.
    await waitFor(() => expect(screen.getByRole('link', { name: /Total Net Worth/ }).textContent).toContain('-42.50'));
  });
});

describe('daily scheduled apply', () => {
  async function scheduleRent() {
    await addScheduled(db, monthlyRent(), new Date('2025-12-01T00:00:00Z'));
  }
  const occurrences = () => db.transactions.where('id').startsWith('sched:').count();

  it('applies the due occurrences on opening and marks today', async () => {
    localStorage.removeItem(scheduledAppliedKeyFor(db));
    await db.syncState.put({ key: 'lastSyncAt', value: '2026-01-20T11:00:00.000Z' });
    await scheduleRent();
    await open();
    await waitFor(() => expect(localStorage.getItem(scheduledAppliedKeyFor(db))).toBe('2026-01-20'));
    // 5 December and 5 January are due by 20 January.
    expect(await occurrences()).toBe(2);
  });

  it('skips when today is already marked, and runs again on a later day', async () => {
    await db.syncState.put({ key: 'lastSyncAt', value: '2026-01-20T11:00:00.000Z' });
    await scheduleRent();
    await open();
    await screen.findByRole('region', { name: 'Get Started' });
    expect(await occurrences()).toBe(0);
    cleanup();
    localStorage.setItem(scheduledAppliedKeyFor(db), '2026-01-19');
    await open();
    await waitFor(() => expect(localStorage.getItem(scheduledAppliedKeyFor(db))).toBe('2026-01-20'));
    expect(await occurrences()).toBe(2);
  });

  it('applies but does not mark the day before the first sync, which may bring more items', async () => {
    localStorage.removeItem(scheduledAppliedKeyFor(db));
    await scheduleRent();
    await open();
    await waitFor(async () => expect(await occurrences()).toBe(2));
    expect(localStorage.getItem(scheduledAppliedKeyFor(db))).toBeNull();
  });

  it('only logs a failure and leaves the marker unset', async () => {
    localStorage.removeItem(scheduledAppliedKeyFor(db));
    await scheduleRent();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.scheduled, 'toArray').mockRejectedValue(new Error('disk full'));
    await open();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Applying scheduled transactions failed', expect.any(Error)),
    );
    expect(localStorage.getItem(scheduledAppliedKeyFor(db))).toBeNull();
    expect(await occurrences()).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeTruthy();
  });
});

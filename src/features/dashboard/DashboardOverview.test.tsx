import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setBudget } from '../../db/commands/budgets';
import { addScheduled } from '../../db/commands/scheduled';
import { writeHistoryState } from '../../db/historyState';
import type { MoneyKitchenDb } from '../../db/database';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate, MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { longDate } from '../../ui/formatDate';
import { seed } from '../transactions/testWorkspace';
import { dashboardTexts } from './dashboardTexts';
import { openDashboard, startDashboardTest } from './testDashboard';
import { endScreenTest } from '../../../tests/support/screenTest';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = startDashboardTest();
});
afterEach(() => endScreenTest(db));

const open = () => openDashboard(db);

/** The cards under the dashboard's first figures: this month against last, the newest, the next due. */
describe('the dashboard overview', () => {
  it("compares this month's income, expense and saved with last month's once something is recorded, live", async () => {
    await open();
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada!' });
    expect(screen.queryByRole('region', { name: 'This month against last month' })).toBeNull();
    const add = (date: string, kind: 'deposit' | 'withdraw', cents: number) =>
      seed(db, { date, trans_status: kind, cents });
    await add('2025-12-10', 'deposit', 50_000);
    await add('2025-12-11', 'withdraw', 12_550);
    await add('2026-01-05', 'withdraw', 2_000);
    const card = await screen.findByRole('region', { name: 'This month against last month' });
    const table = within(card).getByRole('table', { name: 'This month against last month' });
    const cells = () =>
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    await waitFor(() =>
      expect(cells()).toEqual([
        ['', 'January 2026', 'December 2025'],
        ['Income', '0.00 USD', '500.00 USD'],
        ['Expense', '20.00 USD', '125.50 USD'],
        ['Saved', '-20.00 USD', '374.50 USD'],
      ]),
    );
    await add('2026-01-06', 'deposit', 10_000);
    await waitFor(() => expect(cells()[3]).toEqual(['Saved', '80.00 USD', '374.50 USD']));

    // The net worth trend: twelve month ends, 0 until December, then 374.50 and 454.50.
    const trend = screen.getByRole('region', { name: 'Net worth trend' });
    await waitFor(() =>
      expect(
        [...within(trend).getByRole('img', { name: dashboardTexts.netWorthTrendChart }).querySelectorAll('title')].map(
          (title) => title.textContent,
        ),
      ).toEqual([
        ...['February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November'].map(
          (month) => `${month} 2025: 0.00 USD`,
        ),
        'December 2025: 374.50 USD',
        'January 2026: 454.50 USD',
      ]),
    );
    expect(
      within(trend).getByText('0.00 USD at the end of February 2025, 454.50 USD at the end of January 2026.'),
    ).toBeTruthy();
    expect(within(trend).getByRole('link', { name: 'See all trends' }).getAttribute('href')).toBe(
      '/reports?tab=trends',
    );
  });

  it('says how far back a new device holds its history until the net worth line can be drawn right', async () => {
    await seed(db, { date: '2025-12-10', trans_status: 'deposit', category: 'Salary', cents: 50_000 });
    // The first sync has brought the days from 1 December 2025 on; the line starts in February 2025.
    await writeHistoryState(db, { before: '2025-12-01' as IsoDate, pending: [], pendingAt: 1 });
    await open();
    const trend = await screen.findByRole('region', { name: 'Net worth trend' });
    await within(trend).findByText(dashboardTexts.netWorthTrendArriving(longDate('2025-12-01' as IsoDate)));
    expect(within(trend).queryByRole('img')).toBeNull();

    await writeHistoryState(db, undefined);
    await within(trend).findByRole('img', { name: dashboardTexts.netWorthTrendChart });
    expect(within(trend).queryByText(/reaches back to/)).toBeNull();
  });

  it('lists the five newest transactions with date, type and signed amount, live', async () => {
    const add = (date: string, category: string, cents: number) =>
      seed(db, {
        date,
        category,
        cents,
        currency: 'EUR',
        trans_status: category === 'Salary' ? 'deposit' : 'withdraw',
      });
    await add('2026-01-01', 'Oldest', 100);
    await add('2026-01-03', 'Food', 1_250);
    await add('2026-01-02', 'Rent', 50_000);
    await add('2026-01-04', 'Salary', 300_000);
    await add('2026-01-04', '', 75);
    await add('2026-01-05', 'Fun', 999);
    await open();
    const card = await screen.findByRole('region', { name: 'Recent transactions' });
    const items = () =>
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    await waitFor(() =>
      expect(items()).toEqual([
        'Fun2026-01-05 · Expense-9.99 EUR',
        'No category2026-01-04 · Expense-0.75 EUR',
        'Salary2026-01-04 · Income+3,000.00 EUR',
        'Food2026-01-03 · Expense-12.50 EUR',
        'Rent2026-01-02 · Expense-500.00 EUR',
      ]),
    );
    expect(within(card).getByRole('link', { name: 'See all transactions' }).getAttribute('href')).toBe('/show_trans');
    await add('2026-01-06', 'Taxi', 1_500);
    await waitFor(() => expect(items()[0]).toBe('Taxi2026-01-06 · Expense-15.00 EUR'));
    expect(items()).toHaveLength(5);
  });

  it('lists the active scheduled items due next with their dates, soonest first', async () => {
    const schedule = (category: string, day_of_month: number, status = true) =>
      addScheduled(
        db,
        {
          scheduled_trans_status: category === 'Salary' ? 'deposit' : 'withdraw',
          day_of_month,
          amount_cents: 50000 as Cents,
          currency: 'USD',
          category,
          scheduled_trans_details: '',
          status,
        },
        new Date('2025-12-01T00:00:00Z'),
      );
    await schedule('Rent', 5);
    await schedule('Salary', 25);
    await schedule('Paused', 21, false);
    await schedule('Gym', 31);
    await schedule('Phone', 28);
    await open();
    const card = await screen.findByRole('region', { name: 'Next scheduled' });
    // Today is 2026-01-20: Rent on the 5th comes next month, beyond the first three.
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Salary2026-01-25 · Income+500.00 USD',
      'Phone2026-01-28 · Expense-500.00 USD',
      'Gym2026-01-31 · Expense-500.00 USD',
    ]);
    expect(within(card).getByRole('link', { name: 'See all scheduled' }).getAttribute('href')).toBe(
      '/show_scheduled_trans',
    );
  });

  it('shows the budgets nearest or over their limit, live, linking to Budgets; without any, a way to set one', async () => {
    const spend = (category: string, cents: number) => seed(db, { date: '2026-01-10', category, cents });
    const budget = (category: string, limit: number) =>
      setBudget(
        db,
        {
          category,
          month: '2026-01' as MonthKey,
          limit_cents: limit as Cents,
          currency: 'USD' as CurrencyCode,
          rollover: false,
        },
        new Date(),
      );
    await spend('Food', 85_00);
    await open();
    const card = await screen.findByRole('region', { name: 'Budgets this month' }, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'Set a budget' }).getAttribute('href')).toBe('/budgets');

    await budget('Food', 100_00);
    await budget('Rent', 50_00);
    await budget('Fun', 1000_00);
    await budget('Taxi', 10_00);
    await spend('Rent', 60_00);
    await spend('Fun', 1_00);
    // Over first (Rent at 120%), then the fullest (Food at 85%), then Fun (0.1%); Taxi (0%) is left for the screen.
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole('progressbar')
          .map((bar) => bar.getAttribute('aria-valuetext')),
      ).toEqual([
        '120% spent: 60.00 USD of 50.00 USD',
        '85% spent: 85.00 USD of 100.00 USD',
        '0% spent: 1.00 USD of 1,000.00 USD',
      ]),
    );
    expect(card.textContent).toContain('10.00 USD over the limit');
    expect(card.textContent).toContain('1 more on the Budgets screen');
    expect(within(card).getByRole('link', { name: 'See all budgets' }).getAttribute('href')).toBe('/budgets');
  });
});

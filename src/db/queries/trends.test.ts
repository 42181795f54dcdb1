import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import { addAccount } from '../commands/accounts';
import { addTransaction } from '../commands/transactions';
import { writeHistoryState } from '../historyState';
import { anAccountInput, anEntry } from '../../../tests/support/records';
import { loadNetWorth } from './netWorth';
import { monthAgainstLast, netWorthLine, netWorthLineWaitsFrom, trendsFor } from './trends';
import { db } from './freshDbPerTest';

const add = (date: string, kind: 'deposit' | 'withdraw', category: string, currency: CurrencyCode, cents: number) =>
  addTransaction(db, anEntry({ amount_cents: cents, currency, trans_status: kind, category, date }), new Date());

const last12 = { kind: 'last12', today: '2026-03-15' as IsoDate } as const;

describe('trendsFor', () => {
  it('says there is no data yet on an empty database, with twelve empty months', async () => {
    const trends = await trendsFor(db, last12, undefined);
    expect(trends.hasData).toBe(false);
    expect(trends.months).toHaveLength(12);
    expect(trends.flows.every((flow) => flow.income === 0 && flow.expense === 0)).toBe(true);
    expect(trends.netWorth.every((point) => point.cents === 0)).toBe(true);
    expect(trends.categories).toEqual([]);
    expect(trends.category).toBeUndefined();
  });

  it('builds the three trends from what the commands wrote, older and later days included in net worth', async () => {
    await db.rates.bulkPut([
      { date: '2026-01-01', rates: { EUR: 0.5 } },
      { date: '2026-03-01', rates: { EUR: 1 } },
    ]);
    await db.settings.put({ id: 'favorite_currency', value: 'USD' });
    // Before the twelve months: only in the opening balance.
    await add('2024-06-01', 'deposit', 'Salary', 'USD', 10_000);
    await add('2026-01-10', 'withdraw', 'Food', 'EUR', 500);
    await add('2026-03-02', 'withdraw', 'Food', 'EUR', 500);
    await add('2026-03-03', 'withdraw', 'Rent', 'USD', 2_000);
    // After today, outside the months: not in any figure shown.
    await add('2026-06-01', 'deposit', 'Salary', 'USD', 99_900);

    const trends = await trendsFor(db, last12, undefined);
    expect(trends.hasData).toBe(true);
    expect(trends.currency).toBe('USD');
    expect(trends.months[0]).toEqual({ year: 2025, month: 4 });
    const [january, february, march] = trends.flows.slice(-3);
    // 500 EUR cents at 0.5 = 1000 USD cents in January; at 1 in March, plus 2000 USD.
    expect(january).toMatchObject({ income: 0, expense: 1000 });
    expect(february).toMatchObject({ income: 0, expense: 0 });
    expect(march).toMatchObject({ income: 0, expense: 2500 });
    // Net worth: 10000 USD from 2024 on; January -500 EUR at 0.5 = -1000; March -1000 EUR at 1, -2000 USD.
    expect(trends.netWorth.slice(-4).map((point) => point.cents)).toEqual([10_000, 9_000, 9_000, 7_000]);
    expect(trends.categories).toEqual(['Food', 'Rent']);
    expect(trends.category?.name).toBe('Food');
    expect(trends.category?.spending.slice(-3).map((entry) => entry.cents)).toEqual([1000, 0, 500]);
  });

  it('follows a chosen category and year, and keeps a chosen category that has no spending there', async () => {
    await add('2025-02-10', 'withdraw', 'Rent', 'USD', 700);
    const rent = await trendsFor(db, { kind: 'year', year: 2025 }, 'Rent');
    expect(rent.months[0]).toEqual({ year: 2025, month: 1 });
    expect(rent.category?.spending.map((entry) => entry.cents).slice(0, 3)).toEqual([0, 700, 0]);
    const travel = await trendsFor(db, { kind: 'year', year: 2025 }, 'Travel');
    expect(travel.categories).toEqual(['Rent', 'Travel']);
    expect(travel.category?.spending.every((entry) => entry.cents === 0)).toBe(true);
  });

  it('names the currency of a month with no rates and leaves it out', async () => {
    await add('2026-02-10', 'deposit', 'Gift', 'EUR', 800);
    const trends = await trendsFor(db, last12, undefined);
    const february = trends.flows.at(-2);
    expect(february).toMatchObject({ income: 0, missing: ['EUR'] });
    expect(trends.netWorth.at(-1)).toMatchObject({ cents: 0, missing: ['EUR'] });
  });
});

describe('monthAgainstLast', () => {
  it("compares this month's income, expense and saved with last month's, across a year end", async () => {
    await db.rates.bulkPut([{ date: '2025-12-01', rates: { EUR: 0.5 } }]);
    await add('2025-11-30', 'deposit', 'Salary', 'USD', 99_999);
    await add('2025-12-05', 'deposit', 'Salary', 'USD', 10_000);
    await add('2025-12-06', 'withdraw', 'Food', 'EUR', 1_000);
    await add('2026-01-02', 'withdraw', 'Rent', 'USD', 3_000);
    await add('2026-01-03', 'deposit', 'Gift', 'EGP', 500);
    const result = await monthAgainstLast(db, '2026-01-20' as IsoDate);
    expect(result).toEqual({
      currency: 'USD',
      thisMonth: { month: { year: 2026, month: 1 }, summary: { income: 0, expense: 3_000, saved: -3_000 } },
      // 1000 EUR cents at 0.5 per USD = 2000 USD cents.
      lastMonth: { month: { year: 2025, month: 12 }, summary: { income: 10_000, expense: 2_000, saved: 8_000 } },
      missing: ['EGP'],
    });
  });
});

describe('netWorthLine', () => {
  it('gives the twelve month-end net worths the Trends tab draws', async () => {
    await db.rates.bulkPut([{ date: '2026-01-01', rates: { EUR: 0.5 } }]);
    await add('2024-01-01', 'deposit', 'Salary', 'USD', 1_000);
    await add('2026-02-01', 'deposit', 'Gift', 'EUR', 100);
    const line = await netWorthLine(db, '2026-03-15' as IsoDate);
    expect(line.currency).toBe('USD');
    expect(line.points.map((point) => point.cents)).toEqual([...Array(10).fill(1_000), 1_200, 1_200]);
    expect(line.points).toEqual((await trendsFor(db, last12, undefined)).netWorth);
  });

  it("counts accounts' opening balances from their dates, so the line ends at the dashboard's net worth", async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'USD' });
    const now = new Date();
    await addAccount(
      db,
      anAccountInput({ currency: 'USD', opening_cents: 4_000, opening_date: '2026-02-01' as IsoDate }),
      now,
    );
    await addAccount(
      db,
      anAccountInput({
        name: 'Card',
        account_type: 'credit_card',
        currency: 'USD',
        opening_cents: -500,
        opening_date: '2025-01-01' as IsoDate,
      }),
      now,
    );
    await add('2026-03-02', 'withdraw', 'Food', 'USD', 300);
    const line = await netWorthLine(db, '2026-03-15' as IsoDate);
    // The card's debt before the months; the current account's 4000 from February on; March's expense.
    expect(line.points.map((point) => point.cents)).toEqual([...Array(10).fill(-500), 3_500, 3_200]);
    expect(line.points.at(-1)?.cents).toBe((await loadNetWorth(db)).total);
    const trends = await trendsFor(db, last12, undefined);
    expect(trends.netWorth).toEqual(line.points);
    // An opening balance is neither income nor expense.
    expect(trends.flows.at(-2)).toMatchObject({ income: 0, expense: 0 });
  });

  it("converts each month end at that day's table, or the nearest earlier one, or before any the first after", async () => {
    await db.rates.bulkPut([
      { date: '2025-05-10', rates: { EUR: 0.5 } },
      { date: '2025-05-20', rates: { EUR: 0.8 } },
      { date: '2026-01-01', rates: { EUR: 0.5 } },
      { date: '2026-01-31', rates: { EUR: 0.25 } },
      { date: '2026-02-15', rates: { EUR: 2 } },
      { date: '2026-04-01', rates: { EUR: 4 } },
    ]);
    await add('2024-01-01', 'deposit', 'Gift', 'EUR', 100);
    const line = await netWorthLine(db, '2026-03-15' as IsoDate);
    // April 2025 at the first table after it, May to December at 2025-05-20's, then January's last
    // day's, then 2026-02-15's.
    expect(line.points.map((point) => point.cents)).toEqual([200, ...Array(8).fill(125), 400, 50, 50]);
    expect(line.points).toEqual((await trendsFor(db, last12, undefined)).netWorth);
  });
});

describe('netWorthLineWaitsFrom', () => {
  it('names the first day held, rather than let wrong early month ends be drawn, until a first sync has brought all twelve months', async () => {
    // The line's first month is April 2025: history that reaches back only to its 2nd is short.
    await writeHistoryState(db, { before: '2025-04-02' as IsoDate, pending: [], pendingAt: 1 });
    expect(await netWorthLineWaitsFrom(db, '2026-03-15' as IsoDate)).toBe('2025-04-02');
    await writeHistoryState(db, { before: '2025-04-01' as IsoDate, pending: [], pendingAt: 1 });
    expect(await netWorthLineWaitsFrom(db, '2026-03-15' as IsoDate)).toBeUndefined();
    await writeHistoryState(db, undefined);
    expect(await netWorthLineWaitsFrom(db, '2026-03-15' as IsoDate)).toBeUndefined();
  });
});

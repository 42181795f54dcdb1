import { describe, expect, it } from 'vitest';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate, MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { setBudget, stopBudget } from '../commands/budgets';
import { addTransaction } from '../commands/transactions';
import { budgetOverview } from './budgets';
import { anEntry } from '../../../tests/support/records';
import { db } from './freshDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');
const today = '2026-03-20' as IsoDate;

const spend = (date: string, category: string, currency: string, cents: number) =>
  addTransaction(db, anEntry({ amount_cents: cents, currency: currency as CurrencyCode, category, date }), now);

const budget = (category: string, month: string, limit: number, rollover = false) =>
  setBudget(
    db,
    { category, month: month as MonthKey, limit_cents: limit as Cents, currency: 'USD' as CurrencyCode, rollover },
    now,
  );

describe('budgetOverview', () => {
  it('has nothing to show before any budget', async () => {
    await spend('2026-03-02', 'Food', 'USD', 1000);
    const overview = await budgetOverview(db, today);
    expect(overview.current).toEqual([]);
    expect(overview.history).toEqual([]);
    expect(overview.months).toHaveLength(12);
  });

  it('gives this month and the history from the day rows, converted per day, with a rollover carry built up since the budget began', async () => {
    // EUR per USD is 0.5 until March, then 1.
    await db.rates.bulkPut([
      { date: '2025-01-01', rates: { EUR: 0.5 } },
      { date: '2026-03-01', rates: { EUR: 1 } },
    ]);
    await budget('Food', '2025-02', 100_00, true);
    await budget('Rent', '2026-02', 500_00);
    await budget('Travel', '2026-01', 50_00);
    await stopBudget(db, 'Travel', '2026-03' as MonthKey, now);
    // February 2025 (the month before the 12 shown) spends 10.00, every later month 100.00, February 2026 40.00.
    await spend('2025-02-10', 'Food', 'USD', 10_00);
    for (let m = 3; m <= 13; m++) {
      const month = `${m <= 12 ? 2025 : 2026}-${String(((m - 1) % 12) + 1).padStart(2, '0')}`;
      await spend(`${month}-05`, 'Food', 'USD', 100_00);
    }
    await spend('2026-02-05', 'Food', 'USD', 40_00);
    await spend('2026-03-03', 'Food', 'EUR', 40_00);
    await spend('2026-02-27', 'Rent', 'EUR', 100_00);
    await spend('2026-03-01', 'Rent', 'EUR', 520_00);

    const overview = await budgetOverview(db, today);
    const figures = overview.current.map((e) => [e.budget.category, e.carried, e.available, e.spent, e.left, e.level]);
    // Rent is over (first). Food left 90.00 in February 2025 and every month until February 2026, which
    // left 150.00; Travel was stopped this month.
    expect(figures).toEqual([
      ['Rent', 0, 500_00, 520_00, -20_00, 'over'],
      ['Food', 150_00, 250_00, 40_00, 210_00, 'ok'],
    ]);
    const food = overview.history[0]!.months;
    expect(food).toHaveLength(12);
    // Each month carries what the month before left, back to April 2025, the oldest shown.
    expect(food.map((e) => e?.carried)).toEqual([
      150_00, 90_00, 90_00, 90_00, 90_00, 90_00, 90_00, 90_00, 90_00, 90_00, 90_00, 90_00,
    ]);
    expect(food.slice(1).map((e, i) => e?.left === food[i]?.carried)).toEqual(Array(11).fill(true));
    expect(overview.history.map((h) => h.category)).toEqual(['Food', 'Rent', 'Travel']);
    const rent = overview.history[1]!.months;
    // February's EUR 100 counted at 0.5: 200 USD.
    expect(rent.slice(0, 3).map((e) => e?.spent)).toEqual([520_00, 200_00, undefined]);
    const travel = overview.history[2]!.months;
    expect(travel.slice(0, 3).map((e) => e?.limit)).toEqual([undefined, 50_00, 50_00]);
  });

  it('gives this month alone for the dashboard, with the carry built up since the budget began', async () => {
    await budget('Food', '2025-06', 100_00, true);
    await spend('2026-02-03', 'Food', 'USD', 70_00);
    await spend('2026-03-03', 'Food', 'USD', 110_00);
    const overview = await budgetOverview(db, today, 1);
    expect(overview.months).toEqual([{ year: 2026, month: 3 }]);
    // June 2025 to January 2026 left 100.00 each (800.00), February 30.00 more.
    expect(overview.current.map((e) => [e.carried, e.spent, e.level])).toEqual([[830_00, 110_00, 'ok']]);
  });

  it('gives the figures of a month paged to, with the history before it', async () => {
    await budget('Food', '2026-01', 100_00, true);
    await spend('2026-01-03', 'Food', 'USD', 70_00);
    await spend('2026-02-03', 'Food', 'USD', 20_00);
    const overview = await budgetOverview(db, today, 2, { year: 2026, month: 2 });
    expect(overview.month).toEqual({ year: 2026, month: 2 });
    expect(overview.months).toEqual([
      { year: 2026, month: 2 },
      { year: 2026, month: 1 },
    ]);
    expect(overview.current.map((e) => [e.carried, e.spent, e.left])).toEqual([[30_00, 20_00, 110_00]]);
  });

  describe('remembering what each month spent', () => {
    /** Counts the day rows the overview reads (Dexie's reading hook sees each row handed over). */
    const countDayRowsRead = () => {
      const counter = { rows: 0 };
      db.days.hook('reading', (row) => {
        counter.rows += 1;
        return row;
      });
      return counter;
    };

    it('reads no day row again on a second visit with nothing changed, and shows the same figures', async () => {
      await budget('Food', '2025-06', 100_00, true);
      await spend('2026-02-03', 'Food', 'USD', 70_00);
      await spend('2026-03-03', 'Food', 'USD', 110_00);
      const first = await budgetOverview(db, today, 1);
      const read = countDayRowsRead();
      expect(await budgetOverview(db, today, 1)).toEqual(first);
      expect(read.rows).toBe(0);
      // The year of history needs the months the carry already read, and no others.
      await budgetOverview(db, today, 12);
      expect(read.rows).toBe(0);
    });

    it('counts a spend added to a month it remembered, in the carry of every month after', async () => {
      await budget('Food', '2025-06', 100_00, true);
      await spend('2026-02-03', 'Food', 'USD', 70_00);
      expect((await budgetOverview(db, today, 1)).current[0]!.carried).toBe(830_00);
      await spend('2025-09-14', 'Food', 'USD', 25_00);
      expect((await budgetOverview(db, today, 1)).current[0]!.carried).toBe(805_00);
    });

    it('converts again when a rate table arrives for a month it remembered', async () => {
      await db.rates.put({ date: '2025-01-01', rates: { EUR: 0.5 } });
      await budget('Food', '2026-01', 100_00, true);
      await spend('2026-01-10', 'Food', 'EUR', 10_00);
      // 10 EUR at 0.5 EUR per USD: 20 USD spent in January, 80 + 100 left by February's end.
      expect((await budgetOverview(db, today, 1)).current[0]!.carried).toBe(180_00);
      await db.rates.put({ date: '2026-01-05', rates: { EUR: 1 } });
      expect((await budgetOverview(db, today, 1)).current[0]!.carried).toBe(190_00);
    });
  });
});

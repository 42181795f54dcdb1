import { describe, expect, it } from 'vitest';
import type { MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { addTransaction } from '../commands/transactions';
import { setMonthlyTarget } from '../commands/targets';
import { effectiveTarget, loadTargetHistory } from './targets';
import { anEntry } from '../../../tests/support/records';
import { db } from './freshDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');

function add(date: string, kind: 'deposit' | 'withdraw', cents: number, currency: 'USD' | 'EUR' | 'EGP' = 'USD') {
  return addTransaction(db, anEntry({ amount_cents: cents, currency, trans_status: kind, category: '', date }), now);
}

const target = (month: string, cents: number) => setMonthlyTarget(db, month as MonthKey, cents as Cents);

describe('effectiveTarget', () => {
  it('is the month’s own target, else the latest earlier one, else undefined', async () => {
    expect(await effectiveTarget(db, { year: 2026, month: 3 })).toBeUndefined();
    await target('2026-01', 1250);
    await target('2026-04', 900);
    expect(await effectiveTarget(db, { year: 2025, month: 12 })).toBeUndefined();
    expect(await effectiveTarget(db, { year: 2026, month: 3 })).toBe(1250);
    expect(await effectiveTarget(db, { year: 2026, month: 4 })).toBe(900);
    expect(await effectiveTarget(db, { year: 2027, month: 1 })).toBe(900);
  });
});

describe('loadTargetHistory', () => {
  it('is empty without targets, in the favorite currency', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
    await add('2026-03-01', 'deposit', 100);
    expect(await loadTargetHistory(db, { year: 2026, month: 3 })).toEqual({ rows: [], currency: 'EUR', missing: [] });
  });

  it('is empty when the only target is for a later month', async () => {
    await target('2026-05', 100);
    expect((await loadTargetHistory(db, { year: 2026, month: 3 })).rows).toEqual([]);
  });

  it('scores each month from its own transactions, carrying the target forward, newest first', async () => {
    await target('2026-01', 50000);
    await target('2026-03', 20000);
    await add('2025-12-31', 'deposit', 999_999); // before the first target: not shown
    await add('2026-01-05', 'deposit', 80000);
    await add('2026-01-20', 'withdraw', 10000);
    await add('2026-02-10', 'deposit', 50000);
    await add('2026-03-02', 'withdraw', 1250);
    await add('2026-04-01', 'deposit', 999_999); // after now: not counted
    const history = await loadTargetHistory(db, { year: 2026, month: 3 });
    expect(history.rows).toEqual([
      { month: '2026-03', year: 2026, monthNumber: 3, target: 20000, score: -21250, status: 'Below Target' },
      { month: '2026-02', year: 2026, monthNumber: 2, target: 50000, score: 0, status: 'On Target' },
      { month: '2026-01', year: 2026, monthNumber: 1, target: 50000, score: 20000, status: 'Above Target' },
    ]);
    expect(history.missing).toEqual([]);
  });

  it('converts at each day’s rate, using the nearest earlier table, and names currencies without a rate', async () => {
    await db.rates.bulkPut([
      { date: '2025-11-01', rates: { EUR: 0.5 } },
      { date: '2026-02-15', rates: { EUR: 0.8 } },
      { date: '2026-06-01', rates: { EUR: 2 } },
    ]);
    await target('2026-02', 0);
    await add('2026-02-01', 'deposit', 1000, 'EUR'); // 1000 / 0.5 = 2000 USD (table before the range)
    await add('2026-02-20', 'deposit', 800, 'EUR'); // 800 / 0.8 = 1000 USD
    await add('2026-02-21', 'withdraw', 5000, 'EGP'); // no rate: left out and named
    const history = await loadTargetHistory(db, { year: 2026, month: 2 });
    expect(history.rows.map((row) => row.score)).toEqual([3000]);
    expect(history.missing).toEqual(['EGP']);
    expect(history.currency).toBe('USD');
  });

  it('uses the first later table when none is earlier', async () => {
    await db.rates.put({ date: '2026-09-01', rates: { EUR: 0.5 } });
    await target('2026-02', 100);
    await add('2026-02-01', 'deposit', 1000, 'EUR');
    const history = await loadTargetHistory(db, { year: 2026, month: 2 });
    expect(history.rows.map((row) => row.score)).toEqual([1900]);
  });

  it('allows decimals in the target', async () => {
    await target('2026-03', 1250);
    await add('2026-03-10', 'deposit', 1300);
    const [row] = (await loadTargetHistory(db, { year: 2026, month: 3 })).rows;
    expect([row?.target, row?.score, row?.status]).toEqual([1250, 50, 'Above Target']);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { MoneyKitchenDb } from '../database';
import { seedReportFixture } from './reportFixture';
import { dayTotalsBetween, rateBookAt, rateBookFor, reportFor, reportMonthsOf, reportYearsOf } from './reports';
import { freshTestDb } from './testDb';

let db: MoneyKitchenDb;

beforeEach(async () => {
  db = freshTestDb();
  await seedReportFixture(db);
});

afterEach(() => db.close());

const d = (text: string) => text as IsoDate;

describe('reportFor', () => {
  it('converts each day at its own rate and sums by category, both bounds included', async () => {
    const report = await reportFor(db, d('2026-01-01'), d('2026-01-31'), 'USD');
    // Food: 1000 USD + 500 EUR at 0.5 = 2000; Uncategorized 250; EGP has no rate.
    expect(report.total_withdraw).toBe(2250);
    expect(report.user_withdraw_on_range).toEqual([
      { category: 'Food', converted_amount: 2000, percentage: 88.9 },
      { category: 'Uncategorized', converted_amount: 250, percentage: 11.1 },
    ]);
    expect(report.total_deposit).toBe(4000);
    expect(report.user_deposit_on_range).toEqual([{ category: 'Salary', converted_amount: 4000, percentage: 100 }]);
    expect(report.missing).toEqual(['EGP']);
    expect(report.months_included).toBe(1);
  });

  it('converts into the favorite currency', async () => {
    const report = await reportFor(db, d('2026-01-01'), d('2026-01-31'), 'EUR');
    // Food: 1000 USD x 0.5 = 500 + 500 EUR = 1000; Uncategorized 250 x 0.5 = 125.
    expect(report.user_withdraw_on_range).toEqual([
      { category: 'Food', converted_amount: 1000, percentage: 88.9 },
      { category: 'Uncategorized', converted_amount: 125, percentage: 11.1 },
    ]);
    expect(report.total_deposit).toBe(2000);
  });

  it('covers a year with the months that hold data', async () => {
    const report = await reportFor(db, d('2026-01-01'), d('2026-12-31'), 'USD');
    // Food 2000, Rent 1000 + 500 = 1500, Uncategorized 250: 3750.
    expect(report.total_withdraw).toBe(3750);
    expect(report.user_withdraw_on_range).toEqual([
      { category: 'Food', converted_amount: 2000, percentage: 53.3 },
      { category: 'Rent', converted_amount: 1500, percentage: 40 },
      { category: 'Uncategorized', converted_amount: 250, percentage: 6.7 },
    ]);
    expect(report.total_deposit).toBe(7000);
    expect(report.months_included).toBe(3);
  });

  it('uses the nearest earlier table from before the range, else the nearest later one', async () => {
    const march = await reportFor(db, d('2026-03-01'), d('2026-03-31'), 'USD');
    expect(march.user_withdraw_on_range).toEqual([{ category: 'Rent', converted_amount: 500, percentage: 100 }]);
    const december = await reportFor(db, d('2025-12-01'), d('2025-12-31'), 'USD');
    expect(december.total_deposit).toBe(200);
    expect(december.total_withdraw).toBe(0);
    expect(december.user_withdraw_on_range).toEqual([]);
  });

  it('is empty for a range without data or an inverted range', async () => {
    const empty = await reportFor(db, d('2027-01-01'), d('2027-01-31'), 'USD');
    expect([empty.total_withdraw, empty.total_deposit, empty.months_included, empty.missing]).toEqual([0, 0, 0, []]);
    const inverted = await reportFor(db, d('2026-01-31'), d('2026-01-01'), 'USD');
    expect(inverted.months_included).toBe(0);
  });
});

describe('dayTotalsBetween', () => {
  it('reads a long range in pieces and gives every day in it once, in date order, both bounds included', async () => {
    await db.days.clear();
    // 200 days with one sum each, and a gap, so pieces of 31 days fall between and across months.
    const dates = Array.from({ length: 220 }, (_, i) =>
      d(new Date(Date.UTC(2025, 2, 1 + i)).toISOString().slice(0, 10)),
    ).filter((_, i) => i < 90 || i >= 110);
    await db.days.bulkPut(
      dates.map((date, i) => ({
        date,
        sums: [{ kind: 'withdraw', category: 'Food', currency: 'USD', cents: i, count: 1 }],
      })),
    );
    const totals = await dayTotalsBetween(db, dates[3]!, dates.at(-4)!);
    expect(totals.map((total) => total.date)).toEqual(dates.slice(3, -3));
    expect(totals.map((total) => total.cents)).toEqual(dates.slice(3, -3).map((_, i) => i + 3));
  });
});

describe('rateBookFor', () => {
  it('loads only the tables inside the range and the nearest one on each side', async () => {
    await db.rates.bulkPut([
      { date: '2025-06-01', rates: { EUR: 9 } },
      { date: '2026-06-01', rates: { EUR: 9 } },
    ]);
    const book = await rateBookFor(db, d('2026-02-10'), d('2026-03-31'));
    expect(book.tableFor(d('2026-02-10'))?.date).toBe('2026-02-01');
    expect(book.latest()?.date).toBe('2026-04-01');
    expect(book.tableFor(d('2000-01-01'))?.date).toBe('2026-02-01');
  });
});

describe('rateBookAt', () => {
  it('loads, per date, only the table that decides it: the nearest on or before, else the first after', async () => {
    await db.rates.bulkPut([
      { date: '2025-06-01', rates: { EUR: 9 } },
      { date: '2026-06-01', rates: { EUR: 9 } },
    ]);
    const dates = [d('2025-01-31'), d('2026-02-28'), d('2026-03-31')];
    const book = await rateBookAt(db, dates);
    const everyTable = await rateBookFor(db, dates[0]!, dates.at(-1)!);
    for (const date of dates) expect(book.tableFor(date)).toEqual(everyTable.tableFor(date));
    expect(book.tableFor(d('2025-01-31'))?.date).toBe('2025-06-01');
    // Nothing after the last date's table was read.
    expect(book.latest()?.date).toBe(everyTable.tableFor(d('2026-03-31'))?.date);
    expect(book.latest()?.date).not.toBe('2026-06-01');
  });
});

describe('report months and years', () => {
  it('lists the months and years holding data, newest first', async () => {
    expect(await reportMonthsOf(db)).toEqual([
      { month: 3, year: 2026 },
      { month: 2, year: 2026 },
      { month: 1, year: 2026 },
      { month: 12, year: 2025 },
    ]);
    expect(await reportYearsOf(db)).toEqual([2026, 2025]);
  });

  it('is empty without data', async () => {
    await db.days.clear();
    expect(await reportMonthsOf(db)).toEqual([]);
    expect(await reportYearsOf(db)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import { toCents } from './money';
import { dayTotal } from './dayTotalFixture';
import { RateBook } from './rates';
import {
  buildReport,
  percentageOf,
  reportMonths,
  reportYears,
  type DayTotal,
  type Report,
  type ReportItem,
} from './reports';

const book = new RateBook([
  { date: '2025-12-01' as IsoDate, rates: { EUR: 0.8, EGP: 50 } },
  { date: '2026-01-01' as IsoDate, rates: { EUR: 1, EGP: 40 } },
]);

const row = dayTotal;
const item = (category: string, amount: number, percentage: number): ReportItem => ({
  category,
  converted_amount: toCents(amount),
  percentage,
});
/** The report expected: its totals, its items per side, the months it counts and the currencies it left out. */
const report = (
  totals: { withdraw: number; deposit: number },
  withdrawItems: ReportItem[],
  depositItems: ReportItem[],
  months_included: number,
  missing: string[] = [],
): Report => ({
  total_withdraw: toCents(totals.withdraw),
  total_deposit: toCents(totals.deposit),
  user_withdraw_on_range: withdrawItems,
  user_deposit_on_range: depositItems,
  missing,
  months_included,
});

// Both sides of the 2025/2026 boundary, where the rates change.
const mixed = [
  row('2025-12-31', 'withdraw', 'Food', 'USD', 3000),
  row('2025-12-31', 'withdraw', '', 'USD', 1000),
  row('2026-01-01', 'withdraw', 'Food', 'EUR', 1000),
  row('2026-01-01', 'withdraw', 'Rent', 'EGP', 200_000),
  row('2025-12-15', 'deposit', 'Salary', 'EUR', 8000),
  row('2026-01-02', 'deposit', '  ', 'USD', 2500),
];

describe('percentageOf', () => {
  it.each<[number, number, number]>([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 2000, 0.1], // 0.05 rounds up
    [1, 2001, 0], // 0.0499...
    [5, 5, 100],
    [0, 5, 0],
    [0, 0, 0],
    [7, 0, 0],
  ])('%d of %d -> %d', (part, total, expected) => {
    expect(percentageOf(part, total)).toBe(expected);
  });
});

describe('buildReport', () => {
  it.each<[string, DayTotal[], string, Report]>([
    ['nothing', [], 'USD', report({ withdraw: 0, deposit: 0 }, [], [], 0)],
    [
      'each row at its own date, Uncategorized, sorted by amount',
      mixed,
      'USD',
      // Food 3000 + 1000 EUR at 1.0; Rent 200000 EGP / 40; Salary 8000 EUR / 0.8
      report(
        { withdraw: 10_000, deposit: 12_500 },
        [item('Rent', 5000, 50), item('Food', 4000, 40), item('Uncategorized', 1000, 10)],
        [item('Salary', 10_000, 80), item('Uncategorized', 2500, 20)],
        2,
      ),
    ],
    [
      'the same rows in another favorite currency',
      mixed,
      'EUR',
      // Food 3000 * 0.8 + 1000; Uncategorized 1000 * 0.8; Rent 200000 / 40; percentages sum to 100.0
      report(
        { withdraw: 9200, deposit: 10_500 },
        [item('Rent', 5000, 54.3), item('Food', 3400, 37), item('Uncategorized', 800, 8.7)],
        [item('Salary', 8000, 76.2), item('Uncategorized', 2500, 23.8)],
        2,
      ),
    ],
    [
      'equal amounts sort by category; thirds sum to 99.9',
      [
        row('2026-01-05', 'withdraw', 'Transport', 'USD', 100),
        row('2026-01-05', 'withdraw', 'Food', 'USD', 100),
        row('2026-01-06', 'withdraw', 'Health', 'USD', 100),
      ],
      'USD',
      report(
        { withdraw: 300, deposit: 0 },
        [item('Food', 100, 33.3), item('Health', 100, 33.3), item('Transport', 100, 33.3)],
        [],
        1,
      ),
    ],
    [
      'rows without a rate are left out and listed; their month still counts',
      [
        row('2025-11-30', 'withdraw', 'Food', 'XYZ', 500),
        row('2025-12-02', 'withdraw', 'Food', 'XYZ', 700),
        row('2025-12-02', 'withdraw', 'Food', 'USD', 100),
        row('2025-12-03', 'deposit', 'Gifts', 'ABC', 100),
      ],
      'USD',
      report({ withdraw: 100, deposit: 0 }, [item('Food', 100, 100)], [], 2, ['ABC', 'XYZ']),
    ],
    [
      'a zero total gives 0 percent',
      [row('2026-03-01', 'deposit', 'Gifts', 'USD', 0)],
      'USD',
      report({ withdraw: 0, deposit: 0 }, [], [item('Gifts', 0, 0)], 1),
    ],
    [
      'the same category on several days and currencies is one item',
      [
        row('2026-01-01', 'deposit', 'Salary', 'USD', 1000),
        row('2026-01-15', 'deposit', 'Salary', 'EGP', 40_000),
        row('2026-01-31', 'deposit', 'Salary', 'EUR', 500),
      ],
      'USD',
      report({ withdraw: 0, deposit: 2500 }, [], [item('Salary', 2500, 100)], 1),
    ],
  ])('%s', (_label, rows, favorite, expected) => {
    expect(buildReport(rows, favorite, book)).toEqual(expected);
  });
});

describe('reportMonths and reportYears', () => {
  it.each<[string, string[], { month: number; year: number }[], number[]]>([
    ['nothing', [], [], []],
    [
      'year boundary, newest first, deduplicated',
      ['2025-12-31', '2026-01-01', '2025-12-01', '2024-01-15', '2026-01-31'],
      [
        { month: 1, year: 2026 },
        { month: 12, year: 2025 },
        { month: 1, year: 2024 },
      ],
      [2026, 2025, 2024],
    ],
    [
      'October sorts after September',
      ['2025-09-30', '2025-10-01', '2025-02-01'],
      [
        { month: 10, year: 2025 },
        { month: 9, year: 2025 },
        { month: 2, year: 2025 },
      ],
      [2025],
    ],
  ])('%s', (_label, dates, months, years) => {
    expect(reportMonths(dates as IsoDate[])).toEqual(months);
    expect(reportYears(new Set(dates as IsoDate[]))).toEqual(years);
  });
});

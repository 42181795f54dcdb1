import { describe, expect, it } from 'vitest';
import {
  budgetInEffect,
  budgetMonths,
  budgetedCategories,
  byUrgency,
  groupSpending,
  leftPerDay,
  percentSpent,
  spentIn,
  warningLevel,
  type BudgetMonth,
} from './budgets';
import type { CurrencyCode } from './currencies';
import { monthsBetween, type IsoDate, type Month, type MonthKey } from './dates';
import { toCents, type Cents } from './money';
import { RateBook } from './rates';
import type { BudgetRecord } from './records';
import type { DayTotal } from './reports';

const m = (year: number, month: number): Month => ({ year, month });
const c = (n: number): Cents => toCents(n);

let serial = 0;
function budget(month: string, category: string, limit: number, more: Partial<BudgetRecord> = {}): BudgetRecord {
  serial += 1;
  return {
    id: `b${String(serial).padStart(3, '0')}`,
    category,
    month: month as MonthKey,
    limit_cents: c(limit),
    currency: 'USD' as CurrencyCode,
    rollover: false,
    stopped: false,
    created_at: `2026-01-01T00:00:${String(serial % 60).padStart(2, '0')}.000Z`,
    ...more,
  };
}

const spend = (date: string, category: string, currency: string, cents: number): DayTotal => ({
  date: date as IsoDate,
  kind: 'withdraw',
  category,
  currency,
  cents: c(cents),
});

// EUR per USD is 0.5 in January and 1 from February 1st: each day must convert at its own date.
const book = new RateBook([
  { date: '2026-01-01' as IsoDate, rates: { EUR: 0.5 } },
  { date: '2026-02-01' as IsoDate, rates: { EUR: 1 } },
]);

describe('budgetInEffect', () => {
  const records = [
    budget('2026-01', 'Food', 400_00),
    budget('2026-04', 'Food', 500_00),
    budget('2026-06', 'Food', 0, { stopped: true }),
    budget('2026-03', 'Rent', 900_00),
  ];
  it.each([
    ['none before the first month', 'Food', m(2025, 12), undefined],
    ['the first limit in its own month', 'Food', m(2026, 1), 400_00],
    ['the first limit carried to later months until changed', 'Food', m(2026, 3), 400_00],
    ['the changed limit from its month', 'Food', m(2026, 4), 500_00],
    ['the changed limit carried on', 'Food', m(2026, 5), 500_00],
    ['none once stopped', 'Food', m(2026, 6), undefined],
    ['none long after the stop', 'Food', m(2027, 1), undefined],
    ['another category on its own', 'Rent', m(2026, 5), 900_00],
    ['none for a category never budgeted', 'Travel', m(2026, 5), undefined],
  ])('gives %s', (_, category, month, limit) => {
    expect(budgetInEffect(records, category, month)?.limit_cents).toBe(limit);
  });

  it('takes the later made of two budgets set for the same month on two devices', () => {
    const first = budget('2026-02', 'Food', 100_00, { created_at: '2026-02-01T10:00:00.000Z', id: 'z' });
    const second = budget('2026-02', 'Food', 200_00, { created_at: '2026-02-01T11:00:00.000Z', id: 'a' });
    expect(budgetInEffect([first, second], 'Food', m(2026, 2))?.limit_cents).toBe(200_00);
    expect(budgetInEffect([second, first], 'Food', m(2026, 2))?.limit_cents).toBe(200_00);
  });

  it('lists the categories budgeted in a month, alphabetically, without stopped ones', () => {
    expect(budgetedCategories(records, m(2026, 5))).toEqual(['Food', 'Rent']);
    expect(budgetedCategories(records, m(2026, 6))).toEqual(['Rent']);
  });
});

describe('spentIn', () => {
  const groups = groupSpending([
    spend('2026-01-31', 'Food', 'EUR', 10_00),
    spend('2026-02-01', 'Food', 'EUR', 10_00),
    spend('2026-02-10', 'Food', 'USD', 5_00),
    spend('2026-02-11', 'Rent', 'USD', 900_00),
    spend('2026-02-12', 'Food', 'XYZ', 7_00),
    spend('2026-02-13', '', 'USD', 3_00),
    { ...spend('2026-02-14', 'Food', 'USD', 99_00), kind: 'deposit' },
  ]);
  it.each([
    ['converts each day at its own date (January EUR at 0.5)', 'Food', m(2026, 1), 'USD', 20_00, []],
    ['adds days in other currencies and leaves out one without a rate', 'Food', m(2026, 2), 'USD', 15_00, ['XYZ']],
    ['converts into the budget currency', 'Food', m(2026, 2), 'EUR', 15_00, ['XYZ']],
    ['counts only its category', 'Rent', m(2026, 2), 'USD', 900_00, []],
    ['names an empty category Uncategorized as the reports do', 'Uncategorized', m(2026, 2), 'USD', 3_00, []],
    ['is zero in a month without spending', 'Food', m(2026, 3), 'USD', 0, []],
  ])('%s', (_, category, month, currency, cents, missing) => {
    expect(spentIn(groups, category, month, currency, book)).toEqual({ cents, missing });
  });
});

describe('warningLevel and percentSpent', () => {
  it.each([
    [0, 400_00, 'ok', 0],
    [320_00, 400_00, 'ok', 80],
    [320_01, 400_00, 'near', 80],
    [400_00, 400_00, 'near', 100],
    [400_01, 400_00, 'over', 100],
    [800_00, 400_00, 'over', 200],
    [0, 0, 'ok', 0],
    [1, 0, 'over', 100],
    [0, -50_00, 'over', 100],
  ])('spent %i of %i is %s at %i%%', (spent, available, level, percent) => {
    expect(warningLevel(c(spent), c(available))).toBe(level);
    expect(percentSpent(c(spent), c(available))).toBe(percent);
  });
});

describe('leftPerDay', () => {
  it.each([
    ['splits what is left over the days to come, today included', 300_00, '2026-04-01', 10_00],
    ['on the last day all of it', 12_34, '2026-04-30', 12_34],
    ['rounds down so following it never overspends', 100_00, '2026-02-26', 33_33],
    ['in a leap February counts the 29th', 40_00, '2028-02-26', 10_00],
    ['is nothing once the money is gone', 0, '2026-04-10', 0],
    ['is nothing when overspent', -50_00, '2026-04-10', 0],
  ])('%s', (_, left, today, perDay) => {
    expect(leftPerDay(c(left), today as IsoDate)).toBe(perDay);
  });
});

describe('budgetMonths with rollover', () => {
  // Spent per month in USD: January 300, February 500, March 100, April 0.
  const spentByMonth: Record<string, number> = { '2026-01': 300_00, '2026-02': 500_00, '2026-03': 100_00 };
  const spending = (month: Month) => ({
    cents: c(spentByMonth[`${month.year}-${String(month.month).padStart(2, '0')}`] ?? 0),
    missing: [],
  });
  const months = monthsBetween(m(2026, 1), m(2026, 4));
  const figures = (entries: (BudgetMonth | undefined)[]) =>
    entries.map((entry) => entry && [entry.carried, entry.available, entry.spent, entry.left, entry.level]);

  it.each([
    {
      name: 'without rollover each month starts from its limit',
      records: [budget('2026-01', 'Food', 400_00)],
      expected: [
        [0, 400_00, 300_00, 100_00, 'ok'],
        [0, 400_00, 500_00, -100_00, 'over'],
        [0, 400_00, 100_00, 300_00, 'ok'],
        [0, 400_00, 0, 400_00, 'ok'],
      ],
    },
    {
      name: 'with rollover what a month left is carried into the next: left = limit + carried - spent',
      records: [budget('2026-01', 'Food', 400_00, { rollover: true })],
      expected: [
        [0, 400_00, 300_00, 100_00, 'ok'],
        [100_00, 500_00, 500_00, 0, 'near'],
        [0, 400_00, 100_00, 300_00, 'ok'],
        [300_00, 700_00, 0, 700_00, 'ok'],
      ],
    },
    {
      name: 'an overrun carries on into the months after until it is made good',
      records: [budget('2026-01', 'Food', 200_00, { rollover: true })],
      expected: [
        [0, 200_00, 300_00, -100_00, 'over'],
        [-100_00, 100_00, 500_00, -400_00, 'over'],
        [-400_00, -200_00, 100_00, -300_00, 'over'],
        [-300_00, -100_00, 0, -100_00, 'over'],
      ],
    },
    {
      name: 'a new limit with rollover keeps the carry; one without starts again',
      records: [
        budget('2026-01', 'Food', 400_00, { rollover: true }),
        budget('2026-02', 'Food', 450_00, { rollover: true }),
        budget('2026-03', 'Food', 450_00),
        budget('2026-04', 'Food', 450_00, { rollover: true }),
      ],
      expected: [
        [0, 400_00, 300_00, 100_00, 'ok'],
        [100_00, 550_00, 500_00, 50_00, 'near'],
        [0, 450_00, 100_00, 350_00, 'ok'],
        [0, 450_00, 0, 450_00, 'ok'],
      ],
    },
    {
      name: 'a change of currency starts the carry again',
      records: [
        budget('2026-01', 'Food', 400_00, { rollover: true }),
        budget('2026-02', 'Food', 400_00, { rollover: true, currency: 'EUR' as CurrencyCode }),
      ],
      expected: [
        [0, 400_00, 300_00, 100_00, 'ok'],
        [0, 400_00, 500_00, -100_00, 'over'],
        [-100_00, 300_00, 100_00, 200_00, 'ok'],
        [200_00, 600_00, 0, 600_00, 'ok'],
      ],
    },
    {
      name: 'a stop leaves a gap, and a budget set again starts without a carry',
      records: [
        budget('2026-01', 'Food', 400_00, { rollover: true }),
        budget('2026-02', 'Food', 0, { stopped: true }),
        budget('2026-03', 'Food', 400_00, { rollover: true }),
      ],
      expected: [
        [0, 400_00, 300_00, 100_00, 'ok'],
        undefined,
        [0, 400_00, 100_00, 300_00, 'ok'],
        [300_00, 700_00, 0, 700_00, 'ok'],
      ],
    },
  ])('$name', ({ records, expected }) => {
    expect(figures(budgetMonths(records, 'Food', months, spending))).toEqual(expected);
  });

  it('carries into each month exactly what the month before shows as left, so no two screens disagree', () => {
    // An 80 EUR rollover budget over a year of uneven spending, overruns included.
    const spent = [76_80, 0, 96_50, 103_00, 12_00, 80_00, 250_00, 0, 0, 40_00, 79_99, 80_01];
    const year = monthsBetween(m(2026, 1), m(2026, 12));
    const entries = budgetMonths(
      [budget('2026-01', 'Food', 80_00, { rollover: true, currency: 'EUR' as CurrencyCode })],
      'Food',
      year,
      (month) => ({ cents: c(spent[month.month - 1]!), missing: [] }),
    ).map((entry) => entry!);
    entries.forEach((entry, i) => {
      expect(entry.left).toBe(entry.limit + entry.carried - entry.spent);
      expect(entry.carried).toBe(i === 0 ? 0 : entries[i - 1]!.left);
    });
    expect(entries.at(-1)!.left).toBe(12 * 80_00 - spent.reduce((a, b) => a + b, 0));
  });

  it('asks for spending in the currency of the budget in effect', () => {
    const asked: string[] = [];
    budgetMonths(
      [budget('2026-01', 'Food', 1, { currency: 'EGP' as CurrencyCode }), budget('2026-03', 'Food', 1)],
      'Food',
      months,
      (month, currency) => {
        asked.push(`${month.month}:${currency}`);
        return { cents: c(0), missing: [] };
      },
    );
    expect(asked).toEqual(['1:EGP', '2:EGP', '3:USD', '4:USD']);
  });
});

describe('byUrgency', () => {
  const entry = (category: string, spent: number, available: number) =>
    ({ budget: budget('2026-01', category, available), spent: c(spent), available: c(available) }) as BudgetMonth;
  it('puts over budgets first, then the fullest, ties alphabetical', () => {
    const sorted = [
      entry('Low', 10, 100),
      entry('Over', 150, 100),
      entry('Near', 90, 100),
      entry('Broke', 0, -5),
      entry('Also low', 10, 100),
    ].sort(byUrgency);
    expect(sorted.map((e) => e.budget.category)).toEqual(['Broke', 'Over', 'Near', 'Also low', 'Low']);
  });
});

import { describe, expect, it } from 'vitest';
import type { IsoDate, Month } from './dates';
import { toCents } from './money';
import { RateBook } from './rates';
import { dayTotal } from './dayTotalFixture';
import {
  balancesBefore,
  categorySpending,
  monthlyFlows,
  netWorthByMonth,
  spendingCategories,
  summaryOf,
  trendMonths,
} from './trends';

const row = dayTotal;
const m = (year: number, month: number): Month => ({ year, month });

// EUR per USD moves from 0.5 to 1 on 2026-02-01, so each day must use its own date's table.
const book = new RateBook([
  { date: '2026-01-01' as IsoDate, rates: { EUR: 0.5, EGP: 40 } },
  { date: '2026-02-01' as IsoDate, rates: { EUR: 1, EGP: 50 } },
]);

describe('trendMonths', () => {
  it.each([
    ['the 12 months up to today, across a year end', { kind: 'last12', today: '2026-03-15' }, m(2025, 4), m(2026, 3)],
    ['the 12 months up to a December', { kind: 'last12', today: '2025-12-31' }, m(2025, 1), m(2025, 12)],
    ['a chosen year, January to December', { kind: 'year', year: 2024 }, m(2024, 1), m(2024, 12)],
  ] as const)('gives %s', (_, range, first, last) => {
    const months = trendMonths(range as never);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual(first);
    expect(months[11]).toEqual(last);
  });
});

describe('monthlyFlows', () => {
  it.each([
    {
      name: 'converts each day at its own date, so January and February differ for the same EUR amount',
      rows: [row('2026-01-31', 'withdraw', 'Food', 'EUR', 1000), row('2026-02-01', 'withdraw', 'Food', 'EUR', 1000)],
      expected: [
        { income: 0, expense: 2000, missing: [] },
        { income: 0, expense: 1000, missing: [] },
      ],
    },
    {
      name: 'adds income and expense of several currencies per month',
      rows: [
        row('2026-01-05', 'deposit', 'Salary', 'USD', 10000),
        row('2026-01-06', 'deposit', 'Gift', 'EGP', 4000),
        row('2026-02-10', 'withdraw', 'Rent', 'USD', 2500),
      ],
      expected: [
        { income: 10100, expense: 0, missing: [] },
        { income: 0, expense: 2500, missing: [] },
      ],
    },
    {
      name: 'leaves out a currency without a rate and names it for that month only',
      rows: [row('2026-01-05', 'withdraw', 'Food', 'XYZ', 999), row('2026-02-05', 'withdraw', 'Food', 'USD', 100)],
      expected: [
        { income: 0, expense: 0, missing: ['XYZ'] },
        { income: 0, expense: 100, missing: [] },
      ],
    },
    {
      name: 'gives zero for a month without data and ignores rows outside the months',
      rows: [row('2025-12-31', 'deposit', 'Salary', 'USD', 500)],
      expected: [
        { income: 0, expense: 0, missing: [] },
        { income: 0, expense: 0, missing: [] },
      ],
    },
  ])('$name', ({ rows, expected }) => {
    const flows = monthlyFlows(rows, [m(2026, 1), m(2026, 2)], 'USD', book);
    expect(flows.map(({ income, expense, missing }) => ({ income, expense, missing }))).toEqual(expected);
    expect(flows.map((flow) => flow.month)).toEqual([m(2026, 1), m(2026, 2)]);
  });

  it('gives every month with a rate missing when there is no rate table at all, but keeps the favourite', () => {
    const flows = monthlyFlows(
      [row('2026-01-05', 'withdraw', 'Food', 'EUR', 500), row('2026-01-05', 'withdraw', 'Food', 'USD', 300)],
      [m(2026, 1)],
      'USD',
      new RateBook([]),
    );
    expect(flows).toEqual([{ month: m(2026, 1), income: 0, expense: 300, missing: ['EUR'] }]);
  });
});

describe('categorySpending', () => {
  const rows = [
    row('2026-01-03', 'withdraw', 'Food', 'EUR', 500),
    row('2026-01-04', 'withdraw', 'Rent', 'USD', 9000),
    row('2026-02-03', 'withdraw', 'Food', 'USD', 700),
    row('2026-02-03', 'deposit', 'Food', 'USD', 100_000),
    row('2026-02-04', 'withdraw', '', 'USD', 250),
  ];

  it.each([
    ['Food', [1000, 700]],
    ['Rent', [9000, 0]],
    ['Uncategorized', [0, 250]],
    ['Travel', [0, 0]],
  ])('gives the spending on %s per month, income of the same name left out', (category, expected) => {
    expect(categorySpending(rows, category, [m(2026, 1), m(2026, 2)], 'USD', book).map((entry) => entry.cents)).toEqual(
      expected,
    );
  });

  it('lists the expense categories alone, sorted, an empty one as Uncategorized', () => {
    expect(spendingCategories([...rows, row('2026-02-05', 'deposit', 'Salary', 'USD', 1)])).toEqual([
      'Food',
      'Rent',
      'Uncategorized',
    ]);
  });
});

describe('net worth by month', () => {
  it('takes the balance before a date as today less every later day', () => {
    const later = [
      row('2026-01-10', 'deposit', 'Salary', 'USD', 1000),
      row('2026-02-10', 'withdraw', 'Food', 'EUR', 300),
      row('2025-12-31', 'deposit', 'Salary', 'USD', 99_999),
    ];
    const before = balancesBefore(
      [
        { currency: 'USD', cents: toCents(5000) },
        { currency: 'EUR', cents: toCents(-300) },
      ],
      later,
      '2026-01-01' as IsoDate,
    );
    expect(before).toEqual([
      { currency: 'USD', cents: 4000 },
      { currency: 'EUR', cents: 0 },
    ]);
  });

  it.each([
    {
      name: "converts the cumulative balance per currency at each month end with that date's rates",
      opening: [{ currency: 'EUR', cents: toCents(1000) }],
      rows: [row('2026-01-15', 'deposit', 'Salary', 'USD', 500), row('2026-02-20', 'withdraw', 'Food', 'EUR', 400)],
      // January: 1000 EUR at 0.5 = 2000 USD, + 500 USD. February: 600 EUR at 1 = 600 USD, + 500 USD.
      expected: [
        { cents: 2500, missing: [] },
        { cents: 1100, missing: [] },
      ],
    },
    {
      name: 'lets a negative balance in one currency offset another',
      opening: [],
      rows: [row('2026-01-02', 'withdraw', 'Rent', 'EGP', 8000), row('2026-01-03', 'deposit', 'Pay', 'USD', 1000)],
      // -8000 EGP at 40 per USD = -200 USD in January; at 50 = -160 USD in February.
      expected: [
        { cents: 800, missing: [] },
        { cents: 840, missing: [] },
      ],
    },
    {
      name: 'names a currency without a rate and leaves it out, but skips one whose balance is back to zero',
      opening: [{ currency: 'XYZ', cents: toCents(700) }],
      rows: [row('2026-02-01', 'withdraw', 'Fee', 'XYZ', 700), row('2026-01-02', 'deposit', 'Pay', 'USD', 10)],
      expected: [
        { cents: 10, missing: ['XYZ'] },
        { cents: 10, missing: [] },
      ],
    },
    {
      name: 'ignores rows before the first month, which the opening balance already holds',
      opening: [{ currency: 'USD', cents: toCents(100) }],
      rows: [row('2025-12-20', 'deposit', 'Pay', 'USD', 5000)],
      expected: [
        { cents: 100, missing: [] },
        { cents: 100, missing: [] },
      ],
    },
  ])('$name', ({ opening, rows, expected }) => {
    const points = netWorthByMonth(opening, rows, [m(2026, 1), m(2026, 2)], 'USD', book);
    expect(points.map(({ cents, missing }) => ({ cents, missing }))).toEqual(expected);
  });

  it('agrees with converting every balance at the last month end once all days are applied', () => {
    const rows = [row('2026-01-10', 'deposit', 'Pay', 'EUR', 2000), row('2026-02-11', 'withdraw', 'Food', 'EUR', 500)];
    const opening = balancesBefore([{ currency: 'EUR', cents: toCents(1500) }], rows, '2026-01-01' as IsoDate);
    expect(opening).toEqual([{ currency: 'EUR', cents: 0 }]);
    const [january, february] = netWorthByMonth(opening, rows, [m(2026, 1), m(2026, 2)], 'USD', book);
    expect(january?.cents).toBe(4000);
    expect(february?.cents).toBe(1500);
  });
});

describe('summaryOf', () => {
  it.each([
    [10_000, 2_500, 7_500],
    [1_000, 1_000, 0],
    [300, 1_250, -950],
  ])('saves %i - %i = %i', (income, expense, saved) => {
    expect(summaryOf({ income: toCents(income), expense: toCents(expense) })).toEqual({ income, expense, saved });
  });
});

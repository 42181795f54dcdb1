import { dayTotal } from '../../domain/dayTotalFixture';
import type { DayRow, DaySum, MoneyKitchenDb, RateTableRow } from '../database';

/**
 * Test-only: literal day totals in three currencies and a dated rate table (units per 1 USD), with
 * the figures each report should show worked out by hand in reports.test.ts and dashboard.test.ts.
 */
export const fixtureRates: RateTableRow[] = [
  { date: '2026-01-01', rates: { EUR: 0.5 } },
  { date: '2026-02-01', rates: { EUR: 0.8 } },
  { date: '2026-04-01', rates: { EUR: 0.25 } },
];

const row = (...total: Parameters<typeof dayTotal>): DaySum & { date: string } => ({ ...dayTotal(...total), count: 1 });

export const fixtureDayTotals = [
  // No table on or before this date: the nearest later one (2026-01-01) converts it: 100 / 0.5 = 200.
  row('2025-12-31', 'deposit', 'Bonus', 'EUR', 100),
  row('2026-01-01', 'withdraw', 'Food', 'USD', 1000),
  // 500 EUR cents / 0.5 = 1000 USD cents.
  row('2026-01-15', 'withdraw', 'Food', 'EUR', 500),
  row('2026-01-20', 'withdraw', '', 'USD', 250),
  // No rate for EGP at all: left out and named.
  row('2026-01-12', 'withdraw', 'Gift', 'EGP', 700),
  // 2000 / 0.5 = 4000.
  row('2026-01-31', 'deposit', 'Salary', 'EUR', 2000),
  row('2026-02-01', 'deposit', 'Salary', 'USD', 3000),
  // 800 / 0.8 = 1000.
  row('2026-02-05', 'withdraw', 'Rent', 'EUR', 800),
  // The February table (0.8) is the nearest earlier one: 400 / 0.8 = 500 (April's 0.25 would give 1600).
  row('2026-03-10', 'withdraw', 'Rent', 'EUR', 400),
];

export async function seedReportFixture(db: MoneyKitchenDb): Promise<void> {
  await db.rates.bulkPut(fixtureRates);
  await db.days.bulkPut(byDay(fixtureDayTotals));
}

function byDay(totals: (DaySum & { date: string })[]): DayRow[] {
  const days = new Map<string, DaySum[]>();
  for (const { date, ...sum } of totals) days.set(date, [...(days.get(date) ?? []), sum]);
  return [...days].map(([date, sums]) => ({ date, sums }));
}

import type { IsoDate } from './dates';
import { sumCents, toCents, type Cents } from './money';
import type { RateBook } from './rates';

/** One day's total of one kind, category and currency. */
export interface DayTotal {
  date: IsoDate;
  kind: 'deposit' | 'withdraw';
  category: string;
  currency: string;
  cents: Cents;
}

export interface ReportItem {
  category: string;
  converted_amount: Cents;
  /** Share of its kind's total, 1 decimal. */
  percentage: number;
}

export interface Report {
  total_withdraw: Cents;
  total_deposit: Cents;
  user_withdraw_on_range: ReportItem[];
  user_deposit_on_range: ReportItem[];
  /** Currencies with no rate on some row's date; those rows are left out. Sorted. */
  missing: string[];
  /** Distinct yyyy-mm months among the rows (rate missing or not). */
  months_included: number;
}

export const uncategorized = 'Uncategorized';

/** Percentage of `part` in `total` with 1 decimal; 0 when the total is 0. */
export function percentageOf(part: number, total: number): number {
  if (total === 0) return 0;
  // part * 1000 / total is (part / total * 100) * 10 with a single division, so ties are not float noise.
  return Math.round((part * 1000) / total) / 10;
}

function items(byCategory: ReadonlyMap<string, Cents>, total: Cents): ReportItem[] {
  return [...byCategory]
    .map(([category, amount]) => ({ category, converted_amount: amount, percentage: percentageOf(amount, total) }))
    .sort(
      (a, b) =>
        b.converted_amount - a.converted_amount || (a.category < b.category ? -1 : a.category > b.category ? 1 : 0),
    );
}

/**
 * A report over `rows` in `favorite`: each row converted at its own date's rate, then summed per kind
 * and category (an empty category is 'Uncategorized'). Items are sorted by amount desc, then category.
 */
export function buildReport(rows: readonly DayTotal[], favorite: string, book: RateBook): Report {
  const groups = { deposit: new Map<string, Cents>(), withdraw: new Map<string, Cents>() };
  const missing = new Set<string>();
  const months = new Set<string>();
  for (const row of rows) {
    months.add(row.date.slice(0, 7));
    const converted = book.convert(row.cents, row.currency, favorite, row.date);
    if (converted === undefined) {
      missing.add(row.currency);
      continue;
    }
    const category = row.category.trim() === '' ? uncategorized : row.category;
    const group = groups[row.kind];
    group.set(category, toCents((group.get(category) ?? 0) + converted));
  }
  const totalDeposit = sumCents(groups.deposit.values());
  const totalWithdraw = sumCents(groups.withdraw.values());
  return {
    total_withdraw: totalWithdraw,
    total_deposit: totalDeposit,
    user_withdraw_on_range: items(groups.withdraw, totalWithdraw),
    user_deposit_on_range: items(groups.deposit, totalDeposit),
    missing: [...missing].sort(),
    months_included: months.size,
  };
}

/** The distinct months holding data, newest first. */
export function reportMonths(dates: Iterable<IsoDate>): { month: number; year: number }[] {
  const keys = new Set<string>();
  for (const date of dates) keys.add(date.slice(0, 7));
  return [...keys]
    .sort()
    .reverse()
    .map((key) => ({ month: Number(key.slice(5, 7)), year: Number(key.slice(0, 4)) }));
}

/** The distinct years holding data, newest first. */
export function reportYears(dates: Iterable<IsoDate>): number[] {
  const years = new Set<number>();
  for (const date of dates) years.add(Number(date.slice(0, 4)));
  return [...years].sort((a, b) => b - a);
}

import { addMonths, firstDayOfMonth, lastDayOfMonth, monthKey, monthsBetween, type IsoDate, type Month } from './dates';
import { sumCents, toCents, type Cents } from './money';
import type { Balance } from './netWorth';
import type { RateBook } from './rates';
import { buildReport, uncategorized, type DayTotal } from './reports';

/**
 * Trends over time (issue 18, section 3): figures per month in the favourite currency, computed from
 * the derived day totals and the rate tables alone, so a screen never scans the transactions.
 */

/** What a trend covers: the twelve months up to this one, or one calendar year. */
export type TrendRange = { kind: 'last12'; today: IsoDate } | { kind: 'year'; year: number };

/** The months of `range`, oldest first. */
export function trendMonths(range: TrendRange): Month[] {
  if (range.kind === 'year') return monthsBetween({ year: range.year, month: 1 }, { year: range.year, month: 12 });
  const current = { year: Number(range.today.slice(0, 4)), month: Number(range.today.slice(5, 7)) };
  return monthsBetween(addMonths(current, -11), current);
}

export interface MonthFlow {
  month: Month;
  income: Cents;
  expense: Cents;
  /** Currencies with no rate on some day of this month: those amounts are left out. Sorted. */
  missing: string[];
}

function rowsByMonth(rows: readonly DayTotal[]): Map<string, DayTotal[]> {
  const groups = new Map<string, DayTotal[]>();
  for (const row of rows) {
    const key = row.date.slice(0, 7);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Each of `months` with its report (buildReport), every day converted at its own date's rate. */
function monthReports(rows: readonly DayTotal[], months: readonly Month[], favorite: string, book: RateBook) {
  const groups = rowsByMonth(rows);
  return months.map((month) => ({ month, report: buildReport(groups.get(monthKey(month)) ?? [], favorite, book) }));
}

/**
 * Income and expense of each of `months` in `favorite`, every day converted at its own date's rate,
 * exactly as the month's report (buildReport) gives them. Rows outside `months` are ignored.
 */
export function monthlyFlows(
  rows: readonly DayTotal[],
  months: readonly Month[],
  favorite: string,
  book: RateBook,
): MonthFlow[] {
  return monthReports(rows, months, favorite, book).map(({ month, report }) => ({
    month,
    income: report.total_deposit,
    expense: report.total_withdraw,
    missing: report.missing,
  }));
}

export interface MonthAmount {
  month: Month;
  cents: Cents;
  /** Currencies with no rate for this month's figure: those amounts are left out. Sorted. */
  missing: string[];
}

/** The spending on `category` ('Uncategorized' for none) in each of `months`, converted per day. */
export function categorySpending(
  rows: readonly DayTotal[],
  category: string,
  months: readonly Month[],
  favorite: string,
  book: RateBook,
): MonthAmount[] {
  return monthReports(rows, months, favorite, book).map(({ month, report }) => {
    const item = report.user_withdraw_on_range.find((entry) => entry.category === category);
    return { month, cents: item?.converted_amount ?? (0 as Cents), missing: report.missing };
  });
}

/** The expense categories among `rows`, sorted, an empty one named 'Uncategorized' as in the reports. */
export function spendingCategories(rows: readonly DayTotal[]): string[] {
  const names = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'withdraw') names.add(row.category.trim() === '' ? uncategorized : row.category);
  }
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** The signed effect of one day total on its currency's balance. */
const signed = (row: DayTotal): number => (row.kind === 'deposit' ? row.cents : -row.cents);

/**
 * The balance per currency before `from`: today's balances less every day total dated `from` or
 * later, so only the days of the trend (and after) need reading, never the whole history.
 */
export function balancesBefore(current: readonly Balance[], rows: readonly DayTotal[], from: IsoDate): Balance[] {
  const held = new Map<string, number>();
  for (const { currency, cents } of current) held.set(currency, (held.get(currency) ?? 0) + cents);
  for (const row of rows) {
    if (row.date >= from) held.set(row.currency, (held.get(row.currency) ?? 0) - signed(row));
  }
  return [...held].map(([currency, cents]) => ({ currency, cents: toCents(cents) }));
}

/**
 * Net worth at the end of each of `months` (oldest first) in `favorite`: the balance per currency
 * (`opening`, held before the first month, plus every day total up to that month's last day) converted
 * with the rates of that last day; rows dated before the first month are already in `opening`. A currency without a rate there is left out and named in `missing`.
 */
export function netWorthByMonth(
  opening: readonly Balance[],
  rows: readonly DayTotal[],
  months: readonly Month[],
  favorite: string,
  book: RateBook,
): MonthAmount[] {
  const held = new Map<string, number>();
  for (const { currency, cents } of opening) held.set(currency, (held.get(currency) ?? 0) + cents);
  const first = months[0] === undefined ? undefined : firstDayOfMonth(months[0]);
  // Rows before the first month are already in `opening`.
  const sorted = rows
    .filter((row) => first !== undefined && row.date >= first)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let next = 0;
  return months.map((month) => {
    const end = lastDayOfMonth(month);
    for (; next < sorted.length && sorted[next]!.date <= end; next++) {
      const row = sorted[next]!;
      held.set(row.currency, (held.get(row.currency) ?? 0) + signed(row));
    }
    const converted: Cents[] = [];
    const missing: string[] = [];
    for (const [currency, cents] of held) {
      if (cents === 0) continue;
      const value = book.convert(toCents(cents), currency, favorite, end);
      if (value === undefined) missing.push(currency);
      else converted.push(value);
    }
    return { month, cents: sumCents(converted), missing: missing.sort() };
  });
}

export interface MonthSummary {
  income: Cents;
  expense: Cents;
  /** income - expense: negative when the month spent more than it earned. */
  saved: Cents;
}

/** A month's income, expense and what was saved of it. */
export function summaryOf(flow: Pick<MonthFlow, 'income' | 'expense'>): MonthSummary {
  return { income: flow.income, expense: flow.expense, saved: toCents(flow.income - flow.expense) };
}

import {
  compareMonths,
  monthKey,
  monthsBetween,
  parseMonthKey,
  type IsoDate,
  type Month,
  type MonthKey,
} from './dates';
import { sumCents, toCents, type Cents } from './money';
import type { RateBook } from './rates';

export type TargetStatus = 'Above Target' | 'Below Target' | 'On Target';

/** The label always agrees with the sign (the reference had the two swapped). */
export function targetStatus(score: number): TargetStatus {
  if (score > 0) return 'Above Target';
  if (score < 0) return 'Below Target';
  return 'On Target';
}

/** One day's total of one kind in one currency, e.g. from the day totals of a month. */
export interface MonthFlow {
  date: IsoDate;
  kind: 'deposit' | 'withdraw';
  currency: string;
  cents: Cents;
}

/**
 * Deposits minus withdrawals in `favorite`, each row converted at its own date's rate. Rows with no
 * rate are left out and their currencies listed in `missing` (deduplicated, sorted).
 */
export function monthNet(
  flows: readonly MonthFlow[],
  favorite: string,
  book: RateBook,
): { net: Cents; missing: string[] } {
  const amounts: Cents[] = [];
  const missing = new Set<string>();
  for (const flow of flows) {
    const converted = book.convert(flow.cents, flow.currency, favorite, flow.date);
    if (converted === undefined) missing.add(flow.currency);
    else amounts.push(flow.kind === 'deposit' ? converted : toCents(-converted));
  }
  return { net: sumCents(amounts), missing: [...missing].sort() };
}

export interface TargetEntry {
  month: MonthKey;
  target: Cents;
}

/** The month's own target, else the latest earlier one carried forward, else undefined. */
export function targetForMonth(targets: readonly TargetEntry[], month: MonthKey): Cents | undefined {
  let best: TargetEntry | undefined;
  // 'yyyy-mm' keys sort as strings in calendar order.
  for (const entry of targets) {
    if (entry.month <= month && (best === undefined || entry.month > best.month)) best = entry;
  }
  return best?.target;
}

export interface ScoreRow {
  month: MonthKey;
  year: number;
  monthNumber: number;
  target: Cents;
  score: Cents;
  status: TargetStatus;
}

/**
 * One row per month from the first month a target was set until `now` inclusive, newest first;
 * score = that month's net (from its own transactions) - its target. Empty when no target was set.
 */
export function targetHistory(
  targets: readonly TargetEntry[],
  netByMonth: (month: MonthKey) => Cents,
  now: Month,
): ScoreRow[] {
  let first: Month | undefined;
  for (const entry of targets) {
    const month = parseMonthKey(entry.month);
    if (month !== undefined && (first === undefined || compareMonths(month, first) < 0)) first = month;
  }
  if (first === undefined) return [];
  const rows: ScoreRow[] = [];
  for (const month of monthsBetween(first, now).reverse()) {
    const key = monthKey(month);
    const target = targetForMonth(targets, key);
    if (target === undefined) continue; // unreachable: every month here is on or after the first target
    const score = toCents(netByMonth(key) - target);
    rows.push({ month: key, year: month.year, monthNumber: month.month, target, score, status: targetStatus(score) });
  }
  return rows;
}

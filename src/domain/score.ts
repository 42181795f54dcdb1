import { addMonths, compareMonths, monthKey, parseMonthKey, type IsoDate, type Month, type MonthKey } from './dates';
import { sumCents, toCents, type Cents } from './money';
import type { RateBook } from './rates';
import { firstRecordMonth } from './records';

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

/**
 * Each month's net (as `monthNet`) from the flows of many months, in one pass over them, and the
 * currencies that had no rate in any of those months (deduplicated, sorted).
 */
export function monthNets(
  flows: readonly MonthFlow[],
  favorite: string,
  book: RateBook,
): { nets: Map<MonthKey, Cents>; missing: string[] } {
  const byMonth = new Map<MonthKey, MonthFlow[]>();
  for (const flow of flows) {
    const key = flow.date.slice(0, 7) as MonthKey;
    const list = byMonth.get(key);
    if (list) list.push(flow);
    else byMonth.set(key, [flow]);
  }
  const nets = new Map<MonthKey, Cents>();
  const missing = new Set<string>();
  for (const [month, list] of byMonth) {
    const result = monthNet(list, favorite, book);
    nets.set(month, result.net);
    for (const code of result.missing) missing.add(code);
  }
  return { nets, missing: [...missing].sort() };
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
 * The first month of the score history: the first target's month, but never before
 * `firstRecordMonth` (records.ts). Targets from before the range (stored before it was enforced) then
 * carry into its first month, instead of making the history walk from year 0. Undefined without targets.
 */
export function scoreHistoryStart(targets: readonly TargetEntry[]): Month | undefined {
  let first: MonthKey | undefined;
  for (const entry of targets) {
    if (parseMonthKey(entry.month) !== undefined && (first === undefined || entry.month < first)) first = entry.month;
  }
  if (first === undefined) return undefined;
  return parseMonthKey(first < firstRecordMonth ? firstRecordMonth : first);
}

/**
 * One row per month from `scoreHistoryStart` until `now` inclusive, newest first; score = that
 * month's net (from its own transactions) - its target, the month's own or the latest earlier one
 * carried forward. Empty when no target was set. One pass over the targets in month order beside the
 * months (issue 49, item 1: a scan of every target per month was quadratic).
 */
export function targetHistory(
  targets: readonly TargetEntry[],
  netByMonth: (month: MonthKey) => Cents,
  now: Month,
): ScoreRow[] {
  const first = scoreHistoryStart(targets);
  if (first === undefined) return [];
  // 'yyyy-mm' keys sort as strings in calendar order.
  const sorted = targets
    .filter((entry) => parseMonthKey(entry.month) !== undefined)
    .sort((a, b) => (a.month < b.month ? -1 : a.month > b.month ? 1 : 0));
  const rows: ScoreRow[] = [];
  let next = 0;
  let target: Cents | undefined;
  for (let month = first; compareMonths(month, now) <= 0; month = addMonths(month, 1)) {
    const key = monthKey(month);
    while (next < sorted.length && sorted[next]!.month <= key) target = sorted[next++]!.target;
    if (target === undefined) continue; // unreachable: every month here is on or after the first target
    const score = toCents(netByMonth(key) - target);
    rows.push({ month: key, year: month.year, monthNumber: month.month, target, score, status: targetStatus(score) });
  }
  return rows.reverse();
}

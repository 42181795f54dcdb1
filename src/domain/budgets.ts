import {
  addMonths,
  compareMonths,
  daysInMonth,
  monthKey,
  monthOf,
  parseMonthKey,
  type IsoDate,
  type Month,
} from './dates';
import { toCents, type Cents } from './money';
import type { RateBook } from './rates';
import type { BudgetRecord } from './records';
import { uncategorized, type DayTotal } from './reports';

/**
 * Budgets per category (issue 18, section 1), computed from budget records and the derived day
 * totals alone, so no screen scans the transactions.
 *
 * - A budget is in effect from its month until a later budget of the same category replaces it;
 *   a stopped one ends the category's budget from its month on.
 * - Spending is the category's expenses of the month, each day's amounts converted into the budget's
 *   currency at that day's rate, as the reports convert.
 * - Rollover: one rule everywhere a budget is shown (issue 46, item 9): left = limit + carried -
 *   spent, and what is carried into a month is what the month before left. So an unspent rest keeps
 *   adding up, and an overrun weighs on the months after until it is made good. The carry runs while
 *   each month's budget has rollover on and follows the month before with the same currency; a month
 *   without rollover, a gap in budgeting or a change of currency starts again from the limit
 *   (amounts are never converted across months).
 */

/** The later record wins among two of the same category and month (two offline devices). */
function isLater(a: BudgetRecord, b: BudgetRecord): boolean {
  if (a.month !== b.month) return a.month > b.month;
  if (a.created_at !== b.created_at) return a.created_at > b.created_at;
  return a.id > b.id;
}

/** The category's record that applies to `month` (a stopped one included), if any. */
export function budgetRecordFor(
  records: readonly BudgetRecord[],
  category: string,
  month: Month,
): BudgetRecord | undefined {
  const key = monthKey(month);
  let found: BudgetRecord | undefined;
  for (const record of records) {
    if (record.category !== category || record.month > key) continue;
    if (!found || isLater(record, found)) found = record;
  }
  return found;
}

/** The budget in effect for the category in `month`: none before its first month or once stopped. */
export function budgetInEffect(
  records: readonly BudgetRecord[],
  category: string,
  month: Month,
): BudgetRecord | undefined {
  const record = budgetRecordFor(records, category, month);
  return record && !record.stopped ? record : undefined;
}

/** The categories with a budget in effect in `month`, alphabetical. */
export function budgetedCategories(records: readonly BudgetRecord[], month: Month): string[] {
  const names = new Set(records.map((record) => record.category));
  return [...names]
    .filter((category) => budgetInEffect(records, category, month) !== undefined)
    .sort((a, b) => a.localeCompare(b));
}

/** Every category that ever had a budget, alphabetical (the history lists stopped ones too). */
export function everBudgetedCategories(records: readonly BudgetRecord[]): string[] {
  return [...new Set(records.filter((record) => !record.stopped).map((record) => record.category))].sort((a, b) =>
    a.localeCompare(b),
  );
}

const carriesFrom = (before: BudgetRecord | undefined, now: BudgetRecord): boolean =>
  now.rollover && before !== undefined && before.rollover && before.currency === now.currency;

export interface Spending {
  cents: Cents;
  /** Currencies with no rate on some day: those amounts are left out. Sorted. */
  missing: string[];
}

/** Expense day totals grouped by `yyyy-mm` and then category ('Uncategorized' for none, as in the reports). */
export type SpendingRows = Map<string, Map<string, DayTotal[]>>;

export function groupSpending(rows: readonly DayTotal[]): SpendingRows {
  const groups: SpendingRows = new Map();
  for (const row of rows) {
    if (row.kind !== 'withdraw') continue;
    const month = row.date.slice(0, 7);
    const category = row.category.trim() === '' ? uncategorized : row.category;
    let byCategory = groups.get(month);
    if (!byCategory) groups.set(month, (byCategory = new Map()));
    const list = byCategory.get(category);
    if (list) list.push(row);
    else byCategory.set(category, [row]);
  }
  return groups;
}

/** What was spent on `category` in `month`, in `currency`, each day converted at its own date's rate. */
export function spentIn(
  groups: SpendingRows,
  category: string,
  month: Month,
  currency: string,
  book: RateBook,
): Spending {
  let cents = 0;
  const missing = new Set<string>();
  for (const row of groups.get(monthKey(month))?.get(category) ?? []) {
    const converted = book.convert(row.cents, row.currency, currency, row.date);
    if (converted === undefined) missing.add(row.currency);
    else cents += converted;
  }
  return { cents: toCents(cents), missing: [...missing].sort() };
}

/** Past 80% of what the month may spend: 'near'; past 100%: 'over'. */
export type WarningLevel = 'ok' | 'near' | 'over';

export function warningLevel(spent: Cents, available: Cents): WarningLevel {
  if (spent > available) return 'over';
  if (spent * 100 > available * 80) return 'near';
  return 'ok';
}

/** Spent as a whole percentage of what the month may spend (100 when nothing may be spent and something was). */
export function percentSpent(spent: Cents, available: Cents): number {
  if (available <= 0) return spent > 0 || available < 0 ? 100 : 0;
  return Math.floor((spent * 100) / available);
}

export interface BudgetMonth {
  month: Month;
  budget: BudgetRecord;
  limit: Cents;
  /** What the month before left (negative: overspent), 0 without rollover. */
  carried: Cents;
  /** limit + carried. */
  available: Cents;
  spent: Cents;
  /** available - spent: negative when over. */
  left: Cents;
  missing: string[];
  level: WarningLevel;
}

/**
 * The category's budget in each of `months` (consecutive, oldest first; undefined for a month
 * without a budget). A carry builds up from the first month of a rollover run, so callers start at
 * `carryStartsBy` (or earlier); the spending comes from `spending(month, currency)`.
 */
export function budgetMonths(
  records: readonly BudgetRecord[],
  category: string,
  months: readonly Month[],
  spending: (month: Month, currency: string) => Spending,
): (BudgetMonth | undefined)[] {
  let previous: BudgetMonth | undefined;
  return months.map((month) => {
    const budget = budgetInEffect(records, category, month);
    if (!budget) return (previous = undefined);
    const follows = previous !== undefined && compareMonths(addMonths(previous.month, 1), month) === 0;
    const carried = follows && carriesFrom(previous!.budget, budget) ? previous!.left : toCents(0);
    const limit = budget.limit_cents;
    const available = toCents(limit + carried);
    const { cents: spent, missing } = spending(month, budget.currency);
    const left = toCents(available - spent);
    return (previous = {
      month,
      budget,
      limit,
      carried,
      available,
      spent,
      left,
      missing,
      level: warningLevel(spent, available),
    });
  });
}

/**
 * The first month whose spending can reach a month shown from `shownFrom` on: the first month of any
 * rollover budget, since a carry builds up from there; without rollover only the months shown count.
 */
export function carryStartsBy(records: readonly BudgetRecord[], shownFrom: Month): Month {
  let first = shownFrom;
  for (const record of records) {
    if (!record.rollover) continue;
    const month = parseMonthKey(record.month);
    if (month && compareMonths(month, first) < 0) first = month;
  }
  return first;
}

/**
 * What may still be spent per day for the rest of `today`'s month, today included, in the budget's
 * currency: nothing once the month's money is gone. Rounded down, so following it never overspends.
 */
export function leftPerDay(left: Cents, today: IsoDate): Cents {
  if (left <= 0) return toCents(0);
  const { year, month } = monthOf(today);
  const daysLeft = daysInMonth(year, month) - Number(today.slice(8, 10)) + 1;
  return toCents(Math.floor(left / daysLeft));
}

/** The share spent that puts a budget nearer its limit first: over ones, then the fullest. */
export function byUrgency(a: BudgetMonth, b: BudgetMonth): number {
  const ratio = (entry: BudgetMonth) =>
    entry.available <= 0 ? (entry.spent > 0 || entry.available < 0 ? Infinity : 0) : entry.spent / entry.available;
  const difference = ratio(b) - ratio(a);
  return (Number.isNaN(difference) ? 0 : difference) || a.budget.category.localeCompare(b.budget.category);
}

import {
  budgetMonths,
  byUrgency,
  carryStartsBy,
  everBudgetedCategories,
  groupSpending,
  spentIn,
  type BudgetMonth,
  type Spending,
} from '../../domain/budgets';
import { toCents } from '../../domain/money';
import {
  addMonths,
  compareMonths,
  firstDayOfMonth,
  lastDayOfMonth,
  monthOf,
  monthsBetween,
  parseMonthKey,
  type IsoDate,
  type Month,
} from '../../domain/dates';
import type { BudgetRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { dayTotalsBetween, rateBookFor } from './reports';
import { favoriteCurrency } from './settings';
import { spendingKey, spendingMemo } from './spendingMemo';

export interface CategoryBudgetHistory {
  category: string;
  /** Newest first, one per month shown; undefined where the category had no budget. */
  months: (BudgetMonth | undefined)[];
}

export interface BudgetOverview {
  today: IsoDate;
  /** The month shown: today's unless the person paged to another. */
  month: Month;
  favorite: string;
  records: BudgetRecord[];
  /** This month's budgets, the nearest to or furthest over their limit first. */
  current: BudgetMonth[];
  /** The months the history shows, newest first. */
  months: Month[];
  history: CategoryBudgetHistory[];
}

/**
 * Every budget's figures for `month` (today's by default) and the months before it (`historyMonths`
 * in all), in one read transaction: the budget records, the day totals from where a rollover carry
 * starts building (carryStartsBy) and the rate tables of those days; never the transactions. Without
 * rollover and with `historyMonths` 1 that is two months of day rows, whatever the age of the budgets;
 * what a month spent is remembered until the day rows or rates change (spendingMemo.ts), so a visit
 * after the first reads only what changed since.
 */
export function budgetOverview(
  db: MoneyKitchenDb,
  today: IsoDate,
  historyMonths = 12,
  month: Month = monthOf(today),
): Promise<BudgetOverview> {
  return db.transaction('r', [db.budgets, db.days, db.rates, db.settings], async () => {
    const [records, favorite] = await Promise.all([db.budgets.toArray(), favoriteCurrency(db)]);
    const months = monthsBetween(addMonths(month, 1 - historyMonths), month);
    const categories = everBudgetedCategories(records);
    const firstRecord = records.map((record) => record.month).sort()[0];
    const empty = { today, month, favorite, records, current: [], months: [...months].reverse(), history: [] };
    if (categories.length === 0 || firstRecord === undefined) return empty;
    // Nothing before the first budget can matter, and each category needs only its own carry.
    const shownFrom =
      compareMonths(months[0]!, parseMonthKey(firstRecord)!) < 0 ? parseMonthKey(firstRecord)! : months[0]!;
    if (compareMonths(shownFrom, month) > 0) return empty;
    const readFrom = carryStartsBy(records, addMonths(shownFrom, -1));
    const spending = await spendingOf(db, records, categories, monthsBetween(readFrom, month));
    const history = categories.map((category) => {
      const computed = budgetMonths(records, category, monthsBetween(readFrom, month), (m, currency) =>
        spending(category, m, currency),
      );
      // Newest first, without the month read only for its carry; months before any budget have none.
      const shown = computed.reverse().slice(0, months.length);
      while (shown.length < months.length) shown.push(undefined);
      return { category, months: shown };
    });
    const current = history
      .map((entry) => entry.months[0])
      .filter((entry): entry is BudgetMonth => entry !== undefined)
      .sort(byUrgency);
    return {
      ...empty,
      current,
      history: history.filter((entry) => entry.months.some((m) => m !== undefined)),
    };
  });
}

type SpendingOf = (category: string, month: Month, currency: string) => Spending;

/**
 * What each category spent in each of `months` in the currency its budget asks, from the spending
 * memo where it holds the figure and otherwise from the day rows and rate tables of the months it
 * lacks (read once, from the first to the last of them), which the memo then keeps.
 */
async function spendingOf(
  db: MoneyKitchenDb,
  records: readonly BudgetRecord[],
  categories: readonly string[],
  months: readonly Month[],
): Promise<SpendingOf> {
  const memo = spendingMemo(db);
  const generation = memo.generation;
  // The months and currencies asked do not depend on what was spent, so a first pass finds them;
  // what the memo holds is taken now, in case a write makes it forget during the read.
  const known = new Map<string, Spending>();
  const unread: Month[] = [];
  for (const category of categories) {
    budgetMonths(records, category, months, (m, currency) => {
      const figure = memo.get(category, m, currency);
      if (figure) known.set(spendingKey(category, m, currency), figure);
      else unread.push(m);
      return figure ?? nothingSpent;
    });
  }
  if (unread.length === 0)
    return (category, m, currency) => known.get(spendingKey(category, m, currency)) ?? nothingSpent;
  unread.sort(compareMonths);
  const from = firstDayOfMonth(unread[0]!);
  const to = lastDayOfMonth(unread[unread.length - 1]!);
  const [rows, book] = await Promise.all([dayTotalsBetween(db, from, to), rateBookFor(db, from, to)]);
  const groups = groupSpending(rows);
  return (category, m, currency) => {
    const figure = known.get(spendingKey(category, m, currency));
    if (figure) return figure;
    const spent = spentIn(groups, category, m, currency, book);
    memo.set(category, m, currency, spent, generation);
    return spent;
  };
}

const nothingSpent: Spending = { cents: toCents(0), missing: [] };

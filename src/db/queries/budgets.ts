import {
  budgetMonths,
  byUrgency,
  carryStartsBy,
  everBudgetedCategories,
  groupSpending,
  spentIn,
  type BudgetMonth,
} from '../../domain/budgets';
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
 * rollover and with `historyMonths` 1 that is two months of day rows, whatever the age of the budgets.
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
    const from = firstDayOfMonth(readFrom);
    const to = lastDayOfMonth(month);
    const [rows, book] = await Promise.all([dayTotalsBetween(db, from, to), rateBookFor(db, from, to)]);
    const groups = groupSpending(rows);
    const history = categories.map((category) => {
      const computed = budgetMonths(records, category, monthsBetween(readFrom, month), (m, currency) =>
        spentIn(groups, category, m, currency, book),
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

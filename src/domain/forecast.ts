import { dayNumberOf } from './calendarDays';
import {
  addMonths,
  compareMonths,
  daysInMonth,
  dayInMonthClamped,
  lastDayOfMonth,
  monthKey,
  monthOf,
  monthsBetween,
  type IsoDate,
  type Month,
} from './dates';
import type { AgendaEntry } from './agenda';
import { accountEffect, accountIdOf } from './ledgerAccounts';
import { toCents, type Cents } from './money';

/**
 * The forecast (issue 47 item 3): from today's balances, each account's projected balance over the
 * next 3, 6 or 12 months, computed on the device from the schedules' occurrences (and, if asked,
 * the budgets' remainders), never from the transactions.
 */

export const forecastHorizons = [3, 6, 12] as const;
export type ForecastHorizon = (typeof forecastHorizons)[number];

/** The last day a forecast of `months` from `today` reaches: the same day `months` later, clamped to that month. */
export function horizonEnd(today: IsoDate, months: number): IsoDate {
  return dayInMonthClamped(addMonths(monthOf(today), months), Number(today.slice(8, 10)));
}

/** The days after `today` up to `end`, which is what the agenda's expansion takes. */
export function daysUntil(today: IsoDate, end: IsoDate): number {
  return dayNumberOf(end) - dayNumberOf(today);
}

export interface ForecastAccount {
  id: string;
  name: string;
  currency: string;
  /** Today's balance from the derived rows, signed: what a card or loan owes is negative. */
  balance: Cents;
  /** A card or a loan: negative while owed, so it gets no "below zero" warning. */
  liability: boolean;
}

/** One expected movement of money: signed, in `currency`; in an account, or (a budget) in the total only. */
export interface ForecastChange {
  date: IsoDate;
  cents: Cents;
  currency: string;
  /** Undefined: counts in the total only (a budget names no account). */
  accountId?: string;
}

export interface ForecastPoint {
  date: IsoDate;
  /** The balance at the end of `date`. */
  balance: Cents;
}

export interface ForecastLine {
  /** Today's balance, then one point per day on which it changes, by date. */
  points: ForecastPoint[];
  /** The earliest lowest point. */
  lowest: ForecastPoint;
  /** The first point below the floor (today's when it already is); undefined while it never goes below. */
  below?: ForecastPoint;
}

export interface AccountForecast extends ForecastLine {
  account: ForecastAccount;
}

export interface Forecast {
  today: IsoDate;
  end: IsoDate;
  /** The floor asked (0: "below zero"). */
  floor: Cents;
  accounts: AccountForecast[];
  /** Every account converted to `currency`, budgets included when they were passed. */
  total: ForecastLine;
  currency: string;
  /** Account currencies with no rate: left out of the total. */
  missing: string[];
}

/**
 * The occurrences still to come (the agenda's expansion, src/domain/agenda.ts, less those made or
 * skipped) as changes of their accounts, each as its transaction will change the balance (accountEffect).
 */
export function scheduledChanges(entries: readonly Pick<AgendaEntry, 'item' | 'date'>[]): ForecastChange[] {
  return entries.map(({ item, date }) => ({
    date,
    cents: accountEffect({
      amount_cents: item.amount_cents,
      currency: item.currency,
      trans_status: item.scheduled_trans_status,
    }),
    currency: item.currency,
    accountId: accountIdOf(item),
  }));
}

/** Converts to the favorite currency; undefined when the rate is missing (netWorth.ts's rule). */
export type Convert = (cents: Cents, currency: string) => Cents | undefined;

/** Today's balance, then the running balance at the end of each day something changes. */
export function lineOf(
  start: Cents,
  changes: readonly { date: IsoDate; cents: Cents }[],
  today: IsoDate,
  floor: Cents,
) {
  const sorted = [...changes].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const points: ForecastPoint[] = [{ date: today, balance: start }];
  let balance = start as number;
  for (const change of sorted) {
    balance += change.cents;
    const last = points[points.length - 1]!;
    // A change before today (an overdue occurrence not yet applied) counts from today.
    const date = change.date > today ? change.date : today;
    if (last.date === date) last.balance = toCents(balance);
    else points.push({ date, balance: toCents(balance) });
  }
  let lowest = points[0]!;
  for (const point of points) if (point.balance < lowest.balance) lowest = point;
  const below = points.find((point) => point.balance < floor);
  return { points, lowest, ...(below ? { below } : {}) };
}

/**
 * The forecast of `accounts` (open ones, closed ones left to the caller) from `today` to `end`:
 * each account's line from its own changes, in its currency, and the total in `currency` with
 * every account's balance and change converted at the latest rate, budgets' changes added. Money
 * an account moves to another (a transfer) is a change in each, so the total does not move. A
 * liability's balance is negative while owed and counts so in the total (net worth's sign rule);
 * `below` is only set for the lines where going under the floor means running short: assets and
 * the total.
 */
export function forecast(input: {
  accounts: readonly ForecastAccount[];
  changes: readonly ForecastChange[];
  today: IsoDate;
  end: IsoDate;
  floor: Cents;
  currency: string;
  convert: Convert;
}): Forecast {
  const { accounts, changes, today, end, floor, currency, convert } = input;
  const inHorizon = changes.filter((change) => change.date <= end);
  const byAccount = new Map<string, ForecastChange[]>();
  for (const change of inHorizon) {
    if (change.accountId === undefined) continue;
    const list = byAccount.get(change.accountId) ?? [];
    list.push(change);
    byAccount.set(change.accountId, list);
  }
  const missing = new Set<string>();
  let start = 0;
  const totalChanges: { date: IsoDate; cents: Cents }[] = [];
  const result = accounts.map((account): AccountForecast => {
    const own = byAccount.get(account.id) ?? [];
    const line = lineOf(account.balance, own, today, floor);
    const converted = convert(account.balance, account.currency);
    if (converted === undefined) missing.add(account.currency);
    else {
      start += converted;
      for (const change of own)
        totalChanges.push({ date: change.date, cents: convert(change.cents, account.currency)! });
    }
    if (account.liability) delete line.below;
    return { account, ...line };
  });
  // Changes of accounts not forecast (closed ones) are dropped with them; budgets' join the total.
  for (const change of inHorizon) {
    if (change.accountId !== undefined) continue;
    const converted = convert(change.cents, change.currency);
    if (converted === undefined) missing.add(change.currency);
    else totalChanges.push({ date: change.date, cents: converted });
  }
  return {
    today,
    end,
    floor,
    accounts: result,
    total: lineOf(toCents(start), totalChanges, today, floor),
    currency,
    missing: [...missing].sort(),
  };
}

export interface BudgetRemainder {
  category: string;
  currency: string;
  /** What is left this month (already net of this month's spending); negative when over. */
  left: Cents;
}

export interface BudgetInMonth {
  category: string;
  currency: string;
  /** The month's limit. */
  limit: Cents;
}

/**
 * The budgets' expected spending as changes in the total (a budget names no account). The rule:
 * each month's budget still to spend is taken on the month's last day, this month's being what is
 * left of it today and a later month's its whole limit, less the scheduled expenses of the same
 * category and currency due that month (they are already in the forecast), never below zero. The
 * month the horizon ends in counts the share of its days the horizon reaches, taken on its last day.
 */
export function budgetChanges(input: {
  today: IsoDate;
  end: IsoDate;
  current: readonly BudgetRemainder[];
  /** The budgets in effect in a later month (not stopped). */
  later: (month: Month) => readonly BudgetInMonth[];
  /** The scheduled expenses counted in the forecast, to take off the budgets they belong to. */
  scheduled: readonly { date: IsoDate; category: string; currency: string; cents: Cents }[];
}): ForecastChange[] {
  const { today, end, current, later, scheduled } = input;
  const first = monthOf(today);
  const last = monthOf(end);
  const scheduledIn = new Map<string, number>();
  for (const expense of scheduled) {
    const key = `${monthKey(monthOf(expense.date))}\u0000${expense.category}\u0000${expense.currency}`;
    scheduledIn.set(key, (scheduledIn.get(key) ?? 0) + expense.cents);
  }
  const changes: ForecastChange[] = [];
  for (const month of monthsBetween(first, last)) {
    const budgets =
      compareMonths(month, first) === 0
        ? current.map((entry) => ({ category: entry.category, currency: entry.currency, cents: entry.left as number }))
        : later(month).map((entry) => ({
            category: entry.category,
            currency: entry.currency,
            cents: entry.limit as number,
          }));
    const monthEnd = lastDayOfMonth(month);
    const share =
      compareMonths(month, last) === 0 && monthEnd > end
        ? Number(end.slice(8, 10)) / daysInMonth(month.year, month.month)
        : 1;
    for (const budget of budgets) {
      const planned = scheduledIn.get(`${monthKey(month)}\u0000${budget.category}\u0000${budget.currency}`) ?? 0;
      const expected = Math.round(Math.max(0, budget.cents - planned) * share);
      if (expected <= 0) continue;
      changes.push({ date: monthEnd > end ? end : monthEnd, cents: toCents(-expected), currency: budget.currency });
    }
  }
  return changes;
}

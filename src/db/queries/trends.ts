import Dexie from 'dexie';
import { addMonths, firstDayOfMonth, lastDayOfMonth, monthOf, type IsoDate, type Month } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import {
  balancesBefore,
  categorySpending,
  monthlyFlows,
  netWorthByMonth,
  spendingCategories,
  summaryOf,
  trendMonths,
  type MonthAmount,
  type MonthFlow,
  type MonthSummary,
  type TrendRange,
} from '../../domain/trends';
import type { DayTotal } from '../../domain/reports';
import type { RateBook } from '../../domain/rates';
import type { MoneyKitchenDb } from '../database';
import { readHistoryState } from '../historyState';
import { dayTotalsBetween, rateBookAt, rateBookFor } from './reports';
import { favoriteCurrency } from './settings';

export interface Trends {
  currency: string;
  months: Month[];
  /** False when no transaction exists at all, so the screen can say so rather than draw zeros. */
  hasData: boolean;
  flows: MonthFlow[];
  netWorth: MonthAmount[];
  /** The expense categories of these months, sorted; the chosen one is always among them. */
  categories: string[];
  /** The chosen category (the first one when none is chosen) with its spending per month. */
  category: { name: string; spending: MonthAmount[] } | undefined;
}

/** Far enough ahead to include any future-dated transaction when reading "from here on". */
const endOfTime = '9999-12-31';

/**
 * What every trend of `months` is computed from, read inside the caller's transaction: the day rows
 * from the first month on (later ones give the opening balance by subtraction from today's balances),
 * the rate tables of those months and the favourite currency; never the transactions.
 */
async function readTrendInputs(
  db: MoneyKitchenDb,
  months: readonly Month[],
  readBook: (from: IsoDate, to: IsoDate) => Promise<RateBook> = (from, to) => rateBookFor(db, from, to),
) {
  const from = firstDayOfMonth(months[0]!);
  const to = lastDayOfMonth(months[months.length - 1]!);
  const [currency, current, rows, transfers, accounts, book] = await Promise.all([
    favoriteCurrency(db),
    db.balances.toArray(),
    dayTotalsBetween(db, from, endOfTime as IsoDate),
    db.transfers.where('[date+id]').between([from, Dexie.minKey], [endOfTime, Dexie.maxKey], true, true).toArray(),
    db.accounts.toArray(),
    readBook(from, to),
  ]);
  // An account's opening balance is money held from its date on (a liability's is negative), so the
  // line ends at the dashboard's net worth; it is neither income nor expense, so it stays out of the flows.
  const openings = accounts
    .filter((account) => account.opening_cents !== 0)
    .map((account): DayTotal => ({
      date: account.opening_date,
      kind: 'deposit',
      category: '',
      currency: account.currency,
      cents: account.opening_cents as Cents,
    }));
  const held = [
    ...current.map((row) => ({ currency: row.currency, cents: row.cents as Cents })),
    ...openings.map(({ currency, cents }) => ({ currency, cents })),
  ];
  // Transfers move balances (today's include them) but are neither income nor expense: they enter
  // the net worth's month ends as their two sides, never the flows or the categories.
  const moved = transfers.flatMap((transfer): DayTotal[] => [
    { date: transfer.date, kind: 'withdraw', category: '', currency: transfer.out_currency, cents: transfer.out_cents },
    { date: transfer.date, kind: 'deposit', category: '', currency: transfer.in_currency, cents: transfer.in_cents },
  ]);
  const worthRows = [...rows, ...moved, ...openings];
  return {
    currency,
    book,
    opening: balancesBefore(held, worthRows, from),
    inRange: rows.filter((row) => row.date <= to),
    worthInRange: worthRows.filter((row) => row.date <= to),
  };
}

/** The three trends of `range` in the favourite currency, from the derived tables in one read transaction. */
export function trendsFor(db: MoneyKitchenDb, range: TrendRange, chosenCategory: string | undefined): Promise<Trends> {
  return db.transaction('r', [db.days, db.rates, db.balances, db.settings, db.transfers, db.accounts], async () => {
    const months = trendMonths(range);
    const [{ currency, book, opening, inRange, worthInRange }, anyDay] = await Promise.all([
      readTrendInputs(db, months),
      db.days.limit(1).primaryKeys(),
    ]);
    const categories = spendingCategories(inRange);
    const name = chosenCategory ?? categories[0];
    if (name !== undefined && !categories.includes(name)) categories.push(name);
    return {
      currency,
      months,
      hasData: anyDay.length > 0,
      flows: monthlyFlows(inRange, months, currency, book),
      netWorth: netWorthByMonth(opening, worthInRange, months, currency, book),
      categories: categories.sort((a, b) => a.localeCompare(b)),
      category:
        name === undefined ? undefined : { name, spending: categorySpending(inRange, name, months, currency, book) },
    };
  });
}

export interface MonthAgainstLast {
  currency: string;
  thisMonth: { month: Month; summary: MonthSummary };
  lastMonth: { month: Month; summary: MonthSummary };
  /** Currencies without a rate in either month, left out of the figures. Sorted. */
  missing: string[];
}

/**
 * The dashboard's comparison: this month's income, expense and saved against last month's, from the
 * day rows of those two months alone.
 */
export function monthAgainstLast(db: MoneyKitchenDb, today: IsoDate): Promise<MonthAgainstLast> {
  return db.transaction('r', [db.days, db.rates, db.settings], async () => {
    const current = monthOf(today);
    const previous = addMonths(current, -1);
    const from = firstDayOfMonth(previous);
    const to = lastDayOfMonth(current);
    const [currency, rows, book] = await Promise.all([
      favoriteCurrency(db),
      dayTotalsBetween(db, from, to),
      rateBookFor(db, from, to),
    ]);
    const [last, now] = monthlyFlows(rows, [previous, current], currency, book) as [MonthFlow, MonthFlow];
    return {
      currency,
      thisMonth: { month: current, summary: summaryOf(now) },
      lastMonth: { month: previous, summary: summaryOf(last) },
      missing: [...new Set([...last.missing, ...now.missing])].sort(),
    };
  });
}

/**
 * The dashboard's net worth line: the last twelve month ends, or, while a first sync has not yet
 * brought all of them, the first day the device holds whole.
 */
export type NetWorthTrend = NetWorthLine | { historyFrom: IsoDate };

export interface NetWorthLine {
  currency: string;
  points: MonthAmount[];
}

/**
 * While a first sync has not yet brought the line's twelve months, the first day the device holds
 * whole; undefined once it holds them. The history walks back newest first: until then the early
 * month ends would be wrong.
 */
export async function netWorthLineWaitsFrom(db: MoneyKitchenDb, today: IsoDate): Promise<IsoDate | undefined> {
  const history = await readHistoryState(db);
  const from = firstDayOfMonth(trendMonths({ kind: 'last12', today })[0]!);
  return history && history.before > from ? history.before : undefined;
}

/**
 * The last twelve month ends, without asking whether the history holds them (netWorthLineWaitsFrom
 * does): a live query of this reads nothing a first sync's older parts write, so it is not run
 * again for each of them.
 */
export function netWorthLine(db: MoneyKitchenDb, today: IsoDate): Promise<NetWorthLine> {
  return db.transaction('r', [db.days, db.rates, db.balances, db.settings, db.transfers, db.accounts], async () => {
    const months = trendMonths({ kind: 'last12', today });
    // Only the month ends are converted: their rate tables, not the year's.
    const { currency, book, opening, worthInRange } = await readTrendInputs(db, months, () =>
      rateBookAt(db, months.map(lastDayOfMonth)),
    );
    return { currency, points: netWorthByMonth(opening, worthInRange, months, currency, book) };
  });
}

import { budgetedCategories, budgetInEffect } from '../../domain/budgets';
import type { IsoDate, Month } from '../../domain/dates';
import {
  budgetChanges,
  daysUntil,
  horizonEnd,
  scheduledChanges,
  type Convert,
  type ForecastAccount,
  type ForecastChange,
} from '../../domain/forecast';
import type { Cents } from '../../domain/money';
import type { MoneyKitchenDb } from '../database';
import { agendaRows } from './agenda';
import { budgetOverview } from './budgets';
import { listAccounts } from './accounts';
import { latestRateBook } from './netWorth';
import { favoriteCurrency } from './settings';

/** What the forecast screen computes from: everything but the person's choice of floor and account. */
export interface ForecastInputs {
  today: IsoDate;
  end: IsoDate;
  /** The open accounts, in list order, with today's balances. */
  accounts: ForecastAccount[];
  changes: ForecastChange[];
  /** Active scheduled items: none means a flat forecast. */
  schedules: number;
  favorite: string;
  convert: Convert;
}

/**
 * The forecast's inputs for `months` from `today`: the open accounts' balances from the derived
 * rows (listAccounts), the agenda's occurrences over the horizon that are neither made nor skipped
 * (agendaRows: only their own ids are looked up) and, when asked, this month's budget remainders
 * (budgetOverview, from the day rows) and the later months' limits. Never a scan of the transactions.
 */
export async function forecastInputs(
  db: MoneyKitchenDb,
  today: IsoDate,
  months: number,
  withBudgets: boolean,
): Promise<ForecastInputs> {
  const end = horizonEnd(today, months);
  const [summaries, rows, items, book, favorite, budgets] = await Promise.all([
    listAccounts(db),
    agendaRows(db, today, daysUntil(today, end)),
    db.scheduled.toArray(),
    latestRateBook(db),
    favoriteCurrency(db),
    withBudgets ? budgetOverview(db, today, 1) : undefined,
  ]);
  const due = rows.filter((row) => row.state === 'due');
  const changes = scheduledChanges(due);
  if (budgets) {
    const later = (month: Month) =>
      budgetedCategories(budgets.records, month).flatMap((category) => {
        const budget = budgetInEffect(budgets.records, category, month);
        return budget ? [{ category, currency: budget.currency, limit: budget.limit_cents }] : [];
      });
    const current = budgets.current.map((entry) => ({
      category: entry.budget.category,
      currency: entry.budget.currency,
      left: entry.left,
    }));
    const scheduled = due
      .filter((row) => row.item.scheduled_trans_status === 'withdraw')
      .map((row) => ({
        date: row.date,
        category: row.item.category,
        currency: row.item.currency,
        cents: row.item.amount_cents,
      }));
    changes.push(...budgetChanges({ today, end, current, later, scheduled }));
  }
  const accounts = summaries
    .filter((summary) => !summary.account.closed)
    .map(({ account, balance, liability }) => ({
      id: account.id,
      name: account.name,
      currency: account.currency,
      balance,
      liability,
    }));
  return {
    today,
    end,
    accounts,
    changes,
    schedules: items.filter((item) => item.status).length,
    favorite,
    convert: (cents: Cents, currency: string) => book.convert(cents, currency, favorite, 'latest'),
  };
}

import { firstDayOfMonth, lastDayOfMonth, monthKey, monthOf, type IsoDate, type MonthKey } from '../../domain/dates';
import { toCents, type Cents } from '../../domain/money';
import { monthNet, targetForMonth, targetStatus, type TargetEntry, type TargetStatus } from '../../domain/score';
import type { MoneyKitchenDb } from '../database';
import { dayTotalsBetween, rateBookFor } from './reports';
import { favoriteCurrency } from './settings';

export interface MonthScore {
  month: MonthKey;
  /** The month's target, or the latest earlier one carried forward. */
  target: Cents;
  /** The month's deposits minus withdrawals, in `currency`. */
  net: Cents;
  /** net - target. */
  score: Cents;
  status: TargetStatus;
  currency: string;
  /** Currencies with no rate, left out of `net` (server-behaviour.md, "Exchange rates"). */
  missing: string[];
}

/**
 * The score of the month holding `today`: (deposits - withdrawals of the month in the favorite
 * currency) - the month's target. Undefined when no target applies yet (the spec's "no score text").
 * Reads only this month's day totals, the targets and the rate tables around the month.
 */
export function monthScore(db: MoneyKitchenDb, today: IsoDate): Promise<MonthScore | undefined> {
  return db.transaction('r', [db.days, db.rates, db.targets, db.settings], async () => {
    const month = monthOf(today);
    const key = monthKey(month);
    const targets: TargetEntry[] = (await db.targets.toArray()).map((row) => ({
      month: row.id,
      target: row.target_cents,
    }));
    const target = targetForMonth(targets, key);
    if (target === undefined) return undefined;
    const from = firstDayOfMonth(month);
    const to = lastDayOfMonth(month);
    const [rows, book, currency] = await Promise.all([
      dayTotalsBetween(db, from, to),
      rateBookFor(db, from, to),
      favoriteCurrency(db),
    ]);
    const { net, missing } = monthNet(rows, currency, book);
    const score = toCents(net - target);
    return { month: key, target, net, score, status: targetStatus(score), currency, missing };
  });
}

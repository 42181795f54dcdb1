import { compareMonths, firstDayOfMonth, lastDayOfMonth, monthKey, type Month } from '../../domain/dates';
import { toCents, type Cents } from '../../domain/money';
import {
  monthNets,
  scoreHistoryStart,
  targetForMonth,
  targetHistory,
  type ScoreRow,
  type TargetEntry,
} from '../../domain/score';
import type { MoneyKitchenDb } from '../database';
import { dayTotalsBetween, rateBookFor } from './reports';
import { favoriteCurrency } from './settings';

/** Every month's own target, as the score rules take them. */
export async function targetEntries(db: MoneyKitchenDb): Promise<TargetEntry[]> {
  const records = await db.targets.toArray();
  return records.map((record) => ({ month: record.id, target: record.target_cents }));
}

/** The target in force in `month`: its own, else the latest earlier one carried forward. */
export async function effectiveTarget(db: MoneyKitchenDb, month: Month): Promise<Cents | undefined> {
  return targetForMonth(await targetEntries(db), monthKey(month));
}

export interface TargetHistory {
  /** Newest month first. */
  rows: ScoreRow[];
  /** The favorite currency the scores are in. */
  currency: string;
  /** Currencies with no rate: their transactions are left out of the scores (sorted). */
  missing: string[];
}

/**
 * One row per month from the first target month until `now`, each month's net from the day totals
 * (never a scan of the transactions) converted into the favorite currency at each day's rate.
 */
export function loadTargetHistory(db: MoneyKitchenDb, now: Month): Promise<TargetHistory> {
  return db.transaction('r', [db.targets, db.days, db.rates, db.settings], async () => {
    const [targets, currency] = await Promise.all([targetEntries(db), favoriteCurrency(db)]);
    const first = scoreHistoryStart(targets);
    if (first === undefined || compareMonths(first, now) > 0) return { rows: [], currency, missing: [] };
    const from = firstDayOfMonth(first);
    const to = lastDayOfMonth(now);
    const [days, book] = await Promise.all([dayTotalsBetween(db, from, to), rateBookFor(db, from, to)]);
    const { nets, missing } = monthNets(days, currency, book);
    const rows = targetHistory(targets, (month) => nets.get(month) ?? toCents(0), now);
    return { rows, currency, missing };
  });
}

import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { TransactionKind } from '../../domain/records';
import { buildReport } from '../../domain/reports';
import type { MoneyKitchenDb } from '../database';
import { dayTotalsBetween, rateBookFor } from './reports';

/** One category of one type as the Categories screen lists it. */
export interface CategorySummary {
  kind: TransactionKind;
  category: string;
  /** Transactions of it. */
  count: number;
  /** Scheduled items of it. */
  scheduled: number;
  /** All its transactions, each converted at its own date's rate, in the favourite currency. */
  total: Cents;
}

export interface CategoryOverview {
  deposit: CategorySummary[];
  withdraw: CategorySummary[];
  /** Currencies with no rate on some date: their amounts are left out of the totals. */
  missing: string[];
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Every category in use per type, with its count and total, from the derived tables alone (category
 * use and one row per day, as the reports read them) and the small scheduled table: never a scan of
 * the transactions (architecture.md). Most used first, then by name.
 */
export function categoryOverview(db: MoneyKitchenDb, favorite: string): Promise<CategoryOverview> {
  return db.transaction('r', [db.categoryUse, db.days, db.rates, db.scheduled], async () => {
    const [uses, first, last, scheduled] = await Promise.all([
      db.categoryUse.toArray(),
      db.days.orderBy('date').first(),
      db.days.orderBy('date').last(),
      db.scheduled.toArray(),
    ]);
    const from = (first?.date ?? '') as IsoDate;
    const to = (last?.date ?? '') as IsoDate;
    const [rows, book] =
      first && last ? await Promise.all([dayTotalsBetween(db, from, to), rateBookFor(db, from, to)]) : [[], undefined];
    const report = book ? buildReport(rows, favorite, book) : undefined;
    const totals = {
      deposit: new Map(report?.user_deposit_on_range.map((item) => [item.category, item.converted_amount])),
      withdraw: new Map(report?.user_withdraw_on_range.map((item) => [item.category, item.converted_amount])),
    };
    const byKey = new Map<string, CategorySummary>();
    const entry = (kind: TransactionKind, category: string) => {
      const key = `${kind}\u0000${category}`;
      let summary = byKey.get(key);
      if (!summary) {
        summary = { kind, category, count: 0, scheduled: 0, total: (totals[kind].get(category) ?? 0) as Cents };
        byKey.set(key, summary);
      }
      return summary;
    };
    for (const use of uses) if (use.category) entry(use.kind, use.category).count += use.count;
    for (const item of scheduled) if (item.category) entry(item.scheduled_trans_status, item.category).scheduled += 1;
    const sorted = [...byKey.values()].sort((a, b) => b.count - a.count || collator.compare(a.category, b.category));
    return {
      deposit: sorted.filter((summary) => summary.kind === 'deposit'),
      withdraw: sorted.filter((summary) => summary.kind === 'withdraw'),
      missing: report?.missing ?? [],
    };
  });
}

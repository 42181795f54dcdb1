import Dexie from 'dexie';
import { payeeCollator } from '../../domain/payees';
import type { TransactionKind, TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb, SearchKey } from '../database';
import { searchIndexState } from '../searchIndex';

/** One payee as the Payees screen lists it (issue 45, item 2). */
export interface PayeeSummary {
  payee: string;
  /** Transactions naming it. */
  count: number;
  /** Scheduled items naming it. */
  scheduled: number;
}

const byPayee = (a: { payee: string }, b: { payee: string }) => payeeCollator.compare(a.payee, b.payee);

/**
 * Every payee named by a transaction or a scheduled item, alphabetically, with its counts. Read
 * from the keys of the search rows' `[payee+date]` index (no record is read) once the index is
 * complete, else from the records (a device still building its index: slower, never wrong).
 */
export function payeeSummaries(db: MoneyKitchenDb): Promise<PayeeSummary[]> {
  return db.transaction('r', [db.searchRows, db.syncState, db.transactions, db.scheduled], async () => {
    const summaries = new Map<string, PayeeSummary>();
    const entry = (payee: string) => {
      let summary = summaries.get(payee);
      if (!summary) summaries.set(payee, (summary = { payee, count: 0, scheduled: 0 }));
      return summary;
    };
    if ((await searchIndexState(db)) === 'ready') {
      const keys = (await db.searchRows.orderBy('[payee+date]').keys()) as unknown as [string, string][];
      for (const [payee] of keys) entry(payee).count += 1;
    } else {
      await db.transactions.each((record) => {
        if (record.payee) entry(record.payee).count += 1;
      });
    }
    await db.scheduled.each((item) => {
      if (item.payee) entry(item.payee).scheduled += 1;
    });
    return [...summaries.values()].sort(byPayee);
  });
}

/** The payees offered while typing one: every payee in use, alphabetically. */
export async function payeeOptions(db: MoneyKitchenDb): Promise<string[]> {
  return (await payeeSummaries(db)).map((summary) => summary.payee);
}

/**
 * The category the newest transaction of this type with this payee has (a category left empty is
 * passed over), or undefined when none has one: what the add form suggests for a known payee.
 */
export function lastCategoryOfPayee(
  db: MoneyKitchenDb,
  payee: string,
  kind: TransactionKind,
): Promise<string | undefined> {
  return db.transaction('r', [db.searchRows, db.syncState, db.transactions], async () => {
    if ((await searchIndexState(db)) === 'ready') {
      const row = await db.searchRows
        .where('[payee+date]')
        .between([payee, Dexie.minKey], [payee, Dexie.maxKey], true, true)
        .reverse()
        .filter((candidate) => candidate.kind === kind && candidate.category !== '')
        .first();
      return row?.category;
    }
    const newest = (await db.transactions
      .filter((record) => record.payee === payee && record.trans_status === kind && record.category !== '')
      .toArray()) as TransactionRecord[];
    newest.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    return newest[0]?.category;
  });
}

/** The ids of the transactions naming the payee, from the index when it is complete, else from the records. */
export async function transactionIdsOfPayee(db: MoneyKitchenDb, payee: string): Promise<string[]> {
  if ((await searchIndexState(db)) === 'ready') {
    const keys = (await db.searchRows
      .where('[payee+date]')
      .between([payee, Dexie.minKey], [payee, Dexie.maxKey], true, true)
      .primaryKeys()) as SearchKey[];
    return keys.map(([, id]) => id);
  }
  return (await db.transactions.filter((record) => record.payee === payee).primaryKeys()) as string[];
}

import Dexie from 'dexie';
import { addDays } from '../../domain/calendarDays';
import { findDuplicates, nearDuplicateDays } from '../../domain/importDuplicates';
import { importBatchPrefix } from '../../domain/importIds';
import { accountIdOf } from '../../domain/ledgerAccounts';
import type { TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';

export interface ImportDuplicate {
  record: TransactionRecord;
  /** The stored transaction it looks like. */
  existing: TransactionRecord;
}

/** What an import would do, before anything is written. */
export interface ImportPreview {
  /** Rows that will be added. */
  fresh: TransactionRecord[];
  /** Rows that look like stored transactions: skipped unless the person ticks them. */
  duplicates: ImportDuplicate[];
  /** Rows of this very file already imported (their ids are stored): never added twice. */
  alreadyImported: number;
}

/**
 * A row is a duplicate only of a transaction in the same account (issue 44, item 7): the same coffee
 * on the card and in the cash wallet is two coffees. Rows naming no account are in their currency's.
 */
function duplicatesWithinAccounts(
  incoming: readonly TransactionRecord[],
  existing: readonly TransactionRecord[],
): Map<TransactionRecord, TransactionRecord> {
  const byAccount = (records: readonly TransactionRecord[]) => {
    const groups = new Map<string, TransactionRecord[]>();
    for (const record of records) groups.set(accountIdOf(record), [...(groups.get(accountIdOf(record)) ?? []), record]);
    return groups;
  };
  const stored = byAccount(existing);
  const found = new Map<TransactionRecord, TransactionRecord>();
  for (const [account, rows] of byAccount(incoming))
    for (const [row, match] of findDuplicates(rows, stored.get(account) ?? [])) found.set(row, match);
  return found;
}

/**
 * Sorts a file's rows into new, looks-like-a-duplicate and already imported. Reads only what it
 * must: the batch's own ids by their prefix (one key range), the day rows of the file's dates and
 * of the days a near copy may be on (`nearDuplicateDays` either side; one bulk read) to learn which
 * days hold a transaction of the same type and currency at all, and the transactions of those days
 * alone through the `[date+id]` index: an import into an empty month reads no transaction.
 */
export async function previewImport(
  db: MoneyKitchenDb,
  batch: string,
  records: readonly TransactionRecord[],
): Promise<ImportPreview> {
  return db.transaction('r', [db.transactions, db.days], async () => {
    const prefix = importBatchPrefix(batch);
    const stored = new Set(await db.transactions.where(':id').startsWith(prefix).primaryKeys());
    const incoming = records.filter((record) => !stored.has(record.id));
    // Per date, the type and currency pairs the file brings on it or near enough to it.
    const wanted = new Map<string, Set<string>>();
    for (const record of incoming) {
      for (let offset = -nearDuplicateDays; offset <= nearDuplicateDays; offset++) {
        const date = addDays(record.date, offset);
        const pairs = wanted.get(date) ?? new Set<string>();
        wanted.set(date, pairs.add(`${record.trans_status}|${record.currency}`));
      }
    }
    const dates = [...wanted.keys()];
    const days = await db.days.bulkGet(dates);
    const datesToRead = dates.filter((date, i) =>
      days[i]?.sums.some((sum) => wanted.get(date)!.has(`${sum.kind}|${sum.currency}`)),
    );
    const onThoseDays = await Promise.all(
      datesToRead.map((date) =>
        db.transactions.where('[date+id]').between([date, Dexie.minKey], [date, Dexie.maxKey], true, true).toArray(),
      ),
    );
    // This file's own rows are "already imported", never duplicates of themselves.
    const existing = onThoseDays.flat().filter((record) => !record.id.startsWith(prefix));
    const duplicates = duplicatesWithinAccounts(incoming, existing);
    return {
      fresh: incoming.filter((record) => !duplicates.has(record)),
      duplicates: [...duplicates].map(([record, match]) => ({ record, existing: match })),
      alreadyImported: records.length - incoming.length,
    };
  });
}

import type { Transaction } from 'dexie';
import type { TransactionRecord } from '../domain/records';
import type { DayRow, SyncStateRow } from './rows';
import { DerivedChanges } from './derived';

/**
 * Version 2 replaced the day totals (a row per day, type, category and currency) with one row per
 * day. The old rows are dropped with their table; the new ones are rebuilt from the transactions,
 * so a device keeps its reports without pulling again.
 */
export async function rebuildDays(tx: Transaction): Promise<void> {
  const changes = new DerivedChanges();
  await tx.table<TransactionRecord, string>('transactions').each((record) => changes.replace(undefined, record));
  await changes.writeDaysTo(tx.table<DayRow, string>('days'));
}

/**
 * Version 10 gave the search rows the record's currency and type. The rows stored before lack them,
 * so the index is marked deferred: the sync that follows the start rebuilds it in the background
 * (searchIndex.ts), and until then a search reads the records, as on a new device.
 */
export async function deferSearchRowsRebuild(tx: Transaction): Promise<void> {
  await tx.table<SyncStateRow, string>('syncState').put({ key: 'searchIndex', value: 'deferred' });
}

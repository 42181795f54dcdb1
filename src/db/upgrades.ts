import type { Transaction } from 'dexie';
import type { TransactionRecord } from '../domain/records';
import type { DayRow } from './database';
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

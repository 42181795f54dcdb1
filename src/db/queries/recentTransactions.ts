import Dexie from 'dexie';
import type { TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';

/**
 * The `count` newest transactions in list order (newest date, then newest id), read from the end of
 * the [date+id] index: `count` rows, never a scan.
 */
export function recentTransactions(db: MoneyKitchenDb, count: number): Promise<TransactionRecord[]> {
  return db.transactions
    .where('[date+id]')
    .between([Dexie.minKey, Dexie.minKey], [Dexie.maxKey, Dexie.maxKey], true, true)
    .reverse()
    .limit(count)
    .toArray();
}

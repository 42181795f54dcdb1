import type { Change } from '../domain/mutations';
import type { TransactionRecord } from '../domain/records';
import { recordTable, type MoneyKitchenDb } from './database';
import type { DerivedChanges } from './derived';

/** Every table a write may touch, for `db.transaction('rw', ...)`. */
export function writeTables(db: MoneyKitchenDb) {
  return [
    db.transactions,
    db.scheduled,
    db.wishes,
    db.targets,
    db.settings,
    db.outbox,
    db.rejections,
    db.syncState,
    db.balances,
    db.dayTotals,
    db.categoryUse,
  ];
}

export const recordKeyOf = (change: Pick<Change, 'kind' | 'id'>) => `${change.kind}:${change.id}`;

/**
 * Applies one change to the local records and gathers its effect on the derived figures. Runs
 * inside a write transaction; the caller writes `derived` before the transaction ends.
 */
export async function applyLocally(db: MoneyKitchenDb, change: Change, derived: DerivedChanges): Promise<void> {
  if (change.kind === 'transaction') {
    const before = await db.transactions.get(change.id);
    derived.replace(before, change.op === 'put' ? (change.record as TransactionRecord) : undefined);
  }
  const table = recordTable(db, change.kind);
  if (change.op === 'put') await table.put(change.record);
  else await table.delete(change.id);
}

import type { TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { writeTables } from '../localRecords';
import { bulkEditOf, type BulkFields } from './bulkFields';
import { CommandRefused } from './CommandRefused';
import type { CommandChange } from './editChanges';
import { runCommand } from './runCommand';
import { undoChange } from './undoChange';

/**
 * What one bulk command changed (issue 46, item 6): the records as they were before it, each as it
 * left them (`after`, in the same order; undefined: deleted), and the ids it stored that were not
 * there before. `restoreTransactions(db, change)` is the one command that undoes it (item 7), and it
 * answers the same shape, so undoing the undo is one more command again.
 */
export interface BulkChange {
  before: TransactionRecord[];
  after: (TransactionRecord | undefined)[];
  absent: string[];
}

export const bulkEditTexts = {
  nothingSelected: 'Select at least one transaction first.',
  missing: 'Some of these transactions are no longer on this device: nothing was changed.',
} as const;

/**
 * Reads the selected records and writes what `changesOf` makes of them, in one IndexedDB
 * transaction (runCommand nests in it), so what was read is exactly what is replaced, and the
 * records, their derived rows (balances, day sums, category use, search rows) and the outbox entries
 * are one unit, online or offline (protocol step 2).
 */
export async function bulkCommand(
  db: MoneyKitchenDb,
  ids: readonly string[],
  changesOf: (records: TransactionRecord[]) => CommandChange[] | Promise<CommandChange[]>,
): Promise<BulkChange> {
  if (ids.length === 0) throw new CommandRefused(bulkEditTexts.nothingSelected);
  return db.transaction('rw', writeTables(db), async () => {
    const found = await db.transactions.bulkGet([...new Set(ids)]);
    if (found.some((record) => record === undefined)) throw new CommandRefused(bulkEditTexts.missing);
    const before = found as TransactionRecord[];
    const changes = await changesOf(before);
    await runCommand(db, changes);
    const written = new Map(changes.map((change) => [change.id, change.op === 'delete' ? undefined : change.record]));
    return {
      before,
      after: before.map((record) => written.get(record.id) as TransactionRecord | undefined),
      absent: [],
    };
  });
}

/** Each record edited as the person saved it, from the version read: only its changed fields travel (step 11). */
export const editsOf = (
  records: readonly TransactionRecord[],
  edit: (record: TransactionRecord) => TransactionRecord,
) =>
  records.map((record): CommandChange => ({
    kind: 'transaction',
    op: 'edit',
    id: record.id,
    base: record,
    record: edit(record),
  }));

/** Gives every selected transaction the same new value (bulkFields.ts), as one command. */
export async function editTransactions(
  db: MoneyKitchenDb,
  ids: readonly string[],
  fields: BulkFields,
): Promise<BulkChange> {
  const edit = bulkEditOf(fields);
  return bulkCommand(db, ids, (records) => editsOf(records, edit));
}

/** Deletes every selected transaction as one command; each travels as its delete. */
export async function deleteTransactions(db: MoneyKitchenDb, ids: readonly string[]): Promise<BulkChange> {
  return bulkCommand(db, ids, (records) =>
    records.map((record): CommandChange => ({ kind: 'transaction', op: 'delete', id: record.id })),
  );
}

/**
 * Undoes a bulk command, as one command, taking back what it did and no more (undoChange): the
 * fields it changed go back unless changed again since, those it deleted are stored again whole,
 * and those it added (`absent`) are deleted.
 */
export async function restoreTransactions(db: MoneyKitchenDb, change: BulkChange): Promise<BulkChange> {
  const { before, after, absent } = change;
  if (before.length === 0 && absent.length === 0) throw new CommandRefused(bulkEditTexts.nothingSelected);
  return db.transaction('rw', writeTables(db), async () => {
    const [stored, added] = await Promise.all([
      db.transactions.bulkGet(before.map((record) => record.id)),
      db.transactions.bulkGet(absent),
    ]);
    const undone: BulkChange = { before: [], after: [], absent: [] };
    const changes: CommandChange[] = [];
    before.forEach((record, i) => {
      const current = stored[i];
      const undo = undoChange({ kind: 'transaction', id: record.id, record, after: after[i] }, current);
      if (!undo) return;
      changes.push(undo);
      if (current) {
        undone.before.push(current);
        undone.after.push(undo.op === 'edit' ? (undo.record as TransactionRecord) : undefined);
      } else undone.absent.push(undo.id);
    });
    for (const record of added) {
      if (!record) continue;
      changes.push({ kind: 'transaction', op: 'delete', id: record.id });
      undone.before.push(record);
      undone.after.push(undefined);
    }
    await runCommand(db, changes);
    return undone;
  });
}

import type { MoneyKitchenDb, OutboxEntry } from '../db/database';
import { deletesOccurrence, rememberDeletedOccurrences } from '../db/deletedOccurrences';
import type { DerivedChanges } from '../db/derived';
import { applyLocally, recordKeyOf } from '../db/localRecords';
import type { Change, PulledChange, PulledConflict } from '../domain/mutations';
import { rebased } from './rebase';

/** A pulled change as the device applies it: a put of the server's version, or a delete. */
export function toChange(pulled: PulledChange): Change {
  return pulled.deleted
    ? { kind: pulled.kind, op: 'delete', id: pulled.id }
    : ({ kind: pulled.kind, op: 'put', id: pulled.id, record: pulled.record } as Change);
}

/**
 * Protocol step 6 inside the caller's write transaction: applies server versions of records,
 * rebasing those with changes still in the outbox, and keeps the conflicts they carry. The caller
 * writes `derived` and the cursor in the same transaction. `olderDays` are the ids of a first
 * sync's older days (step 12): the device holds none of them unless a change of it waits in the
 * outbox (firstSync.ts sets every other one aside), so only those are read before they are written.
 */
export async function applyPulledIn(
  db: MoneyKitchenDb,
  changes: Change[],
  conflicts: PulledConflict[],
  derived: DerivedChanges,
  searchRows: boolean,
  olderDays: ReadonlySet<string> = new Set(),
): Promise<void> {
  const keys = changes.map(recordKeyOf);
  const waiting = new Map<string, OutboxEntry[]>();
  for (const entry of await db.outbox.where('recordKey').anyOf(keys).sortBy('number')) {
    waiting.set(entry.recordKey, [...(waiting.get(entry.recordKey) ?? []), entry]);
  }
  // A deleted occurrence is the exception: the server refuses any put over it (step 4), so a
  // waiting local copy would never win, and it goes now.
  const applicable = changes.flatMap((change) =>
    deletesOccurrence(change) ? [change] : (rebased(change, waiting.get(recordKeyOf(change)) ?? []) ?? []),
  );
  const absent = new Set([...olderDays].filter((id) => !waiting.has(recordKeyOf({ kind: 'transaction', id }))));
  await Promise.all([
    applyLocally(db, applicable, derived, { searchRows, absent }),
    rememberDeletedOccurrences(db, applicable),
    conflicts.length > 0 ? db.conflicts.bulkPut(conflicts) : undefined,
  ]);
}

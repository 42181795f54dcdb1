import Dexie, { type Transaction } from 'dexie';
import type { Change } from '../../domain/mutations';
import type { RecordKind, RecordKinds } from '../../domain/records';
import { recordTable, type MoneyKitchenDb } from '../database';
import { writeTables } from '../localRecords';

/**
 * One record a command touched: as it was before (`record`; undefined: the command created it) and
 * as the command left it (`after`; undefined: it deleted it), so its undo can tell a later change.
 */
export type RecordBefore = {
  [K in RecordKind]: { kind: K; id: string; record: RecordKinds[K] | undefined; after?: RecordKinds[K] | undefined };
}[RecordKind];

/** The commands being recorded, by their outer transaction: a nested command's changes are found by its parents. */
const recordings = new Map<Transaction, Map<string, RecordBefore>>();

function recordingOfThisTransaction(): Map<string, RecordBefore> | undefined {
  if (recordings.size === 0) return undefined;
  for (let trans: Transaction | undefined = Dexie.currentTransaction; trans; trans = trans.parent) {
    const recording = recordings.get(trans);
    if (recording) return recording;
  }
  return undefined;
}

/**
 * Called by every command's writes (writeCommandChanges) before they are applied: while the command
 * runs under `recordingUndo`, the records it is about to change are read as they are, each the first
 * time only, so a record changed twice is restored to where it started, and what each change writes
 * is noted as its `after`. Commands not recorded (the usual add) pass without a read or an await.
 */
export function rememberRecordsBefore(db: MoneyKitchenDb, changes: readonly Change[]): Promise<void> | undefined {
  const recording = recordingOfThisTransaction();
  if (!recording) return undefined;
  const noteAfter = () => {
    for (const change of changes) {
      const entry = recording.get(`${change.kind}:${change.id}`);
      if (entry) entry.after = change.op === 'put' ? change.record : undefined;
    }
  };
  const fresh = changes.filter((change) => !recording.has(`${change.kind}:${change.id}`));
  if (fresh.length > 0) return readBefore(db, fresh, recording).then(noteAfter);
  noteAfter();
  return undefined;
}

export async function readBefore(
  db: MoneyKitchenDb,
  changes: readonly Pick<Change, 'kind' | 'id'>[],
  into: Map<string, RecordBefore>,
) {
  const byKind = new Map<RecordKind, string[]>();
  for (const { kind, id } of changes) byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
  await Promise.all(
    [...byKind].map(async ([kind, ids]) => {
      const found = await recordTable(db, kind).bulkGet(ids);
      ids.forEach((id, i) => {
        const key = `${kind}:${id}`;
        if (!into.has(key)) into.set(key, { kind, id, record: found[i] } as RecordBefore);
      });
    }),
  );
}

/**
 * Runs a command and records what it changed (issue 46, item 7): the records it touched as they were
 * before, which `restoreRecords` puts back as one more ordinary command. The command and the
 * reading are one IndexedDB transaction, so what is recorded is exactly what the command replaced.
 */
export async function recordingUndo<T>(
  db: MoneyKitchenDb,
  command: () => Promise<T>,
): Promise<{ result: T; before: RecordBefore[] }> {
  return db.transaction('rw', writeTables(db), async (trans) => {
    const recording = new Map<string, RecordBefore>();
    recordings.set(trans, recording);
    try {
      const result = await command();
      return { result, before: [...recording.values()] };
    } finally {
      recordings.delete(trans);
    }
  });
}

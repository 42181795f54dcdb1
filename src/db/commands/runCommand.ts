import {
  deleteMutationName,
  patchMutationName,
  putMutationName,
  type Change,
  type PatchArgs,
} from '../../domain/mutations';
import type { MoneyKitchenDb, OutboxEntry } from '../database';
import { rememberDeletedOccurrences } from '../deletedOccurrences';
import { DerivedChanges } from '../derived';
import { applyLocally, recordKeyOf, writeTables } from '../localRecords';
import { writeInTurns } from '../writeInTurns';
import { resolveEdits, type CommandChange, type ResolvedChange } from './editChanges';
import { rememberRecordsBefore } from './recordsBefore';

/** The User Timing entry of each command, from its start until its transaction committed. */
export const commandMeasureName = 'money-kitchen:command';

/**
 * The only write path (protocol step 2): the records, their derived figures and the outbox entries
 * are written in one IndexedDB transaction, so either all of it happened or none of it. Each run is
 * recorded as a User Timing measure: browser tools and the bench's add-command row read it.
 */
export async function runCommand(
  db: MoneyKitchenDb,
  commandChanges: CommandChange[],
  alsoInTransaction?: () => Promise<unknown>,
  // `searchRows` is false only while the search index is marked incomplete (an import fills its rows
  // after: searchIndex.ts); `absent` are ids the caller knows are not stored (applyLocally).
  options: { searchRows?: boolean; absent?: ReadonlySet<string> } = {},
): Promise<void> {
  const start = performance.now();
  const at = new Date().toISOString();
  // An async scope: Dexie follows native awaits in the transaction only for those (its zone echoes).
  await db.transaction('rw', writeTables(db), async () => {
    await writeCommandChanges(db, commandChanges, at, alsoInTransaction, options);
  });
  performance.clearMeasures(commandMeasureName); // only the latest is kept: a long session adds no garbage
  performance.measure(commandMeasureName, { start });
}

/**
 * A command's writes, inside a write transaction over `writeTables(db)` that the caller opened: a
 * command too big for one step (a category merge of thousands of records) calls it once per chunk,
 * all in its one transaction, so either every chunk happened or none did.
 */
export async function writeCommandChanges(
  db: MoneyKitchenDb,
  commandChanges: readonly CommandChange[],
  at: string,
  alsoInTransaction?: () => Promise<unknown>,
  { searchRows = true, absent }: { searchRows?: boolean; absent?: ReadonlySet<string> } = {},
): Promise<void> {
  // Without edits nothing is read first, so the writes are requested in this turn, before whatever
  // the caller's event scheduled next (a render) can run (the add command's budget is 10 ms).
  const resolved = commandChanges.some((change) => change.op === 'edit')
    ? await resolveEdits(db, commandChanges)
    : commandChanges.map((change) => ({ change: change as Change }));
  const changes = resolved.map(({ change }) => change);
  // Only under recordingUndo (an undoable command) is anything read here first.
  const remembering = rememberRecordsBefore(db, changes);
  if (remembering) await remembering;
  const derived = new DerivedChanges();
  await Promise.all([
    applyLocally(db, changes, derived, { searchRows, absent }),
    writeInTurns(
      resolved.map((entry) => outboxEntryFor(entry, at)),
      (slice) => db.outbox.bulkAdd(slice),
    ),
    rememberDeletedOccurrences(db, changes),
    alsoInTransaction?.(),
  ]);
  await derived.writeTo(db);
}

/** An edit travels as its changed fields (protocol step 11); a create as the whole record; a delete as its id. */
function outboxEntryFor({ change, fields }: ResolvedChange, at: string): OutboxEntry {
  const recordKey = recordKeyOf(change);
  if (fields) {
    const args: PatchArgs = { id: change.id, at, fields };
    return { name: patchMutationName(change.kind), args, recordKey } as OutboxEntry;
  }
  const entry: Omit<OutboxEntry, 'number'> = {
    name:
      change.op === 'put'
        ? putMutationName(change.kind)
        : deleteMutationName(change.kind as Exclude<Change['kind'], 'setting'>),
    args: change.op === 'put' ? change.record : { id: change.id },
    recordKey,
  };
  return entry as OutboxEntry;
}

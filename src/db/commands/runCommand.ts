import { deleteMutationName, putMutationName, type Change } from '../../domain/mutations';
import type { MoneyKitchenDb, OutboxEntry } from '../database';
import { rememberDeletedOccurrences } from '../deletedOccurrences';
import { DerivedChanges } from '../derived';
import { applyLocally, recordKeyOf, writeTables } from '../localRecords';

/** The User Timing entry of each command, from its start until its transaction committed. */
export const commandMeasureName = 'money-kitchen:command';

/**
 * The only write path (protocol step 2): the records, their derived figures and the outbox entries
 * are written in one IndexedDB transaction, so either all of it happened or none of it. Each run is
 * recorded as a User Timing measure: browser tools and the benchmark read it (BENCHMARKS.md).
 */
export async function runCommand(db: MoneyKitchenDb, changes: Change[]): Promise<void> {
  const start = performance.now();
  await db.transaction('rw', writeTables(db), async () => {
    const derived = new DerivedChanges();
    await Promise.all([
      applyLocally(db, changes, derived),
      db.outbox.bulkAdd(changes.map(outboxEntryFor)),
      rememberDeletedOccurrences(db, changes),
    ]);
    await derived.writeTo(db);
  });
  performance.clearMeasures(commandMeasureName); // only the latest is kept: a long session adds no garbage
  performance.measure(commandMeasureName, { start });
}

function outboxEntryFor(change: Change): OutboxEntry {
  const entry: Omit<OutboxEntry, 'number'> = {
    name:
      change.op === 'put'
        ? putMutationName(change.kind)
        : deleteMutationName(change.kind as Exclude<Change['kind'], 'setting'>),
    args: change.op === 'put' ? change.record : { id: change.id },
    recordKey: recordKeyOf(change),
  };
  return entry as OutboxEntry;
}

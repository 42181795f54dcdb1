import { deleteMutationName, putMutationName, type Change } from '../../domain/mutations';
import type { MoneyKitchenDb, OutboxEntry } from '../database';
import { DerivedChanges } from '../derived';
import { applyLocally, recordKeyOf, writeTables } from '../localRecords';

/**
 * The only write path (protocol step 2): the records, their derived figures and the outbox entries
 * are written in one IndexedDB transaction, so either all of it happened or none of it.
 */
export async function runCommand(db: MoneyKitchenDb, changes: Change[]): Promise<void> {
  await db.transaction('rw', writeTables(db), async () => {
    const derived = new DerivedChanges();
    await Promise.all([applyLocally(db, changes, derived), db.outbox.bulkAdd(changes.map(outboxEntryFor))]);
    await derived.writeTo(db);
  });
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

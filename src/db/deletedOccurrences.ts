import type { Change } from '../domain/mutations';
import { isOccurrenceId, occurrencePrefix } from '../domain/schedule';
import type { MoneyKitchenDb } from './database';

/** Whether a change deletes a scheduled occurrence. */
export const deletesOccurrence = (change: Pick<Change, 'kind' | 'op' | 'id'>) =>
  change.kind === 'transaction' && change.op === 'delete' && isOccurrenceId(change.id);

/**
 * Keeps the tombstones of the occurrences these changes delete, so no later apply makes them again
 * (docs/sync-protocol.md, step 4). Runs inside the caller's write transaction.
 */
export async function rememberDeletedOccurrences(
  db: MoneyKitchenDb,
  changes: readonly Pick<Change, 'kind' | 'op' | 'id'>[],
): Promise<void> {
  const ids = changes.filter(deletesOccurrence).map((change) => ({ id: change.id }));
  if (ids.length > 0) await db.deletedOccurrences.bulkPut(ids);
}

/** The occurrence ids that exist here or were deleted: neither may be made by an apply. */
export async function settledOccurrenceIds(db: MoneyKitchenDb): Promise<Set<string>> {
  // Every occurrence id starts with the prefix; reading just those keys is one index range, not a scan.
  const [present, deleted] = await Promise.all([
    db.transactions.where('id').startsWith(occurrencePrefix).primaryKeys(),
    db.deletedOccurrences.toCollection().primaryKeys(),
  ]);
  return new Set([...present, ...deleted]);
}

import type { MoneyKitchenDb, OutboxEntry } from '../db/database';
import { deletesOccurrence, rememberDeletedOccurrences } from '../db/deletedOccurrences';
import { DerivedChanges } from '../db/derived';
import { applyLocally, recordKeyOf, writeTables } from '../db/localRecords';
import { buildDeferredSearchIndex, deferSearchIndex, searchIndexState } from '../db/searchIndex';
import type { Change, PulledChange, PulledConflict } from '../domain/mutations';
import { rebased } from './rebase';
import { readState, writeState } from './syncState';
import type { SyncTransport } from './transport';

export interface PullProgress {
  received: number;
}

/**
 * Protocol steps 5 and 6: fetches pages of changes after the cursor and applies each page in one
 * transaction together with the new cursor and the conflicts the page carries. A record with local
 * changes still in the outbox is rebased (`rebased`): waiting field edits are replayed on the
 * server's version; a waiting put or delete keeps the local copy, since it will win on the server
 * and showing the older server value now would only make it flicker back.
 */
export async function pullChanges(
  db: MoneyKitchenDb,
  transport: SyncTransport,
  onProgress: (progress: PullProgress) => void = () => {},
  pageSize = 1000,
): Promise<number> {
  let received = 0;
  let cursor = Number((await readState(db, 'cursor')) ?? '0');
  // A first sync brings the whole history: its search rows are built after it (searchIndex.ts).
  if (cursor === 0) await deferSearchIndex(db);
  const searchRows = (await searchIndexState(db)) !== 'deferred';
  for (;;) {
    const page = await transport.pull(cursor, pageSize);
    await applyPage(db, page.changes, page.conflicts ?? [], page.cursor, searchRows);
    received += page.changes.length;
    cursor = page.cursor;
    onProgress({ received });
    if (!page.more) break;
  }
  // In the background: the figures and the list are right already, and a search works meanwhile.
  if ((await searchIndexState(db)) !== 'ready') {
    buildDeferredSearchIndex(db).catch((error: unknown) => console.warn('Building the search index failed', error));
  }
  return received;
}

function toChange(pulled: PulledChange): Change {
  return pulled.deleted
    ? { kind: pulled.kind, op: 'delete', id: pulled.id }
    : ({ kind: pulled.kind, op: 'put', id: pulled.id, record: pulled.record } as Change);
}

async function applyPage(
  db: MoneyKitchenDb,
  changes: PulledChange[],
  conflicts: PulledConflict[],
  cursor: number,
  searchRows: boolean,
) {
  await db.transaction('rw', writeTables(db), async () => {
    const keys = changes.map(recordKeyOf);
    const waiting = new Map<string, OutboxEntry[]>();
    for (const entry of await db.outbox.where('recordKey').anyOf(keys).sortBy('number')) {
      waiting.set(entry.recordKey, [...(waiting.get(entry.recordKey) ?? []), entry]);
    }
    const derived = new DerivedChanges();
    // A deleted occurrence is the exception: the server refuses any put over it (step 4), so a
    // waiting local copy would never win, and it goes now.
    const applicable = changes
      .map(toChange)
      .flatMap((change) =>
        deletesOccurrence(change) ? [change] : (rebased(change, waiting.get(recordKeyOf(change)) ?? []) ?? []),
      );
    await Promise.all([
      applyLocally(db, applicable, derived, { searchRows }),
      rememberDeletedOccurrences(db, applicable),
      conflicts.length > 0 ? db.conflicts.bulkPut(conflicts) : undefined,
    ]);
    await Promise.all([derived.writeTo(db), writeState(db, 'cursor', String(cursor))]);
  });
}

import type { MoneyKitchenDb } from '../db/database';
import { deletesOccurrence, rememberDeletedOccurrences } from '../db/deletedOccurrences';
import { DerivedChanges } from '../db/derived';
import { applyLocally, recordKeyOf, writeTables } from '../db/localRecords';
import type { Change, PulledChange } from '../domain/mutations';
import { readState, writeState } from './syncState';
import type { SyncTransport } from './transport';

export interface PullProgress {
  received: number;
}

/**
 * Protocol steps 5 and 6: fetches pages of changes after the cursor and applies each page in one
 * transaction together with the new cursor. A record with a local change still in the outbox is
 * left as it is: that change will reach the server after this one and win there (last writer
 * wins), so showing the older server value now would only make it flicker back.
 */
export async function pullChanges(
  db: MoneyKitchenDb,
  transport: SyncTransport,
  onProgress: (progress: PullProgress) => void = () => {},
  pageSize = 1000,
): Promise<number> {
  let received = 0;
  let cursor = Number((await readState(db, 'cursor')) ?? '0');
  for (;;) {
    const page = await transport.pull(cursor, pageSize);
    await applyPage(db, page.changes, page.cursor);
    received += page.changes.length;
    cursor = page.cursor;
    onProgress({ received });
    if (!page.more) return received;
  }
}

function toChange(pulled: PulledChange): Change {
  return pulled.deleted
    ? { kind: pulled.kind, op: 'delete', id: pulled.id }
    : ({ kind: pulled.kind, op: 'put', id: pulled.id, record: pulled.record } as Change);
}

async function applyPage(db: MoneyKitchenDb, changes: PulledChange[], cursor: number) {
  await db.transaction('rw', writeTables(db), async () => {
    const keys = changes.map(recordKeyOf);
    const pendingKeys = new Set(
      (await db.outbox.where('recordKey').anyOf(keys).toArray()).map((entry) => entry.recordKey),
    );
    const derived = new DerivedChanges();
    // A deleted occurrence is the exception: the server refuses any put over it (step 4), so a
    // waiting local copy would never win, and it goes now.
    const applicable = changes
      .map(toChange)
      .filter((change) => !pendingKeys.has(recordKeyOf(change)) || deletesOccurrence(change));
    await Promise.all([applyLocally(db, applicable, derived), rememberDeletedOccurrences(db, applicable)]);
    await Promise.all([derived.writeTo(db), writeState(db, 'cursor', String(cursor))]);
  });
}

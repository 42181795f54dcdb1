import type { TransactionRecord } from '../domain/records';
import { afterQueuedWork } from '../scheduling/queuedWork';
import type { MoneyKitchenDb } from './database';
import { putSearchRows } from './searchRows';
import { exclusively } from './webLocks';

/**
 * Whether the search rows cover every transaction on this device. A new device's first sync brings
 * the whole history without them (writing them beside 100,000 records more than doubled the first
 * sync's full history), and they are built in the background once it is done:
 * - `deferred`: the first sync is running; pulled pages write no search rows;
 * - `building`: every write keeps its row again while the rest are filled in, chunk by chunk;
 * - no row (`ready`): the rows are complete, as on a device that upgraded to version 5.
 * Until ready, a search reads the records themselves (transactionSearch.ts): slower, never wrong.
 */
export type SearchIndexState = 'deferred' | 'building' | 'ready';

export async function searchIndexState(db: MoneyKitchenDb): Promise<SearchIndexState> {
  const value = (await db.syncState.get('searchIndex'))?.value;
  return value === 'deferred' || value === 'building' ? value : 'ready';
}

/** Called before a first sync pulls anything: its pages then skip the search rows. */
export async function deferSearchIndex(db: MoneyKitchenDb): Promise<void> {
  await db.syncState.put({ key: 'searchIndex', value: 'deferred' });
}

// Small enough that no chunk holds the page past a frame's budget while the person uses it (issue 15).
const chunkSize = 500;
const running = new WeakMap<MoneyKitchenDb, Promise<void>>();
/** The search rows an import fills in behind its writes, the latest per database in this tab. */
const fillingAfterWrite = new WeakMap<MoneyKitchenDb, Promise<void>>();

/**
 * Fills the search rows after a first sync, 500 transactions per write transaction with a turn of
 * the event loop between, so the page stays responsive. Started again at the next sync if the tab
 * closed midway; one run at a time per database in this tab, and across tabs through a Web Lock. It
 * starts after the rows an import fills in behind its writes, so once it resolves the index is as
 * complete as this tab can make it.
 */
export function buildDeferredSearchIndex(db: MoneyKitchenDb): Promise<void> {
  const inFlight = running.get(db);
  if (inFlight) return inFlight;
  // After an import's fill (writeWithSearchRowsAfter): without Web Locks nothing else would wait for it.
  const run = Promise.resolve(fillingAfterWrite.get(db))
    .then(() => exclusively(lockName(db), () => fillSearchRows(db)))
    .finally(() => running.delete(db));
  running.set(db, run);
  return run;
}

/**
 * "Recalculate": the search rows are rebuilt from the transactions like every derived table, in the
 * background so the summary is not held up. Searches read the records until it is done; a failure or
 * a tab closed midway leaves the index deferred, and the next sync builds it.
 */
export function rebuildSearchIndexInBackground(db: MoneyKitchenDb): void {
  const rebuild = async () => {
    // A build already running may be past its last chunk: it would mark the index ready over this request.
    await running.get(db);
    await deferSearchIndex(db);
    await buildDeferredSearchIndex(db);
  };
  rebuild().catch((error: unknown) => console.warn('Rebuilding the search index failed', error));
}

async function fillSearchRows(db: MoneyKitchenDb): Promise<void> {
  if ((await searchIndexState(db)) === 'ready') return;
  // From here on every write keeps its own row; the rows written before are rebuilt from scratch.
  await db.transaction('rw', db.syncState, db.searchRows, async () => {
    await db.syncState.put({ key: 'searchIndex', value: 'building' });
    await db.searchRows.clear();
  });
  let after: string | undefined;
  for (;;) {
    const last = await db.transaction('rw', db.transactions, db.searchRows, async () => {
      const chunk: TransactionRecord[] = await (
        after === undefined ? db.transactions.orderBy(':id') : db.transactions.where(':id').above(after)
      )
        .limit(chunkSize)
        .toArray();
      await putSearchRows(db.searchRows, chunk);
      return chunk.at(-1)?.id;
    });
    if (last === undefined) break;
    after = last;
    await afterQueuedWork();
  }
  await db.syncState.delete('searchIndex');
}

/**
 * Runs a large local write (an import of thousands of rows) without search rows, then fills in the
 * rows of the records whose ids start with `idPrefix`, chunk by chunk: written beside the records,
 * they more than doubled a bulk write (a first sync of 100,000 records). Resolves once the write is done:
 * the rows follow in the background, as after a first sync, and the index's lock is held until they
 * are in, so the background builder does not run at the same time. Meanwhile the index is marked
 * `building`, so a search reads the records (never wrong) and every other write keeps its own row.
 * When the index is not complete to begin with (a first sync), the write keeps its rows and the
 * state is left alone. If the write or the fill fails midway the index is rebuilt; if the tab closes,
 * it stays `building` and the next sync rebuilds it.
 */
export function writeWithSearchRowsAfter<T>(
  db: MoneyKitchenDb,
  idPrefix: string,
  write: (searchRows: boolean) => Promise<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // True when the index is as complete as before the write; false when it was left building.
    const complete = exclusively(lockName(db), async () => {
      if ((await searchIndexState(db)) !== 'ready') {
        await write(true).then(resolve, reject);
        return true;
      }
      await db.syncState.put({ key: 'searchIndex', value: 'building' });
      const result = await write(false);
      resolve(result);
      await fillSearchRowsOf(db, idPrefix);
      await db.syncState.delete('searchIndex');
      return true;
    });
    const filled = complete.catch((error: unknown) => {
      reject(error); // no effect once the write has resolved: then it was the fill that failed
      return false;
    });
    fillingAfterWrite.set(
      db,
      filled.then(() => undefined),
    );
    void filled.then((done) => (done ? undefined : buildDeferredSearchIndex(db))).catch(() => undefined);
  });
}

async function fillSearchRowsOf(db: MoneyKitchenDb, idPrefix: string): Promise<void> {
  let after: string | undefined;
  for (;;) {
    const last = await db.transaction('rw', db.transactions, db.searchRows, async () => {
      const ids = db.transactions.where(':id');
      const chunk: TransactionRecord[] = await (
        after === undefined ? ids.startsWith(idPrefix) : ids.between(after, `${idPrefix}\uffff`, false, true)
      )
        .limit(chunkSize)
        .toArray();
      await putSearchRows(db.searchRows, chunk);
      return chunk.at(-1)?.id;
    });
    if (last === undefined) return;
    after = last;
    await afterQueuedWork();
  }
}

const lockName = (db: MoneyKitchenDb) => `money-kitchen-search-index-${db.name}`;

import { HTTPError } from 'ky';
import type { MoneyKitchenDb } from '../db/database';
import { readHistoryState } from '../db/historyState';
import { todayIn, type IsoDate } from '../domain/dates';
import type { HeadResponse } from '../domain/history';
import { DerivedChanges } from '../db/derived';
import { writeTables } from '../db/localRecords';
import { buildDeferredSearchIndex, deferSearchIndex, searchIndexState } from '../db/searchIndex';
import type { PulledChange, PulledConflict } from '../domain/mutations';
import { afterQueuedWork } from '../scheduling/queuedWork';
import { applyPulledIn, toChange } from './applyPulled';
import { applyHead, headSince, walkHistory } from './firstSync';
import { pullRates } from './pullRates';
import { forgetPulledState, serverWasRestored } from './restoredServer';
import { readState, writeState } from './syncState';
import type { SyncTransport } from './transport';
import { logFailure } from '../db/logFailure';

export interface PullProgress {
  received: number;
}

/**
 * Sizes measured on a first sync of 100,000 transactions (protocol step 12's answers and parts), before the
 * older days' reads were skipped: answers of 1,000 in parts of 250 took 19.6 s, in parts of 1,000
 * 13.2 s but with tasks of 63-71 ms, in parts of 500 15.2 s with none over 50 ms. With the reads
 * skipped, answers of 2,000 in parts of 500 take about 12.3 s. Since records are requested a
 * hundred per task (writeInTurns.ts), a part's size no longer decides how long the page is held,
 * and one part per answer of 2,000 took 10.1 to 11.1 s against 12.8 to 14.4 s in parts of 500
 * (same machine, builds taking turns). Pulled changes are each read before they are written
 * (rebase, the figures' before-images), so their parts stay at 250: in parts of 500 the pull of
 * 10,000 edits back after a push ran tasks of up to 58 ms.
 */
const changesPartSize = 250;
const daysPartSize = 2000;

export interface PullOptions {
  /** Records per request. */
  pageSize?: number;
  /** Records per IndexedDB transaction, of pulled changes and of a first sync's days alike (tests). */
  partSize?: number;
  /** The device's today, for the months a first sync brings first. */
  today?: IsoDate;
}

/**
 * Protocol steps 5 and 6: fetches pages of changes after the cursor and applies each page in one
 * transaction together with the new cursor and the conflicts the page carries. A record with local
 * changes still in the outbox is rebased (`rebased`): waiting field edits are replayed on the
 * server's version; a waiting put or delete keeps the local copy, since it will win on the server
 * and showing the older server value now would only make it flicker back.
 *
 * A new device starts with step 12 instead: the head, then the older days back to the first while
 * the changes keep coming; a run that stopped midway goes on from where it stopped.
 */
export async function pullChanges(
  db: MoneyKitchenDb,
  transport: SyncTransport,
  onProgress: (progress: PullProgress) => void = () => {},
  options: PullOptions = {},
): Promise<number> {
  const { pageSize = 2000, partSize, today = todayIn(new Date()) } = options;
  let received = 0;
  let cursor = Number((await readState(db, 'cursor')) ?? '0');
  const newDevice = cursor === 0 && !(await readHistoryState(db));
  // A first sync brings the whole history: its search rows are built after it (searchIndex.ts).
  if (cursor === 0) await deferSearchIndex(db);
  const searchRows = (await searchIndexState(db)) !== 'deferred';
  const walk = {
    pageSize,
    partSize: partSize ?? changesPartSize,
    daysPartSize: partSize ?? daysPartSize,
    searchRows,
    onReceived: (count: number) => {
      received += count;
      onProgress({ received });
    },
  };
  if (newDevice && transport.head) {
    const head = await headOrNothing(transport.head, today, pageSize);
    if (head) await applyHead(db, head, walk);
  }
  const history = transport.history;
  if (history && (await readHistoryState(db))) await walkHistory(db, { history }, walk);
  cursor = Number((await readState(db, 'cursor')) ?? '0');
  for (;;) {
    const page = await transport.pull(cursor, pageSize);
    if (await serverWasRestored(db, page)) {
      // What waits to be sent goes first (the next run pushes, then pulls): forgetting the records
      // now would leave a waiting edit nothing to apply to until the server's copy arrived.
      if ((await db.outbox.count()) > 0) return received;
      await forgetPulledState(db, page.database_id);
      return received + (await pullChanges(db, transport, onProgress, options));
    }
    // In parts, each with the cursor at its last change, and a turn of the event loop between them:
    // a page of a thousand in one transaction held the page for longer than a frame (issue 15).
    for (let start = 0; start === 0 || start < page.changes.length; start += walk.partSize) {
      const part = page.changes.slice(start, start + walk.partSize);
      const last = start + walk.partSize >= page.changes.length;
      const partCursor = last ? page.cursor : part.at(-1)!.seq;
      await applyPage(db, part, start === 0 ? (page.conflicts ?? []) : [], partCursor, searchRows);
      received += part.length;
      onProgress({ received });
      if (!last) await afterQueuedWork();
    }
    cursor = page.cursor;
    if (!page.more) break;
  }
  // In the background: the figures and the list are right already, and a search works meanwhile.
  if ((await searchIndexState(db)) !== 'ready') {
    buildDeferredSearchIndex(db).catch((error: unknown) =>
      logFailure('Building the search index failed', error, console.warn),
    );
  }
  return received;
}

/** Steps 5, 6 and 12, then step 9: what one sync run pulls, wherever it runs (engine.ts, pullWorkerHost.ts). */
export async function pullChangesAndRates(
  db: MoneyKitchenDb,
  transport: SyncTransport,
  onProgress: (progress: PullProgress) => void,
): Promise<void> {
  await pullChanges(db, transport, onProgress);
  await pullRates(db, transport);
}

/** A server made before step 12 has no head (404): the device then pulls oldest first, as it did. */
async function headOrNothing(
  head: NonNullable<SyncTransport['head']>,
  today: IsoDate,
  limit: number,
): Promise<HeadResponse | undefined> {
  try {
    return await head(headSince(today), limit);
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) return undefined;
    throw error;
  }
}

async function applyPage(
  db: MoneyKitchenDb,
  changes: PulledChange[],
  conflicts: PulledConflict[],
  cursor: number,
  searchRows: boolean,
) {
  await db.transaction('rw', writeTables(db), async () => {
    const derived = new DerivedChanges();
    await applyPulledIn(db, changes.map(toChange), conflicts, derived, searchRows);
    await Promise.all([derived.writeTo(db), writeState(db, 'cursor', String(cursor))]);
  });
}

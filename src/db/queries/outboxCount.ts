import { liveQuery } from 'dexie';
import type { MoneyKitchenDb } from '../database';

export interface OutboxCount {
  /** Calls `listener` at once if a count is known, then after each new one; returns how to stop. */
  subscribe(listener: () => void): () => void;
  /** The last count, undefined until the first one is in. */
  latest(): number | undefined;
}

const counts = new WeakMap<MoneyKitchenDb, OutboxCount>();

/**
 * How many changes wait in the outbox: one live count per database, shared by every reader (the
 * sync status, the storage warning, the backup section, the sync triggers). IndexedDB counts by
 * walking the keys, and each reader walked the whole outbox again after every write: up to four
 * walks of up to 100,000 keys per chunk of an import. (The import's time did not change measurably:
 * an import of 100,000 rows took as long.)
 */
export function outboxCount(db: MoneyKitchenDb): OutboxCount {
  let count = counts.get(db);
  if (!count) {
    count = sharedCount(() => db.outbox.count());
    counts.set(db, count);
  }
  return count;
}

function sharedCount(query: () => Promise<number>): OutboxCount {
  const listeners = new Set<() => void>();
  let latest: number | undefined;
  let live: { unsubscribe(): void } | undefined;
  return {
    latest: () => latest,
    subscribe(listener) {
      listeners.add(listener);
      live ??= liveQuery(query).subscribe({
        next: (value) => {
          latest = value;
          for (const each of listeners) each();
        },
        // A closed database (sign-out) ends the count; the readers keep the last one.
        error: () => undefined,
      });
      // A reader that comes later hears the count it missed, as its own live query would have told it.
      if (latest !== undefined) listener();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        live?.unsubscribe();
        live = undefined;
        latest = undefined;
      };
    },
  };
}

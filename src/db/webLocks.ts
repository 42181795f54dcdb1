/**
 * The Web Lock a sync run holds, so one run at a time goes on across tabs (src/sync/engine.ts). A bulk
 * local write holds it too (an import, its undo): the push then starts once every chunk is written,
 * instead of sending, and pulling back, the first chunks while the rest still wait their turn for the
 * same tables; and a push under way gives way to it between two batches (`othersWaitForSync`).
 */
export const syncLockName = (db: { name: string }) => `sync:${db.name}`;

/** The browser's Web Locks, undefined where it has none (Node, jsdom, old browsers). */
const webLocks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/** Runs `work` holding the Web Lock `name`, across tabs; a browser without Web Locks runs it at once. */
export function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  return locks ? (locks.request(name, work) as Promise<T>) : work();
}

export const whileSyncWaits = <T>(db: { name: string }, work: () => Promise<T>): Promise<T> =>
  exclusively(syncLockName(db), work);

/** Whether another holder (an import, another tab's sync) asked for the sync's lock and waits for it. */
export async function othersWaitForSync(db: { name: string }): Promise<boolean> {
  const locks = webLocks();
  if (!locks?.query) return false;
  const { pending = [] } = await locks.query();
  return pending.some((lock) => lock.name === syncLockName(db));
}

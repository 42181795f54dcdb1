import Dexie from 'dexie';
import ky, { type Options as KyOptions } from 'ky';
import { databaseNameFor, MoneyKitchenDb } from '../src/db/database';
import { SyncEngine } from '../src/sync/engine';
import { httpTransport } from '../src/sync/httpTransport';
import { readWorkerSession, SessionStore } from './sessionStore';

/**
 * How one Background Sync attempt ended. `retry` asks the browser to try again later (the network
 * or the server failed); a 401 is `signed-out` and simply ends the attempt: the worker never
 * refreshes, the page syncs after its own refresh (protocol step 8).
 */
export type BackgroundSyncOutcome = 'no-session' | 'nothing-waiting' | 'synced' | 'signed-out' | 'retry';

export interface BackgroundSyncOptions {
  /** The origin whose /api/ the worker calls (`self.location.origin`). */
  origin: string;
  /** For tests: how requests go out. */
  fetch?: KyOptions['fetch'];
}

/**
 * Protocol step 7 in the service worker: the same SyncEngine as the page, on the same IndexedDB
 * database, so a change made offline reaches the server even when every tab was closed. The engine
 * takes the same Web Lock as the page's engine, so the two never run at once.
 */
export async function runBackgroundSync(options: BackgroundSyncOptions): Promise<BackgroundSyncOutcome> {
  const sessions = new SessionStore();
  let session;
  try {
    session = await readWorkerSession(sessions);
  } finally {
    sessions.close();
  }
  if (!session) return 'no-session';

  const name = databaseNameFor(session.userId);
  // Opening a database that does not exist would create an empty one (say, just after sign-out).
  if (!(await Dexie.exists(name))) return 'no-session';
  const db = new MoneyKitchenDb(name);
  try {
    // Pushing is the worker's job; pulling other devices' changes waits for the app to open.
    if ((await db.outbox.count()) === 0) return 'nothing-waiting';
    const http = ky.create({
      prefixUrl: `${options.origin}/api/`,
      timeout: 20_000,
      retry: 0,
      headers: { Authorization: `Bearer ${session.accessToken}` },
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    const engine = new SyncEngine(db, httpTransport(http));
    await engine.syncNow();
    const { state } = engine.getStatus();
    if (state === 'idle') return 'synced';
    if (state === 'signed-out') return 'signed-out';
    return 'retry';
  } finally {
    db.close();
  }
}

import { httpFor, tokensOf } from '../../api/http';
import { databaseNameFor, MoneyKitchenDb } from '../../db/database';
import { SyncEngine } from '../../sync/engine';
import { httpTransport, liveStreamOver } from '../../sync/httpTransport';
import { pullChangesAndRates } from '../../sync/pull';
import { PullWorker } from '../../sync/pullWorkerClient';
import { startLiveStream } from '../../sync/liveStream';
import type { SyncTransport } from '../../sync/transport';
import { startSyncTriggers } from '../../sync/triggers';
import { requestPersistentStorage } from '../storage/storagePersistence';
import type { Workspace } from './WorkspaceContext';

interface OpenWorkspace {
  userId: string;
  opening: Promise<Workspace>;
  /** Set once the database is open and its sync started. */
  workspace?: Workspace;
  stop?: () => void;
  db?: MoneyKitchenDb;
}

let current: OpenWorkspace | undefined;

/** The person's workspace if it is open already, so a screen can render with it at once. */
export function openedWorkspace(userId: string): Workspace | undefined {
  return current?.userId === userId ? current.workspace : undefined;
}

/**
 * The person's database, open, with its sync running; opened once per person and kept while they
 * stay signed in, so re-renders and remounts of the layout share one database and one engine.
 *
 * The database is made and opened in tasks of its own before any screen reads it: read before the
 * open, every screen's first queries waited for it and all ran in the one task that answered it,
 * which with the object's making and the first render came to a task of 58 to 115 ms right after
 * sign-in on a new device (BENCHMARKS.md, "A traced sign-in").
 */
export function openWorkspace(userId: string): Promise<Workspace> {
  if (current?.userId === userId) return current.opening;
  closeWorkspace();
  const entry: OpenWorkspace = { userId, opening: Promise.resolve(undefined as never) };
  entry.opening = (async () => {
    await nextTask();
    const db = new MoneyKitchenDb(databaseNameFor(userId));
    entry.db = db;
    await db.open();
    if (current !== entry) throw new Error('The workspace was closed while it opened');
    const stop = startSync(userId, db, entry);
    entry.stop = stop;
    // The database may hold the only copy of waiting changes: ask that the browser keep it.
    void requestPersistentStorage();
    return entry.workspace!;
  })();
  // A failed opening is not kept: the next screen that asks tries again.
  entry.opening.catch(() => current === entry && closeWorkspace());
  current = entry;
  return entry.opening;
}

function startSync(userId: string, db: MoneyKitchenDb, entry: OpenWorkspace): () => void {
  // Only this person's tokens: a request of theirs never carries whoever signed in since in another tab.
  const api = httpFor(userId);
  const transport = httpTransport(api);
  const pullWorker = startPullWorker(userId, transport);
  const engine = new SyncEngine(db, transport, pullWorker ? { pull: pullWorker.pull } : {});
  entry.workspace = { db, engine };
  const stopTriggers = startSyncTriggers(engine, db);
  const stopLive = startLiveStream({
    open: liveStreamOver(api),
    onChange: (seq) => void engine.syncIfBehind(seq),
    onLive: engine.setLive,
  });
  return () => {
    stopLive();
    stopTriggers();
    pullWorker?.close();
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The sync worker, where the browser can run one: pulled records are written there, off the page
 * (issue 15). Without it (or if it fails to start) the engine pulls on the page.
 */
function startPullWorker(userId: string, transport: SyncTransport): PullWorker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return new PullWorker(new Worker(new URL('../../sync/pullWorker.ts', import.meta.url), { type: 'module' }), {
    ...tokensOf(userId),
    pullHere: (db, onProgress) => pullChangesAndRates(db, transport, onProgress),
  });
}

export function closeWorkspace(): void {
  if (!current) return;
  current.stop?.();
  current.db?.close();
  current = undefined;
}

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

/** What an opening has made so far: closing stops and closes whatever there is. */
interface WorkspaceParts {
  userId: string;
  db?: MoneyKitchenDb;
  /** Set once the database is open and its sync started. */
  workspace?: Workspace;
  stop?: () => void;
}

let current: { parts: WorkspaceParts; opening: Promise<Workspace> } | undefined;

/** The person's workspace if it is open already, so a screen can render with it at once. */
export function openedWorkspace(userId: string): Workspace | undefined {
  return current?.parts.userId === userId ? current.parts.workspace : undefined;
}

/**
 * The person's database, open, with its sync running; opened once per person and kept while they
 * stay signed in, so re-renders and remounts of the layout share one database and one engine.
 *
 * The database is made and opened in tasks of its own before any screen reads it: read before the
 * open, every screen's first queries waited for it and all ran in the one task that answered it,
 * which with the object's making and the first render made tasks of 57 to 115 ms right after
 * sign-in on a new device, where a first sync may hold no task over 50 ms.
 */
export function openWorkspace(userId: string): Promise<Workspace> {
  if (current?.parts.userId === userId) return current.opening;
  closeWorkspace();
  const parts: WorkspaceParts = { userId };
  const opening = open(parts);
  const entry = { parts, opening };
  // A failed opening is not kept: the next screen that asks tries again.
  opening.catch(() => current === entry && closeWorkspace());
  current = entry;
  return opening;
}

async function open(parts: WorkspaceParts): Promise<Workspace> {
  // Out of the render or the sign-in that asked, so their task stays short.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const stillWanted = () => {
    if (current?.parts === parts) return;
    parts.db?.close();
    throw new Error('The workspace was closed while it opened');
  };
  stillWanted();
  const db = new MoneyKitchenDb(databaseNameFor(parts.userId));
  parts.db = db;
  await db.open();
  stillWanted();
  const { workspace, stop } = startSync(parts.userId, db);
  Object.assign(parts, { workspace, stop });
  // The database may hold the only copy of waiting changes: ask that the browser keep it.
  void requestPersistentStorage();
  return workspace;
}

function startSync(userId: string, db: MoneyKitchenDb): { workspace: Workspace; stop: () => void } {
  // Only this person's tokens: a request of theirs never carries whoever signed in since in another tab.
  const api = httpFor(userId);
  const transport = httpTransport(api);
  const pullWorker = startPullWorker(userId, transport);
  const engine = new SyncEngine(db, transport, pullWorker ? { pull: pullWorker.pull } : {});
  const stopTriggers = startSyncTriggers(engine, db);
  const stopLive = startLiveStream({
    open: liveStreamOver(api),
    onChange: (seq) => void engine.syncIfBehind(seq),
    onLive: engine.setLive,
  });
  const stop = () => {
    stopLive();
    stopTriggers();
    pullWorker?.close();
  };
  return { workspace: { db, engine }, stop };
}

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
  const { parts } = current;
  current = undefined;
  parts.stop?.();
  parts.db?.close();
}

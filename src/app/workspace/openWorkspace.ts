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

let current: { userId: string; workspace: Workspace; stop: () => void } | undefined;

/**
 * The person's database with its sync running; opened once per person and kept while they stay
 * signed in, so re-renders and remounts of the layout share one database and one engine.
 */
export function workspaceFor(userId: string): Workspace {
  if (current?.userId !== userId) {
    closeWorkspace();
    const db = new MoneyKitchenDb(databaseNameFor(userId));
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
    current = { userId, workspace: { db, engine }, stop };
    // The database may hold the only copy of waiting changes: ask that the browser keep it.
    void requestPersistentStorage();
  }
  return current.workspace;
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
  current.stop();
  current.workspace.db.close();
  current = undefined;
}

import { http } from '../../api/http';
import { databaseNameFor, MoneyKitchenDb } from '../../db/database';
import { SyncEngine } from '../../sync/engine';
import { httpTransport, liveStreamOver } from '../../sync/httpTransport';
import { startLiveStream } from '../../sync/liveStream';
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
    const engine = new SyncEngine(db, httpTransport(http));
    const stopTriggers = startSyncTriggers(engine, db);
    const stopLive = startLiveStream({
      open: liveStreamOver(http),
      onChange: (seq) => void engine.syncIfBehind(seq),
      onLive: engine.setLive,
    });
    const stop = () => {
      stopLive();
      stopTriggers();
    };
    current = { userId, workspace: { db, engine }, stop };
    // The database may hold the only copy of waiting changes: ask that the browser keep it.
    void requestPersistentStorage();
  }
  return current.workspace;
}

export function closeWorkspace(): void {
  if (!current) return;
  current.stop();
  current.workspace.db.close();
  current = undefined;
}

import type { PullProgress } from './pull';

/** What the layout shows about sync (issue: "synced / N waiting / offline / error"). */
export interface SyncStatus {
  state: 'idle' | 'syncing' | 'offline' | 'error' | 'signed-out';
  /** ISO time of the last sync that finished without error. */
  lastSyncAt: string | undefined;
  /** Why the last sync failed, in words for the person. */
  error: string | undefined;
  /** While pulling: how many changes arrived so far. */
  progress: PullProgress | undefined;
  /** The server's live stream is up: other devices' changes arrive within seconds (protocol step 10). */
  live: boolean;
}

export const initialStatus: SyncStatus = {
  state: 'idle',
  lastSyncAt: undefined,
  error: undefined,
  progress: undefined,
  live: false,
};

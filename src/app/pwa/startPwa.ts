import { requestBackgroundSyncOnOutboxChanges } from './backgroundSyncRequests';
import { watchEveryWorkspaceDatabase } from './databaseVersionWatch';
import { captureInstallEvents } from './installState';
import { registerServiceWorker } from './serviceWorker';
import { mirrorSessionForWorker } from './sessionMirror';

/**
 * Everything the installable app needs before the first render. The service worker, and with it
 * Background Sync and the worker's copy of the session, only in production builds: in development
 * Vite serves modules that a worker must not cache.
 */
export function startPwa({ production }: { production: boolean }): void {
  captureInstallEvents();
  watchEveryWorkspaceDatabase();
  if (!production || !('serviceWorker' in navigator)) return;
  registerServiceWorker();
  mirrorSessionForWorker();
  requestBackgroundSyncOnOutboxChanges();
}

import { skipWaitingMessage } from '../../../sw/shared';

/**
 * The footer's Update button (spec "Shared layout"): clear every cache, let the newest service
 * worker take over, and reload so the newest version runs.
 *
 * Clearing the caches also empties the worker's precache, which a waiting worker shares; so online
 * the registration goes too, and the reload registers /sw.js afresh: the newest worker, installed
 * with a full precache, so the app still opens offline afterwards. Offline the caches are the only
 * copy of the app, so they stay and only a waiting worker is applied.
 */
export async function applyUpdateNow(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  if (navigator.onLine) {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
    await registration?.unregister();
  } else {
    registration?.waiting?.postMessage(skipWaitingMessage);
  }
  window.location.reload();
}

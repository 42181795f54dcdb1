/**
 * The footer's Update button (spec "Shared layout"): clear every cache, let a waiting service worker
 * take over, and reload so the newest version runs.
 */
export async function applyUpdateNow(): Promise<void> {
  if ('caches' in window) {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
  const registration = await navigator.serviceWorker?.getRegistration();
  registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
  window.location.reload();
}

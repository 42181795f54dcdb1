import { serviceWorkerScope, serviceWorkerUrl, skipWaitingMessage } from '../../../sw/shared';
import { flagUpdateAvailable } from './updateState';

/** Spec section 9: the update check runs every 60 seconds. */
export const updateCheckIntervalMs = 60_000;

let updateRequested = false;

interface RegisterOptions {
  container?: ServiceWorkerContainer;
  reload?: () => void;
}

/**
 * Registers /sw.js (production builds only, see startPwa), checks for a new version every minute,
 * flags a waiting worker, and reloads once when a new worker takes control. The very first worker
 * taking control of a fresh page is no update, so that does not reload.
 */
export function registerServiceWorker({
  container = navigator.serviceWorker,
  reload = () => window.location.reload(),
}: RegisterOptions = {}): () => void {
  let hadController = Boolean(container.controller);
  let reloading = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let stopped = false;

  const onControllerChange = () => {
    if (!hadController && !updateRequested) {
      hadController = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    reload();
  };
  container.addEventListener('controllerchange', onControllerChange);

  container.register(serviceWorkerUrl, { scope: serviceWorkerScope }).then(
    (registration) => {
      if (stopped) return;
      watchForWaitingWorker(registration);
      timer = setInterval(() => {
        // Offline, or the server briefly away: the next check tries again.
        registration.update().catch(() => undefined);
      }, updateCheckIntervalMs);
    },
    (error: unknown) => console.warn('The service worker could not be registered; the app works online only.', error),
  );

  return () => {
    stopped = true;
    clearInterval(timer);
    container.removeEventListener('controllerchange', onControllerChange);
  };
}

function watchForWaitingWorker(registration: ServiceWorkerRegistration) {
  // A worker waits only behind an active one; the first install activates at once.
  const flagIfWaiting = () => {
    if (registration.waiting && registration.active) flagUpdateAvailable();
  };
  flagIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') flagIfWaiting();
    });
  });
}

/**
 * 'Update Now': the waiting worker takes over and the page reloads on `controllerchange`. With no
 * waiting worker (the newer version came from another tab's database), a reload fetches it.
 */
export async function applyWaitingUpdate({
  container = navigator.serviceWorker as ServiceWorkerContainer | undefined,
  reload = () => window.location.reload(),
}: RegisterOptions = {}): Promise<void> {
  const waiting = (await container?.getRegistration())?.waiting;
  if (!waiting) {
    reload();
    return;
  }
  updateRequested = true;
  waiting.postMessage(skipWaitingMessage);
}

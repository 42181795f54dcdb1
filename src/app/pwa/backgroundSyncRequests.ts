import Dexie, { type ObservabilitySet } from 'dexie';
import { backgroundSyncTag } from '../../../sw/shared';

/** A person's database is `money-kitchen-<user id>` (databaseNameFor); its outbox parts look like this. */
const outboxPart = /^idb:\/\/money-kitchen-[^/]+\/outbox\//;

interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Protocol step 7: whenever an outbox changes (in this tab or another), ask the service worker for
 * a Background Sync, so the change is pushed when the connection returns even if every tab has
 * been closed by then. Where the browser has no Background Sync, the next app start or online event
 * pushes it (src/sync/triggers.ts).
 */
export function requestBackgroundSyncOnOutboxChanges(
  container: ServiceWorkerContainer = navigator.serviceWorker,
  quietMs = 500,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const register = async () => {
    const registration = (await container.ready) as ServiceWorkerRegistration & { sync?: SyncManager };
    await registration.sync?.register(backgroundSyncTag);
  };
  const onMutated = (parts: ObservabilitySet) => {
    if (!Object.keys(parts).some((part) => outboxPart.test(part))) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      register().catch(() => undefined);
    }, quietMs);
  };
  Dexie.on('storagemutated', onMutated);
  return () => {
    clearTimeout(timer);
    Dexie.on('storagemutated').unsubscribe(onMutated);
  };
}

/**
 * Whether the browser keeps this site's storage (IndexedDB, and with it the outbox) under storage
 * pressure, and how much it holds (issue 13 item 12). In "best-effort" mode a browser may clear it,
 * and changes not yet sent would be gone; "persistent" storage is cleared only by the person.
 * Browsers without the Storage API (or parts of it) are 'unsupported', never an error.
 */
export type Persistence = 'unknown' | 'persistent' | 'best-effort' | 'unsupported';

export interface StorageState {
  persistence: Persistence;
  /** Bytes this site uses and may use, when the browser says (navigator.storage.estimate()). */
  usage?: number;
  quota?: number;
}

type StorageApi = Partial<Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>>;

let state: StorageState = { persistence: 'unknown' };
const listeners = new Set<() => void>();
// Reads may overlap (a screen mounting while a request is answered): the latest started one wins.
let reads = 0;

/** Read at each call, so tests (and a browser that adds it late) can put their own in place. */
function storageApi(): StorageApi | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator.storage as StorageApi | undefined);
}

function publish(next: StorageState) {
  state = next;
  for (const listener of listeners) listener();
}

export const getStorageState = (): StorageState => state;

export function subscribeToStorageState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function persistedNow(storage: StorageApi | undefined): Promise<boolean | undefined> {
  if (typeof storage?.persisted !== 'function') return undefined;
  return storage.persisted().catch(() => undefined);
}

async function estimateNow(storage: StorageApi | undefined): Promise<Pick<StorageState, 'usage' | 'quota'>> {
  if (typeof storage?.estimate !== 'function') return {};
  try {
    const { usage, quota } = await storage.estimate();
    return { ...(usage !== undefined && { usage }), ...(quota !== undefined && { quota }) };
  } catch {
    return {};
  }
}

/** Reads what the browser says now, asking for nothing. */
export async function refreshStorageState(): Promise<StorageState> {
  const storage = storageApi();
  const read = ++reads;
  const [persisted, estimate] = await Promise.all([persistedNow(storage), estimateNow(storage)]);
  const persistence: Persistence = persisted === undefined ? 'unsupported' : persisted ? 'persistent' : 'best-effort';
  if (read === reads) publish({ persistence, ...estimate });
  return state;
}

/**
 * Asks the browser to keep this site's storage (navigator.storage.persist()), unless it already
 * does. Chromium answers by its own measure of the site (an installed app is kept), Firefox asks
 * the person once and remembers; either way the answer is read back into the state.
 */
export async function requestPersistentStorage(): Promise<StorageState> {
  const storage = storageApi();
  if (typeof storage?.persist === 'function' && (await persistedNow(storage)) === false) {
    await storage.persist().catch(() => false);
  }
  return refreshStorageState();
}

/** For tests: back to "not read yet". */
export function resetStorageState(): void {
  publish({ persistence: 'unknown' });
}

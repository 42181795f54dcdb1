/**
 * Whether a newer version is waiting (spec section 4: "an available update is flagged"): a new
 * service worker installed behind the running one, or a newer database version opened in another
 * tab. The update banner shows while it is set.
 */
let available = false;
const listeners = new Set<() => void>();

export function flagUpdateAvailable(): void {
  if (available) return;
  available = true;
  for (const listener of listeners) listener();
}

export const isUpdateAvailable = (): boolean => available;

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: back to "nothing waiting". */
export function resetUpdateState(): void {
  available = false;
  for (const listener of listeners) listener();
}

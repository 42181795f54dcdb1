import { outboxCount } from '../db/queries/outboxCount';
import type { MoneyKitchenDb } from '../db/database';
import type { SyncEngine } from './engine';

export interface TriggerOptions {
  /** Quiet time after a local write before pushing, so a burst of edits goes in one batch. */
  debounceMs?: number;
  /** Pull now and then while the app is open, to see other devices' changes. */
  intervalMs?: number;
}

/**
 * Protocol step 7: sync at start, after local writes (debounced), when the browser comes online,
 * when the app becomes visible again, and on a timer. Returns the function that stops it all.
 */
export function startSyncTriggers(engine: SyncEngine, db: MoneyKitchenDb, options: TriggerOptions = {}): () => void {
  const { debounceMs = 800, intervalMs = 60_000 } = options;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  const soon = () => {
    clearTimeout(debounce);
    debounce = setTimeout(() => void engine.syncNow(), debounceMs);
  };
  const now = () => void engine.syncNow();
  const whenVisible = () => document.visibilityState === 'visible' && now();

  // liveQuery also sees writes made in other tabs of the same database.
  const count = outboxCount(db);
  const stopCounting = count.subscribe(() => (count.latest() ?? 0) > 0 && soon());
  window.addEventListener('online', now);
  document.addEventListener('visibilitychange', whenVisible);
  const timer = setInterval(now, intervalMs);
  now();

  return () => {
    stopCounting();
    clearTimeout(debounce);
    clearInterval(timer);
    window.removeEventListener('online', now);
    document.removeEventListener('visibilitychange', whenVisible);
  };
}

import { applyDueScheduled } from '../../db/commands/scheduled';
import type { MoneyKitchenDb } from '../../db/database';
import { todayIn, type IsoDate } from '../../domain/dates';

/** The date of the last successful apply (spec section 3 keeps it locally without naming the key). */
export const scheduledAppliedKey = 'scheduled-applied-on';

/** Per database, so two people sharing a browser each get their day's apply. */
export const scheduledAppliedKeyFor = (db: MoneyKitchenDb) => `${scheduledAppliedKey}:${db.name}`;

function appliedOn(db: MoneyKitchenDb): string | null {
  try {
    return localStorage.getItem(scheduledAppliedKeyFor(db));
  } catch {
    return null;
  }
}

function markApplied(db: MoneyKitchenDb, today: IsoDate): void {
  try {
    localStorage.setItem(scheduledAppliedKeyFor(db), today);
  } catch {
    // Storage blocked: the next opening applies again, which is harmless (occurrence ids are fixed).
  }
}

// One run at a time per database: React's development double effects must not apply twice.
const running = new WeakMap<MoneyKitchenDb, Promise<void>>();

/**
 * Applies the due scheduled transactions at most once per day (spec section 4): skipped when the
 * marker says today; the marker is written only on success; a failure is only logged (section 7).
 */
export function applyScheduledOncePerDay(db: MoneyKitchenDb, now: Date = new Date()): Promise<void> {
  const today = todayIn(now);
  if (appliedOn(db) === today) return Promise.resolve();
  const pending = running.get(db);
  if (pending) return pending;
  const run = applyDueScheduled(db, today, now)
    .then(async () => {
      // Before this device's first sync it may not know every scheduled item yet: try again later.
      if (await db.syncState.get('lastSyncAt')) markApplied(db, today);
    })
    .catch((error: unknown) => console.error('Applying scheduled transactions failed', error))
    .finally(() => running.delete(db));
  running.set(db, run);
  return run;
}

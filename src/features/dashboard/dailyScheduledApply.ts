import { applyDueScheduled } from '../../db/commands/scheduled';
import type { MoneyKitchenDb } from '../../db/database';
import { todayIn, type IsoDate } from '../../domain/dates';

/** The date of the last successful apply (spec section 3 keeps it locally without naming the key). */
export const scheduledAppliedKey = 'scheduled-applied-on';

function appliedOn(): string | null {
  try {
    return localStorage.getItem(scheduledAppliedKey);
  } catch {
    return null;
  }
}

function markApplied(today: IsoDate): void {
  try {
    localStorage.setItem(scheduledAppliedKey, today);
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
  if (appliedOn() === today) return Promise.resolve();
  const pending = running.get(db);
  if (pending) return pending;
  const run = applyDueScheduled(db, today, now)
    .then(() => markApplied(today))
    .catch((error: unknown) => console.error('Applying scheduled transactions failed', error))
    .finally(() => running.delete(db));
  running.set(db, run);
  return run;
}

/** The first wait after a failed fetch; each further failure of the same date doubles it. */
export const firstBackoffMs = 15 * 60_000;
export const maxBackoffMs = 24 * 60 * 60_000;

/**
 * Which dates may be fetched now: not one being fetched already (pushes run side by side), and not
 * one that failed until its wait is over. Kept in memory: a restart forgets it, which costs at most
 * one more try per date, and the dates are real days since the provider's first, so it stays small.
 */
export function dateBackoff(now: () => number) {
  const failures = new Map<string, { count: number; retryAt: number }>();
  const inFlight = new Set<string>();

  return {
    due(date: string): boolean {
      return !inFlight.has(date) && (failures.get(date)?.retryAt ?? 0) <= now();
    },

    /** Claims the date for one fetch if it is still due; the caller must then report how it went. */
    claim(date: string): boolean {
      if (!this.due(date)) return false;
      inFlight.add(date);
      return true;
    },

    succeeded(date: string): void {
      inFlight.delete(date);
      failures.delete(date);
    },

    failed(date: string): void {
      inFlight.delete(date);
      const count = (failures.get(date)?.count ?? 0) + 1;
      const wait = Math.min(maxBackoffMs, firstBackoffMs * 2 ** (count - 1));
      failures.set(date, { count, retryAt: now() + wait });
    },
  };
}

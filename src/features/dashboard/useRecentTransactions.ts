import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { useSteadyLiveQuery } from '../../app/workspace/useSteadyLiveQuery';
import { recentTransactions } from '../../db/queries/recentTransactions';
import type { TransactionRecord } from '../../domain/records';
import { logFailure } from '../../db/logFailure';

/** How many the dashboard lists (issue 18, section 4). */
export const recentCount = 5;

/**
 * The newest transactions, live; undefined while loading, null when the read failed. Steady: it runs
 * again for every part of a first sync (older days), which leaves the newest five as they were.
 */
export function useRecentTransactions(): TransactionRecord[] | null | undefined {
  const db = useDatabase();
  return useSteadyLiveQuery(
    () =>
      recentTransactions(db, recentCount).catch((error: unknown) => {
        logFailure('Recent transactions failed to load', error);
        return null;
      }),
    [db],
  );
}

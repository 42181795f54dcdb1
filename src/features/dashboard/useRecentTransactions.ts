import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { recentTransactions } from '../../db/queries/recentTransactions';
import type { TransactionRecord } from '../../domain/records';
import { logFailure } from '../../db/logFailure';

/** How many the dashboard lists (issue 18, section 4). */
export const recentCount = 5;

/** The newest transactions, live; undefined while loading, null when the read failed. */
export function useRecentTransactions(): TransactionRecord[] | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      recentTransactions(db, recentCount).catch((error: unknown) => {
        logFailure('Recent transactions failed to load', error);
        return null;
      }),
    [db],
  );
}

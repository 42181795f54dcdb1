import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { netWorthTrend, type NetWorthTrend } from '../../db/queries/trends';
import { todayIn } from '../../domain/dates';
import { logFailure } from '../../db/logFailure';

/** The last twelve month-end net worths (netWorthTrend), live; undefined while loading, null when the read failed. */
export function useNetWorthTrend(): NetWorthTrend | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      netWorthTrend(db, todayIn(new Date())).catch((error: unknown) => {
        logFailure('Net worth trend failed to load', error);
        return null;
      }),
    [db],
  );
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { netWorthTrend } from '../../db/queries/trends';
import { todayIn } from '../../domain/dates';
import type { MonthAmount } from '../../domain/trends';
import { logFailure } from '../../db/logFailure';

/**
 * The last twelve month-end net worths, live; undefined while loading (also while a new device's first
 * sync still brings those months), null when the read failed.
 */
export function useNetWorthTrend(): { currency: string; points: MonthAmount[] } | null | undefined {
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

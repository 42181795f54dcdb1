import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { netWorthTrend } from '../../db/queries/trends';
import { todayIn } from '../../domain/dates';
import type { MonthAmount } from '../../domain/trends';

/** The last twelve month-end net worths, live; undefined while loading, null when the read failed. */
export function useNetWorthTrend(): { currency: string; points: MonthAmount[] } | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      netWorthTrend(db, todayIn(new Date())).catch((error: unknown) => {
        // A closed database means the person signed out: nothing to report.
        if (!(error instanceof Error && error.name === 'DatabaseClosedError'))
          console.error('Net worth trend failed to load', error);
        return null;
      }),
    [db],
  );
}

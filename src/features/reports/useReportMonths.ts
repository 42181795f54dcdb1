import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { reportMonthsOf } from '../../db/queries/reports';
import type { Month } from '../../domain/dates';

/**
 * The months holding data, newest first; live, so a recalculation or a sync refreshes the list.
 * A failed read is only logged (spec section 7) and offers no months.
 */
export function useReportMonths(): Month[] | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      reportMonthsOf(db).catch((error: unknown): Month[] => {
        console.error('Report months failed to load', error);
        return [];
      }),
    [db],
  );
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { reportYearsOf } from '../../db/queries/reports';

/**
 * The years holding data, newest first; live, so a recalculation or a sync refreshes the list.
 * A failed read is only logged (spec section 7) and offers no years.
 */
export function useReportYears(): number[] | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      reportYearsOf(db).catch((error: unknown) => {
        console.error('Report years failed to load', error);
        return [];
      }),
    [db],
  );
}

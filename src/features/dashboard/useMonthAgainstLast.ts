import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { monthAgainstLast, type MonthAgainstLast } from '../../db/queries/trends';
import { todayIn } from '../../domain/dates';
import { logFailure } from '../../db/logFailure';

/** This month's figures against last month's, live; undefined while loading, null when the read failed. */
export function useMonthAgainstLast(): MonthAgainstLast | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      monthAgainstLast(db, todayIn(new Date())).catch((error: unknown) => {
        logFailure('Month comparison failed to load', error);
        return null;
      }),
    [db],
  );
}

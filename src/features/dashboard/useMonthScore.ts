import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { monthScore, type MonthScore } from '../../db/queries/dashboard';
import { todayIn } from '../../domain/dates';

/**
 * This month's score against the target, live; undefined while loading, null when there is none
 * (no target yet, or the read failed: spec section 7 shows no score then).
 */
export function useMonthScore(): MonthScore | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      monthScore(db, todayIn(new Date()))
        .then((score) => score ?? null)
        .catch((error: unknown) => {
          console.error('Monthly score failed to load', error);
          return null;
        }),
    [db],
  );
}

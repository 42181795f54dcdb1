import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { todayIn } from '../../domain/dates';
import { upcomingScheduled, type UpcomingItem } from '../../domain/upcoming';
import { logFailure } from '../../db/logFailure';

/** How many the dashboard lists. */
export const upcomingCount = 3;

/**
 * The active scheduled items due soonest, live; undefined while loading, null when the read failed.
 * The scheduled table holds a person's recurring items (tens, not thousands): it is read whole.
 */
export function useUpcomingScheduled(): UpcomingItem[] | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      db.scheduled
        .toArray()
        .then((items) => upcomingScheduled(items, todayIn(new Date()), upcomingCount))
        .catch((error: unknown) => {
          logFailure('Upcoming scheduled items failed to load', error);
          return null;
        }),
    [db],
  );
}

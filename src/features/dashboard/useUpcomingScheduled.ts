import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { todayIn } from '../../domain/dates';
import { upcomingScheduled, type UpcomingItem } from '../../domain/upcoming';

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
          // A closed database means the person signed out: nothing to report.
          if (!(error instanceof Error && error.name === 'DatabaseClosedError'))
            console.error('Upcoming scheduled items failed to load', error);
          return null;
        }),
    [db],
  );
}

import { useEffect } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { applyScheduledOncePerDay } from '../../app/workspace/dailyScheduledApply';

/**
 * Opening the dashboard applies the due scheduled transactions, once per day. The signed-in frame
 * already does on every screen (useScheduledApply); the dashboard asks again as it opens, so coming
 * back to it is a moment to catch up whatever screen the app was started on.
 */
export function useDailyScheduledApply(): void {
  const db = useDatabase();
  useEffect(() => {
    void applyScheduledOncePerDay(db);
  }, [db]);
}

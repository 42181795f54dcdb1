import { useEffect } from 'react';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { applyScheduledOncePerDay } from './dailyScheduledApply';

/** Opening the dashboard applies the due scheduled transactions, once per day. */
export function useDailyScheduledApply(): void {
  const db = useDatabase();
  useEffect(() => {
    void applyScheduledOncePerDay(db);
  }, [db]);
}

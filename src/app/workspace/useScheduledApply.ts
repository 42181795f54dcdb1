import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { applyScheduledOncePerDay } from './dailyScheduledApply';
import { useDatabase } from './WorkspaceContext';
import { useToday } from './useToday';

/**
 * Applies the due scheduled transactions on every signed-in screen (issue 47, item 2), not only the
 * dashboard: on opening, once this device's first sync has brought every item, and when the day
 * changes while the app stays open. Each call does nothing once the day is marked applied, and the
 * occurrence ids are fixed, so no number of calls (or devices) makes one twice.
 */
export function useScheduledApply(): void {
  const db = useDatabase();
  const today = useToday();
  const synced = useLiveQuery(async () => (await db.syncState.get('lastSyncAt')) !== undefined, [db], false);
  useEffect(() => {
    void applyScheduledOncePerDay(db);
  }, [db, today, synced]);
}

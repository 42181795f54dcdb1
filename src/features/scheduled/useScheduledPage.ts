import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { scheduledPage, type ListPage } from '../../db/queries/scheduled';
import type { ScheduledRecord } from '../../domain/records';

/** One page of the scheduled transactions, kept current by Dexie; undefined while loading, null when the read failed. */
export function useScheduledPage(page: number): ListPage<ScheduledRecord> | null | undefined {
  const db = useDatabase();
  return useLiveQuery(() => scheduledPage(db, page).catch(() => null), [db, page]);
}

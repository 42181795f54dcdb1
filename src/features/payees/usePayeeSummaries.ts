import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { payeeSummaries, type PayeeSummary } from '../../db/queries/payees';

/** Every payee with its counts; undefined while loading, null when the read failed. */
export function usePayeeSummaries(): PayeeSummary[] | null | undefined {
  const db = useDatabase();
  return useLiveQuery(() => payeeSummaries(db).catch(() => null), [db]);
}

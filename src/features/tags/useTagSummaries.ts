import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { tagSummaries, type TagSummary } from '../../db/queries/tags';

/** Every tag with its count; undefined while loading, null when the read failed. */
export function useTagSummaries(): TagSummary[] | null | undefined {
  const db = useDatabase();
  return useLiveQuery(() => tagSummaries(db).catch(() => null), [db]);
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { tagOptions } from '../../db/queries/tags';

const none: string[] = [];

/** The tags to suggest (every one in use, alphabetically); empty while loading or if the read fails. */
export function useTagOptions(): string[] {
  const db = useDatabase();
  return useLiveQuery(() => tagOptions(db).catch(() => none), [db]) ?? none;
}

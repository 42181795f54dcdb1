import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { payeeOptions } from '../../db/queries/payees';

const none: string[] = [];

/** The payees to suggest (every one in use, alphabetically); empty while loading or if the read fails. */
export function usePayeeOptions(): string[] {
  const db = useDatabase();
  return useLiveQuery(() => payeeOptions(db).catch(() => none), [db]) ?? none;
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { categoryColours, type CategoryColours } from '../../db/queries/categoryStyles';

const none: CategoryColours = new Map();

/** The colours people gave their categories, live; none while they load or if the read fails. */
export function useCategoryColours(): CategoryColours {
  const db = useDatabase();
  return useLiveQuery(() => categoryColours(db).catch(() => none), [db]) ?? none;
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { favoriteCurrency } from '../../db/queries/settings';

/** The person's favorite currency; undefined while it loads. */
export function useFavoriteCurrency(): string | undefined {
  const db = useDatabase();
  return useLiveQuery(() => favoriteCurrency(db), [db]);
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';

/**
 * The favorite currency the person chose: null when they never chose one ('Not set'), unlike the
 * favoriteCurrency query, which falls back to USD. Undefined while loading.
 */
export function useFavoriteSetting(): string | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await db.settings.get('favorite_currency'))?.value ?? null, [db]);
}

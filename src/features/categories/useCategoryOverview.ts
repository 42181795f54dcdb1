import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { categoryOverview, type CategoryOverview } from '../../db/queries/categorySummaries';
import { favoriteCurrency } from '../../db/queries/settings';

/** The overview in the favourite currency: undefined while loading, null when the read failed. */
export function useCategoryOverview(): { overview: CategoryOverview; currency: string } | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    try {
      const currency = await favoriteCurrency(db);
      return { overview: await categoryOverview(db, currency), currency };
    } catch {
      return null;
    }
  }, [db]);
}

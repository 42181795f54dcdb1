import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { categoriesInUse } from '../../db/queries/categories';
import { currenciesInUse } from '../../db/queries/netWorth';

const none: string[] = [];

/** The categories and currencies the person has used, for the filters; empty while they load. */
export function useFilterChoices(): { categories: string[]; currencies: string[] } {
  const db = useDatabase();
  const categories = useLiveQuery(() => categoriesInUse(db).catch(() => none), [db]) ?? none;
  const currencies = useLiveQuery(() => currenciesInUse(db).catch(() => none), [db]) ?? none;
  return { categories, currencies };
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../../app/workspace/WorkspaceContext';
import { trendsFor, type Trends } from '../../../db/queries/trends';
import type { TrendRange } from '../../../domain/trends';
import { logFailure } from '../../../db/logFailure';

export type TrendsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; trends: Trends };

type Loaded = { key: string } & ({ status: 'error' } | { status: 'ready'; trends: Trends });

/**
 * The trends of `range` with `category` chosen, live: new transactions, a sync, new rates or another
 * favourite currency redraw them. An earlier range's figures are never shown as this one's.
 */
export function useTrends(range: TrendRange, category: string | undefined): TrendsState {
  const db = useDatabase();
  const key = JSON.stringify([range, category ?? null]);
  const loaded = useLiveQuery(async (): Promise<Loaded> => {
    try {
      return { key, status: 'ready', trends: await trendsFor(db, range, category) };
    } catch (error) {
      logFailure('Trends failed to load', error);
      return { key, status: 'error' };
    }
    // The key holds the range and the category: the query reruns exactly when either changes.
  }, [db, key]);
  if (!loaded || loaded.key !== key) return { status: 'loading' };
  return loaded;
}

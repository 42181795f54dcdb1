import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { loadNetWorth } from '../../db/queries/netWorth';
import type { NetWorth } from '../../domain/netWorth';

/**
 * Net worth from the balances table (a dozen rows) at the latest rate, live; undefined while loading.
 * A failed read gives null, shown like no data (spec section 7).
 */
export function useNetWorth(): NetWorth | null | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadNetWorth(db).catch(() => null), [db]);
}

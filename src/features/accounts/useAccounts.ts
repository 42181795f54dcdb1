import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { useSteadyLiveQuery } from '../../app/workspace/useSteadyLiveQuery';
import { loadAccounts, type AccountSummary } from './ledgerSource';

/**
 * Every account (open and closed) with its balances, live; undefined while reading, null when the
 * read failed. Steady: a write elsewhere that leaves the balances as they were renders nothing again.
 */
export function useAccounts(): readonly AccountSummary[] | null | undefined {
  const db = useDatabase();
  return useSteadyLiveQuery(() => loadAccounts(db).catch(() => null), [db]);
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { loadAccountPage, type AccountLinePage } from './ledgerSource';

/** One page of an account's transactions and transfers, newest first, live; null when the read failed. */
export function useAccountLines(accountId: string, page: number): AccountLinePage | null | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadAccountPage(db, accountId, page).catch(() => null), [db, accountId, page]);
}

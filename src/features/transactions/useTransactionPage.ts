import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { transactionPage, type DateFilter, type TransactionPage } from '../../db/queries/transactions';

/** One page of the list, kept current by Dexie; undefined while the first read runs. */
export function useTransactionPage({ start, end }: DateFilter, page: number): TransactionPage | undefined {
  const db = useDatabase();
  return useLiveQuery(() => transactionPage(db, { start, end }, page), [db, start, end, page]);
}

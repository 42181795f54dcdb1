import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import type { IsoDate } from '../../domain/dates';
import { loadReconcileLines, type ReconcileStart } from './ledgerSource';

/** What a reconciliation on this statement date starts from, one page of lines, live; null when the read failed. */
export function useReconcileStart(
  accountId: string,
  statementDate: IsoDate | undefined,
  page: number,
): ReconcileStart | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () => (statementDate ? loadReconcileLines(db, accountId, statementDate, page).catch(() => null) : undefined),
    [db, accountId, statementDate, page],
  );
}

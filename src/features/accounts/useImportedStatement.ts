import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { loadImportedStatement, type AccountSummary, type ImportedStatement } from './ledgerSource';

/**
 * The statement balance an OFX import brought for this account since it was last reconciled (issue
 * 44, item 6), null when there is none (or it could not be read: the form then starts empty);
 * undefined while reading.
 */
export function useImportedStatement({ account }: AccountSummary): ImportedStatement | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      loadImportedStatement(db, account.id, account.reconciled_date).then(
        (found) => found ?? null,
        () => null,
      ),
    [db, account.id, account.reconciled_date],
  );
}

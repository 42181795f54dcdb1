import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { agendaRows, type AgendaRow } from '../../db/queries/agenda';
import { logFailure } from '../../db/logFailure';
import type { IsoDate } from '../../domain/dates';

/**
 * The agenda from `today`, live: a skip or an entry (here, or pulled from another device) shows at
 * once. Undefined while loading, null when the read failed.
 */
export function useAgenda(today: IsoDate): AgendaRow[] | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      agendaRows(db, today).catch((error: unknown) => {
        logFailure('The upcoming agenda failed to load', error);
        return null;
      }),
    [db, today],
  );
}

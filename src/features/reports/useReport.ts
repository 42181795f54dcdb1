import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { reportFor } from '../../db/queries/reports';
import { favoriteCurrency } from '../../db/queries/settings';
import type { Report } from '../../domain/reports';
import type { ReportPeriod } from './reportPeriod';
import { logFailure } from '../../db/logFailure';

export type ReportState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; report: Report; currency: string };

type Loaded = { key: string } & ({ status: 'error' } | { status: 'ready'; report: Report; currency: string });

/**
 * The report of `period` in the favorite currency, live: it follows new transactions, synced changes
 * and a change of favorite currency. 'idle' without a period. A result of an earlier period is never
 * shown as this one's: until the new one arrives the state is 'loading'.
 */
export function useReport(period: ReportPeriod | undefined): ReportState {
  const db = useDatabase();
  const { key, from, to } = period ?? {};
  const loaded = useLiveQuery(async (): Promise<Loaded | undefined> => {
    if (key === undefined || from === undefined || to === undefined) return undefined;
    try {
      const currency = await favoriteCurrency(db);
      const report = await reportFor(db, from, to, currency);
      return { key, status: 'ready', report, currency };
    } catch (error) {
      logFailure('Report failed to load', error);
      return { key, status: 'error' };
    }
  }, [db, key, from, to]);
  if (!period) return { status: 'idle' };
  if (!loaded || loaded.key !== key) return { status: 'loading' };
  return loaded;
}

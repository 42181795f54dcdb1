import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { rateTableFor } from '../../db/queries/transfers';
import type { IsoDate } from '../../domain/dates';
import type { RateTable } from '../../domain/rates';

/** The stored rate table for a date, kept current; null when none is stored, undefined while reading. */
export function useDayRateTable(date: IsoDate): RateTable | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => (await rateTableFor(db, date)) ?? null, [db, date]);
}

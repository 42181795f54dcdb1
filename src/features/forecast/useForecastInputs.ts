import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { forecastInputs, type ForecastInputs } from '../../db/queries/forecast';
import { logFailure } from '../../db/logFailure';
import type { IsoDate } from '../../domain/dates';

/**
 * What the forecast is worked out from, live: a new schedule, an entered occurrence or a pulled
 * change shows at once. Undefined while loading, null when the read failed.
 */
export function useForecastInputs(
  today: IsoDate,
  months: number,
  withBudgets: boolean,
): ForecastInputs | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      forecastInputs(db, today, months, withBudgets).catch((error: unknown) => {
        logFailure('The forecast failed to load', error);
        return null;
      }),
    [db, today, months, withBudgets],
  );
}

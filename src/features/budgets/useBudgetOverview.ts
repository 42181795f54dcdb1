import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { budgetOverview, type BudgetOverview } from '../../db/queries/budgets';
import { todayIn, type Month } from '../../domain/dates';
import { logFailure } from '../../db/logFailure';

/**
 * Every budget's figures for `month` (this month by default) and the months before, live; undefined
 * while loading, null when the read failed. `historyMonths` 1 reads only what the month needs (the
 * dashboard). While `wanted` is false nothing is read (undefined): a second, larger read waits for the first.
 */
export function useBudgetOverview(historyMonths = 12, wanted = true, month?: Month): BudgetOverview | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      (wanted ? budgetOverview(db, todayIn(new Date()), historyMonths, month) : Promise.resolve(undefined)).catch(
        (error: unknown) => {
          logFailure('Budgets failed to load', error);
          return null;
        },
      ),
    [db, historyMonths, wanted, month?.year, month?.month],
  );
}

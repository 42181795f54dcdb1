import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { budgetOverview, type BudgetOverview } from '../../db/queries/budgets';
import { todayIn } from '../../domain/dates';
import { logFailure } from '../../db/logFailure';

/**
 * Every budget's figures for this month and the months before, live; undefined while loading, null
 * when the read failed. `historyMonths` 1 reads only what this month needs (the dashboard). While
 * `wanted` is false nothing is read (undefined): a second, larger read waits for the first.
 */
export function useBudgetOverview(historyMonths = 12, wanted = true): BudgetOverview | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      (wanted ? budgetOverview(db, todayIn(new Date()), historyMonths) : Promise.resolve(undefined)).catch(
        (error: unknown) => {
          logFailure('Budgets failed to load', error);
          return null;
        },
      ),
    [db, historyMonths, wanted],
  );
}

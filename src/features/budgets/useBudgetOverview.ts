import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { budgetOverview, type BudgetOverview } from '../../db/queries/budgets';
import { todayIn } from '../../domain/dates';

/**
 * Every budget's figures for this month and the months before, live; undefined while loading, null
 * when the read failed. `historyMonths` 1 reads only what this month needs (the dashboard).
 */
export function useBudgetOverview(historyMonths = 12): BudgetOverview | null | undefined {
  const db = useDatabase();
  return useLiveQuery(
    () =>
      budgetOverview(db, todayIn(new Date()), historyMonths).catch((error: unknown) => {
        // A closed database means the person signed out: nothing to report.
        if (!(error instanceof Error && error.name === 'DatabaseClosedError'))
          console.error('Budgets failed to load', error);
        return null;
      }),
    [db, historyMonths],
  );
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { loadTargetHistory, type TargetHistory } from '../../db/queries/targets';
import { monthOf, todayIn } from '../../domain/dates';

/**
 * Every month from the first target until this one, scored from the local day totals; live, so a new
 * transaction or rate table rescores at once. Undefined while loading, null when the read failed.
 */
export function useTargetHistory(): TargetHistory | null | undefined {
  const db = useDatabase();
  return useLiveQuery(() => loadTargetHistory(db, monthOf(todayIn(new Date()))).catch(() => null), [db]);
}

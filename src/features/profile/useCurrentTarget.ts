import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { effectiveTarget } from '../../db/queries/targets';
import type { Month } from '../../domain/dates';
import type { Cents } from '../../domain/money';

/**
 * The target in force in `month` (its own or carried forward): null when none was ever set, 'failed'
 * when the read failed, undefined while loading.
 */
export function useCurrentTarget(month: Month): Cents | null | 'failed' | undefined {
  const db = useDatabase();
  const { year, month: number } = month;
  return useLiveQuery(
    () =>
      effectiveTarget(db, { year, month: number }).then(
        (target) => target ?? null,
        () => 'failed' as const,
      ),
    [db, year, number],
  );
}

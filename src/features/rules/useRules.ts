import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { listRules } from '../../db/queries/rules';
import type { RuleRecord } from '../../domain/records';

/** The rules in the order they run; undefined while loading, null when the read failed. */
export function useRules(): RuleRecord[] | null | undefined {
  const db = useDatabase();
  return useLiveQuery(() => listRules(db).catch(() => null), [db]);
}

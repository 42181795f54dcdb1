import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../../app/workspace/WorkspaceContext';
import { categoryOptions } from '../../db/queries/categories';
import type { TransactionKind } from '../../domain/records';

const none: string[] = [];

/** The categories to suggest for a type, reloaded when the type changes; empty if the read fails. */
export function useCategoryOptions(kind: TransactionKind): string[] {
  const db = useDatabase();
  return useLiveQuery(() => categoryOptions(db, kind).catch(() => none), [db, kind]) ?? none;
}

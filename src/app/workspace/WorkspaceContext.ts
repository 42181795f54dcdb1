import { createContext, useContext } from 'react';
import type { MoneyKitchenDb } from '../../db/database';
import type { SyncEngine } from '../../sync/engine';

export interface Workspace {
  db: MoneyKitchenDb;
  engine: SyncEngine;
}

export const WorkspaceContext = createContext<Workspace | null>(null);

/** The signed-in person's local database and sync engine; only inside the signed-in layout. */
export function useWorkspace(): Workspace {
  const workspace = useContext(WorkspaceContext);
  if (!workspace) throw new Error('useWorkspace is used outside the signed-in layout');
  return workspace;
}

export function useDatabase(): MoneyKitchenDb {
  return useWorkspace().db;
}

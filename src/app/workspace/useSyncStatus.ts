import { useSyncExternalStore } from 'react';
import type { SyncStatus } from '../../sync/status';
import { useOutboxCount } from './useOutboxCount';
import { useWorkspace } from './WorkspaceContext';

export interface SyncView extends SyncStatus {
  /** Changes made here that the server has not answered yet. */
  waiting: number;
  online: boolean;
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export function useSyncStatus(): SyncView {
  const { db, engine } = useWorkspace();
  const status = useSyncExternalStore(engine.subscribe, engine.getStatus);
  const waiting = useOutboxCount(db);
  return { ...status, waiting, online: useOnline() };
}

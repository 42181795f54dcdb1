import { useEffect, useSyncExternalStore } from 'react';
import { getStorageState, refreshStorageState, subscribeToStorageState, type StorageState } from './storagePersistence';

/** The storage state, read again when a screen showing it mounts (usage changes as data comes in). */
export function useStorageState(): StorageState {
  useEffect(() => {
    void refreshStorageState();
  }, []);
  return useSyncExternalStore(subscribeToStorageState, getStorageState, getStorageState);
}

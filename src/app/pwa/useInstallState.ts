import { useSyncExternalStore } from 'react';
import { getInstallState, subscribeToInstallState, type InstallState } from './installState';

export function useInstallState(): InstallState {
  return useSyncExternalStore(subscribeToInstallState, getInstallState, getInstallState);
}

import { useSyncExternalStore } from 'react';
import { readSession, subscribeToSession, type Session } from '../../api/session';

/** The current session; re-renders on sign-in, sign-out and token refresh, in this tab or another. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, readSession, () => null);
}

import ky, { HTTPError } from 'ky';
import { createApiClient } from './apiClient';
import { clearSession, readSession, saveTokens } from './session';

let refreshing: Promise<boolean> | undefined;

// One name for every tab of this origin: the tabs share the stored tokens, so they share the lock.
const refreshLockName = 'money-kitchen:token-refresh';

/**
 * Runs `work` while holding the refresh lock shared by every tab (Web Locks API), so two tabs never
 * spend the same refresh token. A browser without Web Locks (or a page outside a secure context)
 * runs it alone; the server's grace window for a just-spent token covers that case.
 */
function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined);
  return locks ? locks.request(refreshLockName, work) : work();
}

/**
 * One refresh at a time, shared by every call that met a 401 meanwhile (spec section 4), and across
 * tabs: after waiting for the lock, a tab whose stored refresh token changed meanwhile takes the
 * tokens the other tab got instead of refreshing again. Only the server refusing the refresh token
 * ends the session; a network failure keeps it, so an offline start never signs anybody out.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const seen = readSession();
    if (!seen) return false;
    return acrossTabs(async () => {
      const session = readSession();
      // Signed out in another tab while this one waited.
      if (!session) return false;
      if (session.refreshToken !== seen.refreshToken) return true;
      try {
        const pair = await ky
          .post('/api/auth/token/refresh/', { json: { refresh: session.refreshToken }, retry: 0 })
          .json<{ access: string; refresh?: string }>();
        saveTokens(pair.access, pair.refresh ?? session.refreshToken);
        return true;
      } catch (error) {
        if (error instanceof HTTPError && error.response.status < 500) clearSession();
        return false;
      }
    });
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * The token to retry with after the server refused `sent`: the stored one if this tab or another
 * refreshed since `sent` went out (rather than rotate the tokens again), otherwise a fresh one;
 * undefined when the session is over.
 */
export async function tokenAfterRefusal(sent: string): Promise<string | undefined> {
  const stored = readSession()?.accessToken;
  if (stored && stored !== sent) return stored;
  return (await refreshSession()) ? readSession()?.accessToken : undefined;
}

/**
 * The session's tokens, for one person only: the sync worker writes into that person's database,
 * so a token of whoever signed in since (in another tab: the tabs share the stored session) must
 * never reach it, or their records would be pulled into this person's database.
 */
export function tokensOf(userId: string) {
  const own = () => (readSession()?.user.id === userId ? readSession() : null);
  return {
    accessToken: () => own()?.accessToken,
    tokenAfterRefusal: async (sent: string) => {
      const token = await tokenAfterRefusal(sent);
      return own() ? token : undefined;
    },
  };
}

/** The API on our own origin: bearer token from the session, one refresh-and-retry on a 401. */
export const http = createApiClient({ accessToken: () => readSession()?.accessToken, tokenAfterRefusal });

/**
 * The API for one person's sync (push, pull, live stream): it only ever sends that person's tokens.
 * The tabs share the stored session, so `http` would carry the token of whoever signed in since in
 * another tab, and this person's queued changes would be pushed into that other account.
 */
export const httpFor = (userId: string) => createApiClient(tokensOf(userId));

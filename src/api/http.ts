import ky, { HTTPError } from 'ky';
import { clearSession, readSession, saveTokens } from './session';

// Spec section 7: these calls never trigger the automatic refresh-and-retry.
const withoutRefresh = ['auth/token/refresh/', 'auth/login/', 'auth/logout/', 'auth/google/url/'];

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

/** The API on our own origin: bearer token from the session, one refresh-and-retry on a 401. */
export const http = ky.create({
  prefixUrl: '/api/',
  timeout: 20_000,
  // No automatic retries (a POST must not be sent twice); the forced retry after a refresh still runs.
  retry: { limit: 1, methods: [] },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = readSession()?.accessToken;
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, _options, response, state) => {
        if (response.status !== 401 || state.retryCount > 0) return;
        if (withoutRefresh.some((path) => new URL(request.url).pathname.endsWith(`/api/${path}`))) return;
        const sent = request.headers.get('Authorization');
        if (!sent) return;
        // Sent before this tab or another one refreshed: the stored token is already new, so retry
        // with it rather than rotate the tokens again.
        const stored = readSession()?.accessToken;
        if (stored && sent !== `Bearer ${stored}`) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
        if (await refreshSession()) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
      },
    ],
  },
});

import ky, { type KyInstance, type Options } from 'ky';

// Spec section 7: these calls never trigger the automatic refresh-and-retry.
const withoutRefresh = ['auth/token/refresh/', 'auth/login/', 'auth/logout/', 'auth/google/url/'];

export interface ApiClientOptions {
  /** The access token to send now; read at every request, so a refresh elsewhere is picked up. */
  accessToken: () => string | undefined;
  /**
   * The token to retry with after the server refused `sent` (a 401), or undefined when the session
   * is over. The page refreshes the session; the sync worker asks the page (pullWorkerHost.ts).
   */
  tokenAfterRefusal: (sent: string) => Promise<string | undefined>;
  /** Where the API is: the page's and the workers' own origin unless a test says otherwise. */
  prefixUrl?: string;
  fetch?: Options['fetch'];
}

/**
 * The API: bearer token on every call, and one retry after a 401 with the token that replaces the
 * refused one. No automatic retries otherwise: a POST must not be sent twice.
 */
export function createApiClient({
  accessToken,
  tokenAfterRefusal,
  prefixUrl = '/api/',
  fetch,
}: ApiClientOptions): KyInstance {
  return ky.create({
    prefixUrl,
    timeout: 20_000,
    retry: { limit: 1, methods: [] },
    ...(fetch ? { fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = accessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async (request, _options, response, state) => {
          if (response.status !== 401 || state.retryCount > 0) return;
          const path = new URL(request.url).pathname;
          if (withoutRefresh.some((refreshFree) => path.endsWith(`/api/${refreshFree}`))) return;
          const sent = request.headers.get('Authorization')?.replace(/^Bearer /, '');
          if (!sent) return;
          if (await tokenAfterRefusal(sent)) return ky.retry({ delay: 0, code: 'TOKEN_REFRESHED' });
        },
      ],
    },
  });
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from './http';
import { readSession, saveSession } from './session';

const user = { id: 'u1', username: 'ada', email: 'ada@example.org', first_name: '', last_name: '', email_verify: true };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** jsdom's Request is Node's, which refuses the relative URLs a browser resolves against the page. */
class BrowserLikeRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}

let calls: { path: string; auth: string | null; body: string }[] = [];

function serve(handler: (path: string, auth: string | null, body: string) => Response | Promise<Response>) {
  vi.stubGlobal('Request', BrowserLikeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const body = await request.clone().text();
      calls.push({ path, auth: request.headers.get('authorization'), body });
      return handler(path, request.headers.get('authorization'), body);
    }),
  );
}

beforeEach(() => {
  calls = [];
  saveSession({ accessToken: 'old-access', refreshToken: 'old-refresh', user });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the API client', () => {
  it('refreshes once on a 401 and retries the call with the new token', async () => {
    serve((path, auth) => {
      if (path === '/api/auth/token/refresh/') return json(200, { access: 'new-access', refresh: 'new-refresh' });
      return auth === 'Bearer new-access' ? json(200, { ok: true }) : json(401, { error: 'expired' });
    });
    expect(await http.get('user-data/').json()).toEqual({ ok: true });
    expect(calls.map((c) => [c.path, c.auth])).toEqual([
      ['/api/user-data/', 'Bearer old-access'],
      ['/api/auth/token/refresh/', null],
      ['/api/user-data/', 'Bearer new-access'],
    ]);
    expect(readSession()).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  });

  it('shares one refresh between calls that meet a 401 at the same time', async () => {
    serve((path, auth) => {
      if (path === '/api/auth/token/refresh/') return json(200, { access: 'new-access', refresh: 'new-refresh' });
      return auth === 'Bearer new-access' ? json(200, { path }) : json(401, { error: 'expired' });
    });
    await Promise.all([
      http.get('user-data/').json(),
      http.get('get-fav-currency/').json(),
      http.post('sync/push/', { json: {} }).json(),
    ]);
    expect(calls.filter((c) => c.path === '/api/auth/token/refresh/')).toHaveLength(1);
  });

  it('ends the session when the server refuses the refresh token', async () => {
    serve((path) =>
      path === '/api/auth/token/refresh/'
        ? json(401, { error: 'Your session has ended.' })
        : json(401, { error: 'expired' }),
    );
    await expect(http.get('user-data/').json()).rejects.toThrow();
    expect(readSession()).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server (offline start)', async () => {
    serve((path) => {
      if (path === '/api/auth/token/refresh/') throw new TypeError('Failed to fetch');
      return json(401, { error: 'expired' });
    });
    await expect(http.get('user-data/').json()).rejects.toThrow();
    expect(readSession()).toMatchObject({ refreshToken: 'old-refresh' });
  });

  it('never refreshes for login, logout, refresh and the Google URL', async () => {
    serve(() => json(401, { error: 'Invalid credentials' }));
    await expect(http.post('auth/login/', { json: { username: 'x', password: 'y' } }).json()).rejects.toThrow();
    await expect(http.get('auth/google/url/').json()).rejects.toThrow();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/login/', '/api/auth/google/url/']);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, httpFor, tokensOf } from './http';
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

/**
 * A stand-in for the Web Locks API, which jsdom lacks: one exclusive lock per name, granted in the
 * order asked, shared by every "tab" of the test as the browser shares it between tabs of an origin.
 */
function injectWebLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const asked: string[] = [];
  const locks = {
    request(name: string, callback: () => Promise<unknown>) {
      asked.push(name);
      const granted = (tails.get(name) ?? Promise.resolve()).then(() => callback());
      tails.set(
        name,
        granted.then(
          () => undefined,
          () => undefined,
        ),
      );
      return granted;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return asked;
}

/** A second tab: its own copy of the client module (its own in-tab refresh), the same storage. */
async function openTab() {
  vi.resetModules();
  return (await import('./http')).http;
}

describe('two tabs of one browser (issue 13 item 8)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it("second tab racing: waits for the first tab's refresh and uses its tokens, never spending the same refresh token twice", async () => {
    const asked = injectWebLocks();
    const [tabA, tabB] = [await openTab(), await openTab()];
    let live = 'old-refresh';
    let answerRefresh = () => {};
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve));
    serve(async (path, auth, body) => {
      if (path === '/api/auth/token/refresh/') {
        // As a server without a grace window would: a spent token is reuse, and the login ends.
        if ((JSON.parse(body) as { refresh: string }).refresh !== live) return json(401, { error: 'Session ended.' });
        live = 'new-refresh';
        await refreshAnswered;
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      }
      return auth === 'Bearer new-access' ? json(200, { path }) : json(401, { error: 'expired' });
    });

    const first = tabA.get('user-data/').json();
    const second = tabB.get('get-fav-currency/').json();
    // Both tabs met their 401 and asked for the lock while the first refresh is still on its way.
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    answerRefresh();

    expect(await first).toEqual({ path: '/api/user-data/' });
    expect(await second).toEqual({ path: '/api/get-fav-currency/' });
    expect(calls.filter((c) => c.path === '/api/auth/token/refresh/')).toHaveLength(1);
    expect(readSession()).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  });

  it('does not present the refresh token again once another tab learned the session ended', async () => {
    const asked = injectWebLocks();
    const [tabA, tabB] = [await openTab(), await openTab()];
    let answerRefresh = () => {};
    const refreshAnswered = new Promise<void>((resolve) => (answerRefresh = resolve));
    serve(async (path) => {
      if (path === '/api/auth/token/refresh/') {
        await refreshAnswered;
        return json(401, { error: 'Your session has ended. Please sign in again.' });
      }
      return json(401, { error: 'expired' });
    });
    const first = tabA.get('user-data/').json();
    const second = tabB.get('get-fav-currency/').json();
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    answerRefresh();
    await expect(first).rejects.toThrow();
    await expect(second).rejects.toThrow();
    expect(calls.filter((c) => c.path === '/api/auth/token/refresh/')).toHaveLength(1);
    expect(readSession()).toBeNull();
  });

  it('second tab racing: a call refused after another tab already refreshed retries with the new token, without refreshing', async () => {
    const tab = await openTab();
    serve((path, auth) => {
      if (path === '/api/auth/token/refresh/') return json(200, { access: 'newer-access', refresh: 'newer-refresh' });
      if (auth === 'Bearer new-access') return json(200, { ok: true });
      // The other tab refreshes while this call, sent with the old token, is on its way.
      saveSession({ accessToken: 'new-access', refreshToken: 'new-refresh', user });
      return json(401, { error: 'expired' });
    });
    expect(await tab.get('user-data/').json()).toEqual({ ok: true });
    expect(calls.map((c) => [c.path, c.auth])).toEqual([
      ['/api/user-data/', 'Bearer old-access'],
      ['/api/user-data/', 'Bearer new-access'],
    ]);
    expect(readSession()).toMatchObject({ refreshToken: 'new-refresh' });
  });

  it('still refreshes once in a browser without Web Locks', async () => {
    const tab = await openTab();
    serve((path, auth) => {
      if (path === '/api/auth/token/refresh/') return json(200, { access: 'new-access', refresh: 'new-refresh' });
      return auth === 'Bearer new-access' ? json(200, { ok: true }) : json(401, { error: 'expired' });
    });
    expect(await tab.get('user-data/').json()).toEqual({ ok: true });
    expect(calls.filter((c) => c.path === '/api/auth/token/refresh/')).toHaveLength(1);
  });
});

describe("the sync worker's tokens (tokensOf)", () => {
  const other = { ...user, id: 'u2', username: 'bob', email: 'bob@example.org' };

  it("another person signed in in another tab: their token never reaches the first person's sync worker", async () => {
    serve(() => json(500, {}));
    const ada = tokensOf(user.id);
    expect(ada.accessToken()).toBe('old-access');
    saveSession({ accessToken: 'bob-access', refreshToken: 'bob-refresh', user: other });
    expect(ada.accessToken()).toBeUndefined();
    expect(await ada.tokenAfterRefusal('old-access')).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it("the same person's tab refreshed meanwhile: the worker retries with the new token", async () => {
    serve(() => json(500, {}));
    const ada = tokensOf(user.id);
    saveSession({ accessToken: 'newer-access', refreshToken: 'newer-refresh', user });
    expect(await ada.tokenAfterRefusal('old-access')).toBe('newer-access');
    expect(ada.accessToken()).toBe('newer-access');
  });
});

describe("a workspace's sync client (httpFor)", () => {
  const other = { ...user, id: 'u2', username: 'bob', email: 'bob@example.org' };

  it("another person signed in in another tab: the first person's queued changes are never pushed with their token", async () => {
    serve((_path, auth) => (auth === 'Bearer old-access' ? json(200, { results: [] }) : json(401, {})));
    const adasSync = httpFor(user.id);
    expect(await adasSync.post('sync/push/', { json: { mutations: [] } }).json()).toEqual({ results: [] });
    saveSession({ accessToken: 'bob-access', refreshToken: 'bob-refresh', user: other });

    await expect(adasSync.post('sync/push/', { json: { mutations: ['ada’s lunch'] } }).json()).rejects.toThrow();
    // Sent without a token and refused; no refresh of Bob's session, no retry with his token.
    expect(calls.map((call) => [call.path, call.auth])).toEqual([
      ['/api/sync/push/', 'Bearer old-access'],
      ['/api/sync/push/', null],
    ]);
  });
});

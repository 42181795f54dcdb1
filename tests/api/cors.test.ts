import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { useTestApi, type TestApi } from '../support/testApi';

const clientOrigin = 'https://client.example.org';
const strangerOrigin = 'https://stranger.example.net';

/** What a browser sends before a cross-origin call with a bearer token and a JSON body. */
const preflight = (api: TestApi, path: string, origin: string, method = 'POST') =>
  api.request(path, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type',
    },
  });

const corsHeaderNames = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-allow'));

describe('CORS with CORS_ORIGINS set (the original client served from another host)', () => {
  const api = useTestApi({ corsOrigins: [clientOrigin] });

  it('answers the preflight of an allowed origin, for the calls the client makes', async () => {
    for (const [path, method] of [
      ['/api/auth/login/', 'POST'],
      ['/api/profile/update/', 'PUT'],
      ['/api/finance-management/transaction/some-id/', 'DELETE'],
      ['/api/user-data/', 'GET'],
    ] as const) {
      const response = await preflight(api, path, clientOrigin, method);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(clientOrigin);
      expect(response.headers.get('access-control-allow-methods')?.split(',')).toContain(method);
      const allowedHeaders = response.headers.get('access-control-allow-headers')?.toLowerCase().split(',');
      expect(allowedHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type']));
      expect(response.headers.get('vary')).toContain('Origin');
    }
  });

  it('lets an allowed origin read answers, errors and the CSV file name', async () => {
    const user = await signedInUser(api);
    const headers = { origin: clientOrigin, authorization: `Bearer ${user.access}` };
    const data = await api.request('/api/user-data/', { headers });
    expect(data.status).toBe(200);
    expect(data.headers.get('access-control-allow-origin')).toBe(clientOrigin);

    // A refusal must be readable too, or the client cannot tell "sign in again" from a network error.
    const refused = await api.request('/api/user-data/', { headers: { origin: clientOrigin } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe(clientOrigin);

    const csv = await api.request(
      '/api/finance-management/transaction/export-csv/?start_date=2026-01-01&end_date=2026-01-31',
      { headers },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('access-control-allow-origin')).toBe(clientOrigin);
    expect(csv.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
  });

  it("gives another site's page (an origin not on the list) no CORS answer", async () => {
    const response = await preflight(api, '/api/auth/login/', strangerOrigin);
    expect(response.status).toBe(404);
    expect(corsHeaderNames(response)).toEqual([]);
    const user = await signedInUser(api);
    const read = await api.request('/api/user-data/', {
      headers: { origin: strangerOrigin, authorization: `Bearer ${user.access}` },
    });
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
    expect(read.headers.get('vary')).toContain('Origin');
    // An origin that merely starts like an allowed one is another origin.
    const lookalike = await preflight(api, '/api/auth/login/', `${clientOrigin}.evil.example`);
    expect(corsHeaderNames(lookalike)).toEqual([]);
  });
});

describe('CORS with CORS_ORIGINS empty (the default: one origin)', () => {
  const api = useTestApi();

  it('sends no CORS headers at all and answers a preflight 404, as before', async () => {
    const response = await preflight(api, '/api/auth/login/', clientOrigin);
    expect(response.status).toBe(404);
    expect(corsHeaderNames(response)).toEqual([]);
    const health = await api.request('/api/health', { headers: { origin: clientOrigin } });
    expect(corsHeaderNames(health)).toEqual([]);
  });
});

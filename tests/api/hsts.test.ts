import { describe, expect, it } from 'vitest';
import { useTestApi, type TestApi } from '../support/testApi';

/** What @hono/node-server hands the app for a connection that arrived over TLS. */
const overTls = { incoming: { socket: { encrypted: true } } };

const hsts = async (api: TestApi, headers: Record<string, string> = {}, env?: object, url = '/api/health') =>
  (await api.app.request(url, { headers }, env)).headers.get('strict-transport-security');

describe('Strict-Transport-Security, served directly', () => {
  const api = useTestApi();

  it('is sent when the connection itself is HTTPS', async () => {
    expect(await hsts(api, {}, overTls)).toBe('max-age=15552000; includeSubDomains');
    // The app's pages too, not only the API.
    expect(await hsts(api, {}, overTls, '/api/no-such-thing/')).toBe('max-age=15552000; includeSubDomains');
  });

  it('is not sent over plain HTTP, whatever the client claims', async () => {
    expect(await hsts(api)).toBeNull();
    expect(await hsts(api, { 'x-forwarded-proto': 'https' })).toBeNull();
    expect(await hsts(api, {}, undefined, 'https://money.test/api/health')).toBeNull();
  });
});

describe('Strict-Transport-Security behind a trusted proxy (TRUST_PROXY=true)', () => {
  const api = useTestApi({ trustProxy: true });

  it('follows X-Forwarded-Proto, the first entry when proxies chain', async () => {
    expect(await hsts(api, { 'x-forwarded-proto': 'https' })).toBe('max-age=15552000; includeSubDomains');
    expect(await hsts(api, { 'x-forwarded-proto': 'HTTPS, http' })).toBe('max-age=15552000; includeSubDomains');
    expect(await hsts(api, { 'x-forwarded-proto': 'http' })).toBeNull();
  });

  it('falls back to the connection when the proxy does not say', async () => {
    expect(await hsts(api)).toBeNull();
    expect(await hsts(api, {}, overTls)).toBe('max-age=15552000; includeSubDomains');
  });
});

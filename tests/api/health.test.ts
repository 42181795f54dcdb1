import { describe, expect, it } from 'vitest';
import { testMaxBodyBytes, useTestApi } from '../support/testApi';
import { testDatabaseKind } from '../support/testDatabase';

describe('the public answer about Google sign-in', () => {
  const api = useTestApi({
    google: () => ({ clientId: 'client', clientSecret: 'secret', issuer: 'http://127.0.0.1:9/' }),
  });

  it('says Google sign-in is set up when the server has its client id and secret', async () => {
    const response = await api.request('/api/health');
    expect(await response.json()).toMatchObject({ google_sign_in: true });
  });
});

describe('the API foundation', () => {
  const api = useTestApi();

  it('answers the health check with the database in use and the version', async () => {
    const response = await api.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      database: testDatabaseKind(),
      version: '7.0.4',
      google_sign_in: false,
    });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    const response = await api.request('/api/no-such-thing/');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });

  it('answers a body over the size limit with 413 JSON, not a 500', async () => {
    const response = await api.json('POST', '/api/health', 'x'.repeat(testMaxBodyBytes + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('sends security headers with every answer', async () => {
    const response = await api.request('/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});

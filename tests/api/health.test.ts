import { describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/database';
import { createTestApp, testMaxBodyBytes, useTestApi } from '../support/testApi';
import { testClock } from '../support/testClock';
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
      database_answers: true,
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

  it("forbids forms to post anywhere but this origin (form-action 'self': injected markup cannot send a form elsewhere)", async () => {
    for (const path of ['/api/health', '/api/no-such-thing/']) {
      const policy = (await api.request(path)).headers.get('content-security-policy') ?? '';
      const directives = policy.split(';').map((directive) => directive.trim());
      expect(directives).toContain("form-action 'self'");
    }
  });
});

describe('the health check a load balancer asks (issue 14 item 3)', () => {
  const unusedMailer = { send: async () => undefined };

  it('answers 503 and says so when the database does not answer, so the instance is taken out', async () => {
    // Nothing listens on port 1: every query fails at once.
    const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/none');
    try {
      const app = createTestApp(unreachable, testClock(), {}, unusedMailer);
      const response = await app.request('/api/health');
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ status: 'database_unavailable', database_answers: false });
    } finally {
      await unreachable.close();
    }
  });

  const api = useTestApi();
  it('answers 503 while the instance is shutting down, though its database still answers', async () => {
    let draining = false;
    const app = createTestApp(api.database, api.clock, {}, unusedMailer, () => draining);
    expect((await app.request('/api/health')).status).toBe(200);
    draining = true;
    const response = await app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'shutting_down', database_answers: true });
  });
});

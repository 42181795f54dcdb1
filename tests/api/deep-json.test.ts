import { describe, expect, it } from 'vitest';
import { accountBodyBytes } from '../../server/http/bodyLimits';
import { maxJsonDepth, tooDeepText } from '../../server/http/jsonDepth';
import { protocolVersion } from '../../src/domain/mutations';
import { signedInUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';

/**
 * Issue 49, item 4: an anonymous 1 MB body of nested brackets to /api/auth/login/ took 461 ms of
 * event loop to parse, six such clients pushed health's p90 to 3.1 s, and an 8.4 MB deep restore
 * froze the server for 12 s. Sign-in and profile calls now take at most `accountBodyBytes`, and
 * every JSON body nesting deeper than `maxJsonDepth` is refused before it is parsed. This server
 * has the default MAX_BODY_BYTES (1 MiB), as `npm start` does.
 */
const api = useTestApi({ maxBodyBytes: 1024 * 1024 });

const post = (path: string, body: string, token?: string) =>
  api.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body,
  });

const brackets = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
/** A push whose one mutation's arguments nest `depth` levels inside the body's own three. */
const pushNesting = (depth: number) =>
  `{"protocol":${protocolVersion},"client_id":"deep","mutations":[{"number":1,"name":"transaction.put.v1","args":${brackets(depth)}}]}`;

const tooDeep = { error: tooDeepText, code: 'too_deep' };

describe('sign-in and profile calls', () => {
  it('an anonymous client who sends 1 MB of nested brackets to sign-in is refused with a 413 before it is parsed', async () => {
    const body = brackets(500_000);
    const started = performance.now();
    const response = await post('/api/auth/login/', body);
    const took = performance.now() - started;
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: `Request body is larger than ${accountBodyBytes} bytes`,
      code: 'payload_too_large',
    });
    // Parsing it took 200 to 460 ms here.
    expect(took).toBeLessThan(100);
  });

  it('an anonymous client who sends 8 KB of nested brackets to sign-in is refused with a 400 before it is parsed', async () => {
    const response = await post('/api/auth/login/', brackets(4000));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(tooDeep);
  });

  it('an anonymous client who posts more than 8 KiB to an email-change link or a password reset is refused with a 413', async () => {
    const padded = JSON.stringify({ uid: 'x', token: 'y', new_email: `${'a'.repeat(accountBodyBytes)}@example.org` });
    for (const path of ['/api/profile/verify-email-change/', '/api/auth/password-reset/confirm/']) {
      const response = await post(path, padded);
      expect(response.status, path).toBe(413);
      expect((await response.json()).code).toBe('payload_too_large');
    }
  });

  it('a sign-in of ordinary size is still read and answered', async () => {
    const response = await post('/api/auth/login/', JSON.stringify({ username: 'nobody', password: 'wrong guess' }));
    expect(response.status).toBe(401);
  });
});

describe('every JSON call', () => {
  it('an attacker who pushes 1 MB of nested brackets is refused with a 400 in milliseconds, and nothing is applied', async () => {
    const user = await signedInUser(api, 'deep');
    const body = pushNesting(500_000);
    expect(body.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const response = await post('/api/sync/push/', body, user.access);
    const took = performance.now() - started;
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(tooDeep);
    expect(took).toBeLessThan(100);
    const clients = await api.database.db
      .selectFrom('sync_clients')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(clients).toEqual([]);
  });

  it('a push nesting exactly the limit is read as usual (its mutation refused one by one), one level more is refused whole', async () => {
    const user = await signedInUser(api, 'edge');
    // The body's object, its list of mutations and the mutation are three levels.
    const atLimit = await post('/api/sync/push/', pushNesting(maxJsonDepth - 3), user.access);
    expect(atLimit.status).toBe(200);
    expect((await atLimit.json()).results).toEqual([expect.objectContaining({ number: 1, status: 'rejected' })]);
    const over = await post('/api/sync/push/', pushNesting(maxJsonDepth - 2), user.access);
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual(tooDeep);
  });

  it('an attacker who restores a deeply nested file is refused with a 400 before it is parsed', async () => {
    const user = await signedInUser(api, 'deeprestore');
    const body = `{"format":"money-kitchen-backup","version":1,"records":{"transaction":${brackets(400_000)}}}`;
    const response = await post('/api/backup/restore/', body, user.access);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(tooDeep);
  });

  it('brackets inside texts are words, not nesting', async () => {
    const user = await signedInUser(api, 'brackets');
    const response = await post(
      '/api/finance-management/transaction/add-transactions/',
      JSON.stringify({ amount: 5, currency: 'USD', trans_details: `"[{${'['.repeat(300)}\\` }),
      user.access,
    );
    expect(response.status).toBe(201);
  });
});

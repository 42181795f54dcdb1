import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';
import { codeNow, codeStep, passwordStep, withTwoFactor } from '../support/twoFactor';

/**
 * Issue 49, item 6: TOTP (RFC 6238) with ten one-time recovery codes. Enabling needs a confirming
 * code, sign-in asks for a code when it is on, turning it off needs a code, and the secret is shown
 * only at setup. The limit on guesses is in two-factor-limits.test.ts.
 */
const api = useTestApi();

const status = (access: string) => api.json('GET', '/api/auth/two-factor/', undefined, access);
const disable = (access: string, code: string) => api.json('POST', '/api/auth/two-factor/disable/', { code }, access);
const required =
  'Two-factor authentication is on for this account: enter the 6-digit code from your authenticator app, or one of your recovery codes, to sign in.';

describe('turning two-factor on (issue 49, item 6)', () => {
  it('setup shows the secret and its otpauth URI once; it is on only after a confirming code', async () => {
    const user = await signedInUser(api);
    const setup = await api.json('POST', '/api/auth/two-factor/setup/', undefined, user.access);
    const { secret, otpauth_uri } = await setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    expect(otpauth_uri.startsWith('otpauth://totp/Money%20Kitchen:')).toBe(true);
    expect(await (await status(user.access)).json()).toEqual({ enabled: false, recovery_codes_left: 0 });

    const wrong = await api.json('POST', '/api/auth/two-factor/enable/', { code: '000000' }, user.access);
    expect([wrong.status, (await wrong.json()).error]).toEqual([
      400,
      'That code is not right. Enter the 6-digit code your authenticator app shows now.',
    ]);
    const right = await api.json('POST', '/api/auth/two-factor/enable/', { code: codeNow(api, secret) }, user.access);
    const body = await right.json();
    expect(right.status).toBe(200);
    expect(body.recovery_codes).toHaveLength(10);
    expect(new Set(body.recovery_codes).size).toBe(10);
    expect(await (await status(user.access)).json()).toEqual({ enabled: true, recovery_codes_left: 10 });
  });

  it('stolen database: neither the secret nor a recovery code is stored as it was shown', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    const stored = JSON.stringify([
      await api.database.db.selectFrom('two_factor').selectAll().where('user_id', '=', user.id).execute(),
      await api.database.db.selectFrom('recovery_codes').selectAll().where('user_id', '=', user.id).execute(),
    ]);
    expect(stored).not.toContain(user.secret);
    for (const code of user.recoveryCodes) expect(stored).not.toContain(code);
  });

  it('stolen access token: the secret is never returned after setup, and setup cannot replace it', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    const again = await api.json('POST', '/api/auth/two-factor/setup/', undefined, user.access);
    expect([again.status, (await again.json()).error]).toEqual([400, 'Two-factor authentication is already on.']);
    const seen = JSON.stringify([
      await (await status(user.access)).json(),
      await (await api.json('GET', '/api/user-data/', undefined, user.access)).json(),
    ]);
    expect(seen).not.toContain(user.secret);
  });
});

describe('signing in with two-factor on (issue 49, item 6)', () => {
  it('stolen password: the password alone gets no session, only a clear text naming the code it needs', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    const login = await api.json('POST', '/api/auth/login/', { username: user.username, password: user.password });
    const body = await login.json();
    expect(login.status).toBe(401);
    expect(body.error).toBe(required);
    expect(body.access).toBeUndefined();
    expect(body.refresh).toBeUndefined();
  });

  it('the password step then a current code signs in; the same code cannot be used again', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    const ticket = await passwordStep(api, user);
    const code = codeNow(api, user.secret);
    const signedIn = await codeStep(api, ticket, code);
    const body = await signedIn.json();
    expect(signedIn.status).toBe(200);
    expect(body.user.id).toBe(user.id);
    expect((await api.json('GET', '/api/user-data/', undefined, body.access)).status).toBe(200);
    const replay = await codeStep(api, await passwordStep(api, user), code);
    expect(replay.status).toBe(401);
  });

  it('a recovery code works once', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    const [recovery = ''] = user.recoveryCodes;
    expect((await codeStep(api, await passwordStep(api, user), recovery.toUpperCase())).status).toBe(200);
    const again = await codeStep(api, await passwordStep(api, user), recovery);
    expect(again.status).toBe(401);
    expect(await (await status(user.access)).json()).toEqual({ enabled: true, recovery_codes_left: 9 });
  });

  it('forged ticket: a ticket is not an access token, an access token is not a ticket, and an old one expires', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    const ticket = await passwordStep(api, user);
    expect((await api.json('GET', '/api/user-data/', undefined, ticket)).status).toBe(401);
    expect((await codeStep(api, user.access, codeNow(api, user.secret))).status).toBe(401);
    api.clock.advance(6 * 60 * 1000);
    const late = await codeStep(api, ticket, codeNow(api, user.secret));
    expect([late.status, (await late.json()).error]).toEqual([
      401,
      'This sign-in took too long. Please sign in again.',
    ]);
  });
});

describe('turning two-factor off (issue 49, item 6)', () => {
  it('stolen access token: two-factor cannot be turned off without a code', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    for (const code of ['', '123456', 'aaaaa-bbbbb']) expect((await disable(user.access, code)).status).toBe(400);
    expect((await (await status(user.access)).json()).enabled).toBe(true);
    await passwordStep(api, user);
  });

  it('a current code turns it off, and the password alone signs in again', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    expect((await disable(user.access, codeNow(api, user.secret))).status).toBe(200);
    expect((await (await status(user.access)).json()).enabled).toBe(false);
    const login = await api.json('POST', '/api/auth/login/', { username: user.username, password: user.password });
    expect(login.status).toBe(200);
  });

  it('a recovery code turns it off too (the phone is lost)', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    expect((await disable(user.access, user.recoveryCodes[3] ?? '')).status).toBe(200);
    expect((await (await status(user.access)).json()).enabled).toBe(false);
  });
});

import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { refreshGraceMs } from '../../server/accounts/sessions';
import { changePassword, signedInUser, signInAgain } from '../support/accounts';
import { testJwtSecret, useTestApi } from '../support/testApi';

const api = useTestApi();
const hourMs = 60 * 60 * 1000;
/** Just past the window in which a spent refresh token still gets its successor (sessions.ts). */
const pastGraceMs = refreshGraceMs + 1000;

const userData = (token?: string) => api.json('GET', '/api/user-data/', undefined, token);
const refresh = (token: string) => api.json('POST', '/api/auth/token/refresh/', { refresh: token });

describe('GET /api/user-data/', () => {
  it('answers the signed-in user without secrets', async () => {
    const user = await signedInUser(api);
    const response = await userData(user.access);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: '',
      last_name: '',
      email_verify: true,
    });
  });

  it('refuses a missing, malformed, forged or unsigned token with 401', async () => {
    const user = await signedInUser(api);
    const forged = await new SignJWT({ lid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('money-kitchen')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-of-enough-length!!'));
    const unsigned = new UnsecuredJWT({ lid: 'x' }).setSubject(user.id).setIssuer('money-kitchen').encode();
    for (const token of [undefined, 'garbage', forged, unsigned]) {
      const response = await userData(token);
      expect(response.status).toBe(401);
      expect((await response.json()).code).toMatch(/not_authenticated|invalid_token/);
    }
  });

  it('lying client: refuses a correctly signed token that names one person with another person’s login (issue 13, item 5)', async () => {
    const alice = await signedInUser(api);
    const bob = await signedInUser(api);
    const issuedAt = Math.floor(api.clock.now().getTime() / 1000);
    const token = (subject: string, loginId: unknown) =>
      new SignJWT({ lid: loginId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer('money-kitchen')
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 600)
        .sign(new TextEncoder().encode(testJwtSecret));
    const mixed = await userData(await token(bob.id, decodeJwt(alice.access).lid));
    expect(mixed.status).toBe(401);
    expect((await mixed.json()).code).toBe('invalid_token');
    // The same token with Bob's own login passes: only the pairing was wrong.
    const own = await userData(await token(bob.id, decodeJwt(bob.access).lid));
    expect(own.status).toBe(200);
    expect((await own.json()).id).toBe(bob.id);
  });

  it('expires the access token after 60 minutes; the refresh token still works', async () => {
    const user = await signedInUser(api);
    api.clock.advance(hourMs + 1000);
    expect((await userData(user.access)).status).toBe(401);
    const renewed = await refresh(user.refresh);
    expect(renewed.status).toBe(200);
    expect((await userData((await renewed.json()).access)).status).toBe(200);
  });
});

describe('POST /api/auth/token/refresh/', () => {
  it('rotates: the answer carries a new refresh token and the old one is spent', async () => {
    const user = await signedInUser(api);
    const first = await refresh(user.refresh);
    expect(first.status).toBe(200);
    const pair = await first.json();
    expect(pair.refresh).not.toBe(user.refresh);
    expect((await userData(pair.access)).status).toBe(200);
    expect((await refresh(pair.refresh)).status).toBe(200);
  });

  it('treats reuse of a spent refresh token after the grace window as theft and ends that login', async () => {
    const user = await signedInUser(api);
    const pair = await (await refresh(user.refresh)).json();
    api.clock.advance(pastGraceMs);
    const reuse = await refresh(user.refresh);
    expect(reuse.status).toBe(401);
    // The thief's copy and the rightful new tokens are all dead now.
    expect((await refresh(pair.refresh)).status).toBe(401);
    expect((await userData(pair.access)).status).toBe(401);
  });

  it('ends only the affected login: another device of the same user stays signed in', async () => {
    const user = await signedInUser(api);
    const otherDevice = await signInAgain(api, user);
    await refresh(user.refresh);
    api.clock.advance(pastGraceMs);
    expect((await refresh(user.refresh)).status).toBe(401);
    expect((await userData(otherDevice.access)).status).toBe(200);
  });

  it('refuses an unknown, malformed or expired refresh token', async () => {
    const user = await signedInUser(api);
    for (const token of ['nope', 'a.b', `${user.refresh}x`]) {
      expect((await refresh(token)).status).toBe(401);
    }
    expect((await api.json('POST', '/api/auth/token/refresh/', {})).status).toBe(400);
    api.clock.advance(31 * 24 * hourMs);
    expect((await refresh(user.refresh)).status).toBe(401);
  });
});

// Issue 13 item 8: two tabs of one browser share the tokens and may refresh at the same moment.
describe('a refresh token spent a moment ago', () => {
  it('second tab racing: the same token presented twice at once gets one successor, and the login stays', async () => {
    const user = await signedInUser(api);
    const [first, second] = await Promise.all([refresh(user.refresh), refresh(user.refresh)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [await first.json(), await second.json()];
    expect(a.refresh).toBe(b.refresh);
    expect((await userData(a.access)).status).toBe(200);
    expect((await userData(b.access)).status).toBe(200);
    expect((await refresh(a.refresh)).status).toBe(200);
  });

  it(`second tab racing: presented again within ${refreshGraceMs / 1000} s, gets the same successor`, async () => {
    const user = await signedInUser(api);
    const first = await (await refresh(user.refresh)).json();
    api.clock.advance(refreshGraceMs - 1000);
    const again = await refresh(user.refresh);
    expect(again.status).toBe(200);
    const second = await again.json();
    expect(second.refresh).toBe(first.refresh);
    expect((await userData(second.access)).status).toBe(200);
    // Still one live refresh token: the successor rotates on as usual.
    const next = await refresh(first.refresh);
    expect(next.status).toBe(200);
    expect((await next.json()).refresh).not.toBe(first.refresh);
  });

  it('a stolen refresh token replayed after the window still revokes the login', async () => {
    const user = await signedInUser(api);
    const rightful = await (await refresh(user.refresh)).json();
    api.clock.advance(pastGraceMs);
    expect((await refresh(user.refresh)).status).toBe(401);
    expect((await refresh(rightful.refresh)).status).toBe(401);
    expect((await userData(rightful.access)).status).toBe(401);
  });

  it('a stolen refresh token replayed within the window, after the successor moved on, revokes the login', async () => {
    const user = await signedInUser(api);
    const second = await (await refresh(user.refresh)).json();
    const third = await (await refresh(second.refresh)).json();
    expect((await refresh(user.refresh)).status).toBe(401);
    expect((await refresh(third.refresh)).status).toBe(401);
    expect((await userData(third.access)).status).toBe(401);
  });

  it('cannot be answered from a leaked table: the successor is stored sealed, never readable', async () => {
    const user = await signedInUser(api);
    const next = await (await refresh(user.refresh)).json();
    const [, nextSecret] = next.refresh.split('.');
    const rows = await api.database.db.selectFrom('refresh_tokens').selectAll().execute();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(nextSecret);
    expect(stored).not.toContain(user.refresh.split('.')[1]);
    const spent = rows.find((row) => row.id === user.refresh.split('.')[0]);
    expect(spent?.successor_sealed).toEqual(expect.any(String));
    // A made-up secret with the spent token's id is refused, and, being a presented spent token
    // that does not match, changes nothing: the rightful successor still works.
    expect((await refresh(`${user.refresh.split('.')[0]}.made-up`)).status).toBe(401);
    expect((await refresh(next.refresh)).status).toBe(200);
  });
});

describe('POST /api/auth/logout/', () => {
  it('ends the login even when the access token has expired', async () => {
    const user = await signedInUser(api);
    api.clock.advance(2 * hourMs);
    const response = await api.json('POST', '/api/auth/logout/', { refresh: user.refresh });
    expect(response.status).toBe(200);
    expect((await refresh(user.refresh)).status).toBe(401);
  });

  it('makes the access token of that login stop working at once', async () => {
    const user = await signedInUser(api);
    await api.json('POST', '/api/auth/logout/', { refresh: user.refresh });
    expect((await userData(user.access)).status).toBe(401);
  });

  it('answers an unknown refresh token calmly and changes nothing', async () => {
    const user = await signedInUser(api);
    expect((await api.json('POST', '/api/auth/logout/', { refresh: 'unknown.token' })).status).toBe(200);
    expect((await userData(user.access)).status).toBe(200);
  });
});

// The server remembers a verified access token until it expires; none of that may outlive the login.
describe('an access token used a moment ago', () => {
  it('still expires at the end of its 60 minutes', async () => {
    const user = await signedInUser(api);
    expect((await userData(user.access)).status).toBe(200);
    api.clock.advance(hourMs - 1000);
    expect((await userData(user.access)).status).toBe(200);
    api.clock.advance(2000);
    expect((await userData(user.access)).status).toBe(401);
  });

  it('stops working at once on logout', async () => {
    const user = await signedInUser(api);
    expect((await userData(user.access)).status).toBe(200);
    await api.json('POST', '/api/auth/logout/', { refresh: user.refresh });
    expect((await userData(user.access)).status).toBe(401);
  });

  it('stops working at once when its refresh token is reused', async () => {
    const user = await signedInUser(api);
    const pair = await (await refresh(user.refresh)).json();
    expect((await userData(pair.access)).status).toBe(200);
    api.clock.advance(pastGraceMs);
    expect((await refresh(user.refresh)).status).toBe(401);
    expect((await userData(pair.access)).status).toBe(401);
  });

  it('of another device stops working at once when the password changes', async () => {
    const user = await signedInUser(api);
    const other = await signInAgain(api, user);
    expect((await userData(other.access)).status).toBe(200);
    const change = await changePassword(api, user, 'a fresh password');
    expect(change.status).toBe(200);
    expect((await userData(other.access)).status).toBe(401);
    expect((await userData(user.access)).status).toBe(200);
  });
});

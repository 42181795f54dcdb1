import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCredentials, register, signedInUser } from '../support/accounts';
import { testPublicUrl, useTestApi } from '../support/testApi';
import { codeNow, codeStep, withTwoFactor } from '../support/twoFactor';

/** A real OpenID Connect provider on this machine stands in for Google. */
const provider = new OAuth2Server();
let nextPerson: Record<string, unknown> = {};
beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    if (token.payload.nonce) Object.assign(token.payload, nextPerson);
  });
});
afterAll(() => provider.stop());

const api = useTestApi({
  google: () => ({ clientId: 'money-kitchen', clientSecret: 'provider-secret', issuer: provider.issuer.url ?? '' }),
});
const notConfigured = useTestApi();

/** Walks the browser's part: open the authorization URL, follow the provider's redirect back. */
async function signInAtProvider(person: Record<string, unknown>) {
  nextPerson = person;
  const { auth_url } = await (await api.request('/api/auth/google/url/')).json();
  const authorize = new URL(auth_url);
  expect(authorize.searchParams.get('redirect_uri')).toBe(`${testPublicUrl}/auth/google/callback`);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const answer = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(answer.headers.get('location') ?? '');
  return { code: callback.searchParams.get('code') ?? '', state: callback.searchParams.get('state') ?? '' };
}

/** A reset link carries its uid and token in the query. */
async function nextResetLink(to: string) {
  const url = new URL((await api.inbox.next(to)).link);
  return { uid: url.searchParams.get('uid') ?? '', token: url.searchParams.get('token') ?? '' };
}

const authenticate = (body: unknown) => api.json('POST', '/api/auth/google/authenticate/', body);

/** What @hono/node-server hands the app for a connection that arrived over TLS. */
const overTls = { incoming: { socket: { encrypted: true } } };

/**
 * The browser's part as the spec's own client walks it: the URL call sets the state cookie, the
 * provider redirects back, and the client posts only `{code}`, its browser sending the cookie along.
 */
async function signInWithCookie(person: Record<string, unknown>) {
  nextPerson = person;
  const urlAnswer = await api.request('/api/auth/google/url/');
  const setCookie = urlAnswer.headers.get('set-cookie') ?? '';
  const { auth_url } = await urlAnswer.json();
  const answer = await fetch(new URL(auth_url), { redirect: 'manual' });
  const callback = new URL(answer.headers.get('location') ?? '');
  return {
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    setCookie,
    cookie: setCookie.split(';')[0] ?? '',
  };
}

const authenticateWithCookie = (body: unknown, cookie: string) =>
  api.request('/api/auth/google/authenticate/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

describe('sign in with Google', () => {
  it('creates a verified user named after the email on first sign-in, then knows them', async () => {
    const first = await signInAtProvider({
      email: 'grace.hopper@example.org',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    });
    const created = await authenticate(first);
    expect(created.status).toBe(200);
    const body = await created.json();
    expect(body.is_new_user).toBe(true);
    expect(body.user).toMatchObject({
      username: 'grace.hopper',
      email: 'grace.hopper@example.org',
      first_name: 'Grace',
      email_verify: true,
    });
    expect((await api.json('GET', '/api/user-data/', undefined, body.access)).status).toBe(200);

    const again = await authenticate(
      await signInAtProvider({ email: 'grace.hopper@example.org', email_verified: true }),
    );
    const returning = await again.json();
    expect(returning.is_new_user).toBe(false);
    expect(returning.user.id).toBe(body.user.id);
  });

  it('stolen Google account: with two-factor on, Google alone gets no session, only the code step (issue 49, item 6)', async () => {
    const owner = await withTwoFactor(api, await signedInUser(api, 'guarded'));
    const answer = await authenticate(await signInAtProvider({ email: owner.email, email_verified: true }));
    const body = await answer.json();
    expect(answer.status).toBe(401);
    expect(body.code).toBe('two_factor_required');
    expect(body.access).toBeUndefined();
    const signedIn = await codeStep(api, body.two_factor_ticket, codeNow(api, owner.secret));
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).user.id).toBe(owner.id);
  });

  it('signs an existing password account in by its email, and suffixes a taken username', async () => {
    const existing = await signedInUser(api);
    const result = await (
      await authenticate(await signInAtProvider({ email: existing.email, email_verified: true }))
    ).json();
    expect(result.user.id).toBe(existing.id);
    // A proven account keeps its password: its owner set it.
    const withPassword = await api.json('POST', '/api/auth/login/', {
      username: existing.username,
      password: existing.password,
    });
    expect(withPassword.status).toBe(200);

    const clash = await (
      await authenticate(
        await signInAtProvider({ email: `${existing.username}@elsewhere.example`, email_verified: true }),
      )
    ).json();
    expect(clash.is_new_user).toBe(true);
    expect(clash.user.username).toBe(`${existing.username}1`);
  });

  it("a mailbox not the owner's: an unverified account someone registered with it loses its password to Google", async () => {
    // The squatter registers the owner's address with a password of their own and never verifies it,
    // then asks for a reset link (which goes to the owner's mailbox, unread).
    const squatter = newCredentials('squatter');
    await register(api, { ...squatter, email: 'pre.hijack@example.org' });
    expect((await api.json('POST', '/api/auth/password-reset/', { email: 'pre.hijack@example.org' })).status).toBe(200);
    const squattersLink = await nextResetLink('pre.hijack@example.org');

    const owner = await authenticate(await signInAtProvider({ email: 'pre.hijack@example.org', email_verified: true }));
    expect(owner.status).toBe(200);
    const ownerBody = await owner.json();
    expect(ownerBody.user).toMatchObject({ email: 'pre.hijack@example.org', email_verify: true });
    expect(ownerBody.is_new_user).toBe(false);

    // The squatter's password no longer opens the account the owner now uses.
    for (const username of [squatter.username, 'pre.hijack@example.org']) {
      const squatting = await api.json('POST', '/api/auth/login/', { username, password: squatter.password });
      expect(squatting.status).toBe(401);
      expect((await squatting.json()).error).toBe('Invalid credentials');
    }
    // Links issued before the mailbox was proven are spent.
    const reset = await api.json('POST', '/api/auth/password-reset/validate/', squattersLink);
    expect(reset.status).toBe(400);
    // The owner stays signed in, and can set a password of their own by a fresh reset.
    expect((await api.json('GET', '/api/user-data/', undefined, ownerBody.access)).status).toBe(200);
    await api.json('POST', '/api/auth/password-reset/', { email: 'pre.hijack@example.org' });
    const confirmed = await api.json('POST', '/api/auth/password-reset/confirm/', {
      ...(await nextResetLink('pre.hijack@example.org')),
      new_password: 'the owner chose this',
      confirm_password: 'the owner chose this',
    });
    expect(confirmed.status).toBe(200);
    const ownLogin = await api.json('POST', '/api/auth/login/', {
      username: 'pre.hijack@example.org',
      password: 'the owner chose this',
    });
    expect(ownLogin.status).toBe(200);
  });

  it('refuses a bad code, a replayed code, a forged or swapped state, and an unverified email', async () => {
    const flow = await signInAtProvider({ email: 'linus@example.org', email_verified: true });
    const bad = await authenticate({ ...flow, code: 'made-up-code' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toBe('Google authentication failed');

    const forged = await authenticate({ ...flow, state: `${flow.state}x` });
    expect((await forged.json()).error).toBe('The sign-in request expired. Please try again.');

    const other = await signInAtProvider({ email: 'linus@example.org', email_verified: true });
    const swapped = await authenticate({ code: flow.code, state: other.state });
    expect(swapped.status).toBe(400);

    expect((await authenticate(other)).status).toBe(200);
    expect((await authenticate(other)).status).toBe(400);

    const unverified = await authenticate(
      await signInAtProvider({ email: 'nobody@example.org', email_verified: false }),
    );
    expect((await unverified.json()).error).toBe('Your Google account has no verified email address.');

    const missing = await authenticate({ state: flow.state });
    expect((await missing.json()).error).toBe('No authorization code received from Google.');
  });

  it('answers a clear 404 when Google is not configured', async () => {
    const response = await notConfigured.request('/api/auth/google/url/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'Sign in with Google is not set up on this server.',
      code: 'google_not_configured',
    });
  });
});

describe("sign in with Google from the spec's client, which posts only {code} (issue 13 item 15)", () => {
  it('keeps the state in an httpOnly, SameSite=Lax cookie for the Google calls only', async () => {
    const flow = await signInWithCookie({ email: 'cookie.attrs@example.org', email_verified: true });
    expect(flow.cookie.startsWith('mk_google_state=')).toBe(true);
    expect(flow.cookie.slice('mk_google_state='.length)).toBe(flow.state);
    expect(flow.setCookie).toMatch(/; HttpOnly/i);
    expect(flow.setCookie).toMatch(/; SameSite=Lax/i);
    expect(flow.setCookie).toMatch(/; Path=\/api\/auth\/google\//i);
    expect(flow.setCookie).toMatch(/; Max-Age=600/i);
    // Plain HTTP here: a Secure cookie would never come back.
    expect(flow.setCookie).not.toMatch(/; Secure/i);
    const overHttps = await api.app.request('/api/auth/google/url/', {}, overTls);
    expect(overHttps.headers.get('set-cookie')).toMatch(/; Secure/i);
  });

  it('signs in from {code} alone, checking the state from the cookie, and spends the cookie', async () => {
    const flow = await signInWithCookie({ email: 'only.code@example.org', email_verified: true });
    const answer = await authenticateWithCookie({ code: flow.code }, flow.cookie);
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.user.email).toBe('only.code@example.org');
    expect(body.is_new_user).toBe(true);
    expect(answer.headers.get('set-cookie')).toMatch(/^mk_google_state=;.*Max-Age=0/i);
    // Our own client still sends the state in the body, and that still works beside the cookie.
    const ours = await signInWithCookie({ email: 'only.code@example.org', email_verified: true });
    const again = await authenticateWithCookie({ code: ours.code, state: ours.state }, ours.cookie);
    expect(again.status).toBe(200);
    expect((await again.json()).is_new_user).toBe(false);
  });

  it('refuses {code} from a browser that never asked for it, or a client lying about its cookie (login CSRF)', async () => {
    // The attacker starts a flow with their own Google account and plants its code on the victim.
    const attacker = await signInWithCookie({ email: 'attacker@example.org', email_verified: true });
    const noCookie = await authenticate({ code: attacker.code });
    expect(noCookie.status).toBe(400);
    expect((await noCookie.json()).error).toBe('The sign-in request expired. Please try again.');

    // The victim's browser holds the state of its own flow: the attacker's code does not match it.
    const victim = await signInWithCookie({ email: 'victim.csrf@example.org', email_verified: true });
    const planted = await authenticateWithCookie({ code: attacker.code }, victim.cookie);
    expect(planted.status).toBe(400);
    expect((await planted.json()).error).toBe('Google authentication failed');

    // A made-up cookie is not a state the server sealed.
    const forged = await authenticateWithCookie({ code: victim.code }, 'mk_google_state=made-up');
    expect((await forged.json()).error).toBe('The sign-in request expired. Please try again.');
  });
});

import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { testPublicUrl, useTestApi } from '../support/testApi';

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

const authenticate = (body: unknown) => api.json('POST', '/api/auth/google/authenticate/', body);

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

  it('signs an existing password account in by its email, and suffixes a taken username', async () => {
    const existing = await signedInUser(api);
    const result = await (
      await authenticate(await signInAtProvider({ email: existing.email, email_verified: true }))
    ).json();
    expect(result.user.id).toBe(existing.id);

    const clash = await (
      await authenticate(
        await signInAtProvider({ email: `${existing.username}@elsewhere.example`, email_verified: true }),
      )
    ).json();
    expect(clash.is_new_user).toBe(true);
    expect(clash.user.username).toBe(`${existing.username}1`);
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

import { describe, expect, it } from 'vitest';
import { passkeyChallengeLifetimeMs } from '../../server/accounts/passkeys.service';
import { signedInUser, type TestUser } from '../support/accounts';
import {
  addPasskey as addPasskeyFor,
  assertionOptions,
  registrationOptions as registrationOptionsFor,
} from '../support/apiPasskeys';
import { softAuthenticator } from '../support/softPasskey';
import { testPublicUrl, useTestApi } from '../support/testApi';

const api = useTestApi();

const registrationOptions = (user: TestUser) => registrationOptionsFor(api, user);
const addPasskey = (user: TestUser, authenticator?: ReturnType<typeof softAuthenticator>, name?: string) =>
  addPasskeyFor(api, user, authenticator, name);

const signInOptions = () => assertionOptions(api, '/api/auth/passkey/options/');

const passkeySignIn = (body: unknown) => api.json('POST', '/api/auth/passkey/login/', body);

async function listPasskeys(access: string) {
  const response = await api.json('GET', '/api/profile/passkeys/', undefined, access);
  expect(response.status).toBe(200);
  return ((await response.json()) as { passkeys: { id: string; name: string; last_used_at: string | null }[] })
    .passkeys;
}

describe('passkeys', () => {
  it('registers several named passkeys, renames and removes one, and signs in with another without a password', async () => {
    const user = await signedInUser(api);
    const laptop = await addPasskey(user, undefined, 'Laptop');
    const phone = await addPasskey(user, undefined, 'Phone');
    expect((await listPasskeys(user.access)).map((p) => p.name)).toEqual(['Laptop', 'Phone']);

    const renamed = await api.json(
      'PATCH',
      `/api/profile/passkeys/${phone.passkey.id}/`,
      { name: 'Old phone' },
      user.access,
    );
    expect(renamed.status).toBe(200);
    expect((await renamed.json()).name).toBe('Old phone');
    const removed = await api.json('DELETE', `/api/profile/passkeys/${phone.passkey.id}/`, undefined, user.access);
    expect(removed.status).toBe(200);
    expect((await listPasskeys(user.access)).map((p) => p.name)).toEqual(['Laptop']);

    const { challenge_id, options } = await signInOptions();
    const signedIn = await passkeySignIn({ challenge_id, credential: laptop.authenticator.get(options) });
    expect(signedIn.status).toBe(200);
    const answer = (await signedIn.json()) as { access: string; user: { id: string } };
    expect(answer.user.id).toBe(user.id);
    const me = await api.json('GET', '/api/user-data/', undefined, answer.access);
    expect((await me.json()).id).toBe(user.id);
    expect((await listPasskeys(user.access))[0]!.last_used_at).not.toBeNull();

    // The removed passkey signs nobody in.
    const again = await signInOptions();
    const withRemoved = await passkeySignIn({
      challenge_id: again.challenge_id,
      credential: phone.authenticator.get(again.options),
    });
    expect(withRemoved.status).toBe(401);
  });

  it('binds passkeys to the configured public origin: the rp id is its host', async () => {
    const user = await signedInUser(api);
    const { options } = await registrationOptions(user);
    expect(options.rp.id).toBe(new URL(testPublicUrl).hostname);
    const sign = await signInOptions();
    expect(sign.options.rpId).toBe(new URL(testPublicUrl).hostname);
  });

  it('threat: an assertion made on a look-alike origin (phishing) is refused', async () => {
    const { authenticator } = await addPasskey(await signedInUser(api));
    const { challenge_id, options } = await signInOptions();
    const phished = authenticator.get(options, { at: 'http://money-test.example' });
    expect((await passkeySignIn({ challenge_id, credential: phished })).status).toBe(401);
  });

  it('threat: a replayed assertion is refused, and a cloned authenticator whose counter does not rise too', async () => {
    const { authenticator } = await addPasskey(await signedInUser(api));
    const { challenge_id, options } = await signInOptions();
    const body = { challenge_id, credential: authenticator.get(options) };
    expect((await passkeySignIn(body)).status).toBe(200);
    const replayed = await passkeySignIn(body);
    expect(replayed.status).toBe(401);
    expect((await replayed.json()).error).toMatch(/expired or was used already/);

    // A copy of the key signs a fresh challenge, but with a counter the server has seen already.
    const fresh = await signInOptions();
    const cloned = authenticator.get(fresh.options, { counter: 1 });
    expect((await passkeySignIn({ challenge_id: fresh.challenge_id, credential: cloned })).status).toBe(401);
  });

  it('threat: a challenge cannot be used twice, nor after it expired', async () => {
    const user = await signedInUser(api);
    const first = await addPasskey(user, undefined, 'One');
    const second = await addPasskey(user, undefined, 'Two');
    const { challenge_id, options } = await signInOptions();
    expect((await passkeySignIn({ challenge_id, credential: first.authenticator.get(options) })).status).toBe(200);
    // A second, genuine assertion for the same challenge: the challenge is gone.
    expect((await passkeySignIn({ challenge_id, credential: second.authenticator.get(options) })).status).toBe(401);

    // A registration challenge is single-use too.
    const registration = await registrationOptions(user);
    const authenticator = softAuthenticator(testPublicUrl);
    const post = (name: string) =>
      api.json(
        'POST',
        '/api/profile/passkeys/',
        { challenge_id: registration.challenge_id, name, credential: authenticator.create(registration.options) },
        user.access,
      );
    expect((await post('Three')).status).toBe(201);
    expect((await post('Four')).status).toBe(400);

    const late = await signInOptions();
    api.clock.advance(passkeyChallengeLifetimeMs + 1000);
    const expired = await passkeySignIn({
      challenge_id: late.challenge_id,
      credential: first.authenticator.get(late.options),
    });
    expect(expired.status).toBe(401);
    expect((await listPasskeys(user.access)).map((p) => p.name)).toEqual(['One', 'Two', 'Three']);
  });

  it("threat: user B's passkey cannot sign in as A, and A's registration challenge cannot add B's key to A", async () => {
    const [a, b] = [await signedInUser(api, 'alice'), await signedInUser(api, 'bob')];
    await addPasskey(a);
    const bobs = await addPasskey(b);
    const aHandle = Buffer.from(a.id, 'utf8').toString('base64url');

    const { challenge_id, options } = await signInOptions();
    const claimingA = bobs.authenticator.get(options, { userHandle: aHandle });
    expect((await passkeySignIn({ challenge_id, credential: claimingA })).status).toBe(401);

    // Bob's genuine assertion signs Bob in, never anyone else.
    const next = await signInOptions();
    const genuine = await passkeySignIn({
      challenge_id: next.challenge_id,
      credential: bobs.authenticator.get(next.options),
    });
    expect((await genuine.json()).user.id).toBe(b.id);

    const aliceChallenge = await registrationOptions(a);
    const forB = softAuthenticator(testPublicUrl).create(aliceChallenge.options);
    const stolen = await api.json(
      'POST',
      '/api/profile/passkeys/',
      { challenge_id: aliceChallenge.challenge_id, name: 'Mine now', credential: forB },
      b.access,
    );
    expect(stolen.status).toBe(400);
    expect(await listPasskeys(b.access)).toHaveLength(1);
  });

  it('threat: a stolen access token cannot list, rename or remove passkeys of another user', async () => {
    const [owner, thief] = [await signedInUser(api), await signedInUser(api)];
    const { passkey } = await addPasskey(owner, undefined, 'Owner key');
    expect(await listPasskeys(thief.access)).toEqual([]);
    const path = `/api/profile/passkeys/${passkey.id}/`;
    const rename = await api.json('PATCH', path, { name: 'Pwned' }, thief.access);
    expect(rename.status).toBe(404);
    const remove = await api.json('DELETE', path, undefined, thief.access);
    expect(remove.status).toBe(404);
    expect(await listPasskeys(owner.access)).toEqual([expect.objectContaining({ id: passkey.id, name: 'Owner key' })]);
    // And without any token nothing is listed at all.
    expect((await api.json('GET', '/api/profile/passkeys/')).status).toBe(401);
  });

  it('threat: a stolen access token whose sign-in is over 5 minutes old cannot add or remove a passkey', async () => {
    const user = await signedInUser(api);
    const { passkey } = await addPasskey(user);
    api.clock.advance(6 * 60 * 1000);
    const options = await api.json('POST', '/api/profile/passkeys/options/', undefined, user.access);
    expect(options.status).toBe(403);
    const removed = await api.json('DELETE', `/api/profile/passkeys/${passkey.id}/`, undefined, user.access);
    expect(removed.status).toBe(403);
    expect(await listPasskeys(user.access)).toHaveLength(1);
  });

  it('answers bad input with a clear 400 and stores nothing', async () => {
    const user = await signedInUser(api);
    const { challenge_id, options } = await registrationOptions(user);
    const credential = softAuthenticator(testPublicUrl).create(options);
    const long = await api.json(
      'POST',
      '/api/profile/passkeys/',
      { challenge_id, name: 'x'.repeat(65), credential },
      user.access,
    );
    expect(long.status).toBe(400);
    expect((await long.json()).error).toBe('A passkey name has at most 64 characters.');
    const garbled = { ...credential, response: { ...credential.response, attestationObject: 'AAAA' } };
    const bad = await api.json(
      'POST',
      '/api/profile/passkeys/',
      { challenge_id, name: 'Key', credential: garbled },
      user.access,
    );
    expect(bad.status).toBe(400);
    const malformed = await passkeySignIn({ challenge_id: 'nope', credential: {} });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe('The passkey answer is malformed.');
    expect(await listPasskeys(user.access)).toEqual([]);
  });
});

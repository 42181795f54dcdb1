import { describe, expect, it } from 'vitest';
import { signedInUser } from '../support/accounts';
import { addPasskey, assertionOptions } from '../support/apiPasskeys';
import { useTestApi } from '../support/testApi';
import { passwordStep, withTwoFactor } from '../support/twoFactor';

const api = useTestApi();
const sixMinutes = 6 * 60 * 1000;

const reauthOptions = (access: string) =>
  assertionOptions(api, '/api/auth/reauthenticate/passkey/options/', undefined, access);
const reauthWith = (access: string, body: unknown) =>
  api.json('POST', '/api/auth/reauthenticate/passkey/', body, access);
const secondFactorOptions = (ticket: string) =>
  assertionOptions(api, '/api/auth/two-factor/passkey/options/', { ticket });
const secondFactorWith = (body: unknown) => api.json('POST', '/api/auth/two-factor/passkey/', body);
const canAddPasskey = async (access: string) =>
  (await api.json('POST', '/api/profile/passkeys/options/', undefined, access)).status === 200;

describe('a passkey as proof that it is you (issue 49, items 7 and 9)', () => {
  it('a passkey given again renews a login whose sign-in is over 5 minutes old, as the password does', async () => {
    const user = await signedInUser(api);
    const { authenticator } = await addPasskey(api, user);
    api.clock.advance(sixMinutes);
    expect(await canAddPasskey(user.access)).toBe(false);

    const { challenge_id, options } = await reauthOptions(user.access);
    const proven = await reauthWith(user.access, { challenge_id, credential: authenticator.get(options) });
    expect(proven.status).toBe(200);
    expect((await proven.json()).message).toMatch(/next 5 minutes/);
    expect(await canAddPasskey(user.access)).toBe(true);
  });

  it("threat: a stolen access token cannot be renewed with the thief's own passkey, nor with a replayed answer", async () => {
    const [owner, thief] = [await signedInUser(api, 'owner'), await signedInUser(api, 'thief')];
    const owners = await addPasskey(api, owner);
    const thiefs = await addPasskey(api, thief);
    api.clock.advance(sixMinutes);

    const challenge = await reauthOptions(owner.access);
    const withThiefsKey = await reauthWith(owner.access, {
      challenge_id: challenge.challenge_id,
      credential: thiefs.authenticator.get(challenge.options),
    });
    expect(withThiefsKey.status).toBe(400);
    expect((await withThiefsKey.json()).error).toBe('This passkey is not one of yours.');
    expect(await canAddPasskey(owner.access)).toBe(false);

    // The owner's genuine answer, replayed after it was accepted, finds its challenge spent.
    const fresh = await reauthOptions(owner.access);
    const body = { challenge_id: fresh.challenge_id, credential: owners.authenticator.get(fresh.options) };
    expect((await reauthWith(owner.access, body)).status).toBe(200);
    const replayed = await reauthWith(owner.access, body);
    expect(replayed.status).toBe(400);
    expect((await replayed.json()).error).toMatch(/expired or was used already/);
  });

  it("threat: a challenge asked for with one person's token cannot renew another person's login", async () => {
    const [a, b] = [await signedInUser(api, 'alice'), await signedInUser(api, 'bob')];
    const alices = await addPasskey(api, a);
    await addPasskey(api, b);
    api.clock.advance(sixMinutes);
    const forAlice = await reauthOptions(a.access);
    const answer = { challenge_id: forAlice.challenge_id, credential: alices.authenticator.get(forAlice.options) };
    expect((await reauthWith(b.access, answer)).status).toBe(400);
    expect(await canAddPasskey(b.access)).toBe(false);
  });

  it('with two-factor on, the password step and a passkey sign in instead of an authenticator code', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    const { authenticator } = await addPasskey(api, user);
    const ticket = await passwordStep(api, user);

    const { challenge_id, options } = await secondFactorOptions(ticket);
    const signedIn = await secondFactorWith({ ticket, challenge_id, credential: authenticator.get(options) });
    expect(signedIn.status).toBe(200);
    const answer = (await signedIn.json()) as { access: string; user: { id: string } };
    expect(answer.user.id).toBe(user.id);
    expect((await api.json('GET', '/api/user-data/', undefined, answer.access)).status).toBe(200);
  });

  it('threat: a password thief holding the ticket cannot finish the sign-in with their own passkey', async () => {
    const owner = await withTwoFactor(api, await signedInUser(api, 'owner'));
    await addPasskey(api, owner);
    const thiefs = await addPasskey(api, await signedInUser(api, 'thief'));
    const ticket = await passwordStep(api, owner);
    const { challenge_id, options } = await secondFactorOptions(ticket);
    const refused = await secondFactorWith({ ticket, challenge_id, credential: thiefs.authenticator.get(options) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).not.toHaveProperty('access');
  });

  it('threat: a forged or expired ticket gets no passkey challenge and signs nobody in', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    const { authenticator } = await addPasskey(api, user);
    const ticket = await passwordStep(api, user);
    const forged = await api.json('POST', '/api/auth/two-factor/passkey/options/', { ticket: `${ticket}x` });
    expect(forged.status).toBe(401);

    const { challenge_id, options } = await secondFactorOptions(ticket);
    api.clock.advance(sixMinutes);
    const late = await secondFactorWith({ ticket, challenge_id, credential: authenticator.get(options) });
    expect(late.status).toBe(401);
    expect((await late.json()).error).toBe('This sign-in took too long. Please sign in again.');
  });

  it('answers a person without passkeys, and a malformed answer, with a clear 400', async () => {
    const user = await signedInUser(api);
    const none = await api.json('POST', '/api/auth/reauthenticate/passkey/options/', undefined, user.access);
    expect(none.status).toBe(400);
    expect((await none.json()).error).toBe('You have no passkeys yet: add one in your profile first.');
    const malformed = await reauthWith(user.access, { challenge_id: 'nope', credential: {} });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).error).toBe('The passkey answer is malformed.');
  });
});

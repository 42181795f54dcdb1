import { describe, expect, it } from 'vitest';
import { signedInUser, type TestUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';

/**
 * Issue 49, item 8: the person's signed-in devices (browser, address, when signed in, last active,
 * this device marked), signing one out, and signing out all others.
 */
const api = useTestApi();

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';

async function signInWith(user: TestUser, userAgent: string) {
  const answer = await api.request('/api/auth/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { access: string; refresh: string };
}

const list = async (access: string) => (await api.json('GET', '/api/auth/logins/', undefined, access)).json();
const signOut = (access: string, id: string) => api.json('POST', '/api/auth/logins/sign-out/', { id }, access);

describe('signed-in devices (issue 49, item 8)', () => {
  it('lists each login with its browser and times, marking this device', async () => {
    const user = await signedInUser(api);
    api.clock.advance(60_000);
    const laptop = await signInWith(user, firefox);
    const { logins } = await list(laptop.access);
    expect(logins).toHaveLength(2);
    expect(logins[0]).toMatchObject({ device: firefox, current: true, signed_in_at: api.clock.now().toISOString() });
    expect(logins[1].current).toBe(false);
    expect(typeof logins[1].address).toBe('string');
  });

  it('stolen session: signing one device out ends it at once, refresh included', async () => {
    const user = await signedInUser(api);
    const thief = await signInWith(user, 'curl/8.0');
    const { logins } = await list(user.access);
    const thiefsLogin = logins.find((login: { device: string }) => login.device === 'curl/8.0');
    expect((await signOut(user.access, thiefsLogin.id)).status).toBe(200);
    expect((await api.json('GET', '/api/user-data/', undefined, thief.access)).status).toBe(401);
    expect((await api.json('POST', '/api/auth/token/refresh/', { refresh: thief.refresh })).status).toBe(401);
    expect((await api.json('GET', '/api/user-data/', undefined, user.access)).status).toBe(200);
  });

  it('one person never signs out another’s device: it answers 404 and the other stays signed in', async () => {
    const owner = await signedInUser(api);
    const stranger = await signedInUser(api);
    const [strangersLogin] = (await list(stranger.access)).logins;
    expect((await signOut(owner.access, strangersLogin.id)).status).toBe(404);
    expect((await api.json('GET', '/api/user-data/', undefined, stranger.access)).status).toBe(200);
  });

  it('“sign out all others” keeps only this device', async () => {
    const user = await signedInUser(api);
    const other = await signInWith(user, firefox);
    expect((await api.json('POST', '/api/auth/logins/sign-out-others/', undefined, user.access)).status).toBe(200);
    expect((await api.json('GET', '/api/user-data/', undefined, other.access)).status).toBe(401);
    const { logins } = await list(user.access);
    expect(logins.map((login: { current: boolean }) => login.current)).toEqual([true]);
  });
});

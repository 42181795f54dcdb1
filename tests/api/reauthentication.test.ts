import { describe, expect, it } from 'vitest';
import { signedInUser, type TestUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';
import { codeNow, withTwoFactor } from '../support/twoFactor';

/**
 * Issue 49, item 9: what can hurt (a new username, restoring a backup, deleting the account) needs a
 * password or a two-factor code given on this login within the last 5 minutes. Signing in counts;
 * `/auth/reauthenticate/` renews it. An email change without the password still goes through the
 * current mailbox's approval (email-change.test.ts).
 */
const api = useTestApi();

const required =
  'For your safety, confirm it is you: enter your password (or a two-factor code) again, then try once more.';
const sixMinutes = 6 * 60 * 1000;

const reauthenticate = (user: TestUser, body: unknown) =>
  api.json('POST', '/api/auth/reauthenticate/', body, user.access);
const rename = (user: TestUser, username: string, extra: Record<string, unknown> = {}) =>
  api.json(
    'PUT',
    '/api/profile/update/',
    { first_name: '', last_name: '', username, email: user.email, ...extra },
    user.access,
  );
const deleteAccount = (user: TestUser) => api.json('POST', '/api/auth/delete-account/', undefined, user.access);
const restore = (user: TestUser) => api.json('POST', '/api/backup/restore/', { version: 1, records: {} }, user.access);

async function usernameOf(userId: string) {
  const row = await api.database.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  return row?.username;
}

describe('re-authentication for what can hurt (issue 49, item 9)', () => {
  it('stolen access token: once the sign-in is over 5 minutes old, the username cannot change without the password', async () => {
    const user = await signedInUser(api);
    api.clock.advance(sixMinutes);
    const refused = await rename(user, `${user.username}-x`);
    expect([refused.status, (await refused.json()).error]).toEqual([403, required]);
    const wrong = await rename(user, `${user.username}-x`, { current_password: 'not the password' });
    expect(wrong.status).toBe(403);
    expect(await usernameOf(user.id)).toBe(user.username);
    const withPassword = await rename(user, `${user.username}-y`, { current_password: user.password });
    expect(withPassword.status).toBe(200);
    expect(await usernameOf(user.id)).toBe(`${user.username}-y`);
  });

  it('the password given again opens the window for 5 minutes, on this login only', async () => {
    const user = await signedInUser(api);
    api.clock.advance(sixMinutes);
    const wrong = await reauthenticate(user, { password: 'not the password' });
    expect(wrong.status).toBe(400);
    expect((await reauthenticate(user, { password: user.password })).status).toBe(200);
    expect((await rename(user, `${user.username}-z`)).status).toBe(200);
    api.clock.advance(sixMinutes);
    expect((await rename(user, `${user.username}-w`)).status).toBe(403);
  });

  it('with two-factor on, a current code proves it as well, once per code', async () => {
    const user = await withTwoFactor(api, await signedInUser(api));
    api.clock.advance(sixMinutes);
    const code = codeNow(api, user.secret);
    expect((await reauthenticate(user, { code })).status).toBe(200);
    expect((await reauthenticate(user, { code })).status).toBe(400);
    expect((await reauthenticate(user, {})).status).toBe(400);
  });

  it('stolen access token: restoring a backup needs a recent proof', async () => {
    const user = await signedInUser(api);
    api.clock.advance(sixMinutes);
    const refused = await restore(user);
    expect([refused.status, (await refused.json()).error]).toEqual([403, required]);
    await reauthenticate(user, { password: user.password });
    expect((await restore(user)).status).not.toBe(403);
  });
});

describe('deleting the account (issue 49, item 9)', () => {
  it('stolen access token: the account cannot be deleted without a recent proof', async () => {
    const user = await signedInUser(api);
    api.clock.advance(sixMinutes);
    const refused = await deleteAccount(user);
    expect([refused.status, (await refused.json()).error]).toEqual([403, required]);
    expect((await api.json('GET', '/api/user-data/', undefined, user.access)).status).toBe(200);
  });

  it('deletes every record of the person and ends every login; another person keeps everything', async () => {
    const user = await signedInUser(api);
    const other = await signedInUser(api);
    const secondDevice = await api.json('POST', '/api/auth/login/', {
      username: user.username,
      password: user.password,
    });
    const { access: secondAccess, refresh: secondRefresh } = await secondDevice.json();
    const money = '/api/finance-management/transaction/add-transactions/';
    const body = { amount: 5, currency: 'USD', trans_status: 'withdraw', date: '2026-03-10' };
    for (const person of [user, other]) expect((await api.json('POST', money, body, person.access)).status).toBe(201);
    await withTwoFactor(api, user);

    const deleted = await deleteAccount(user);
    expect(deleted.status).toBe(200);
    for (const access of [user.access, secondAccess]) {
      expect((await api.json('GET', '/api/user-data/', undefined, access)).status).toBe(401);
    }
    expect((await api.json('POST', '/api/auth/token/refresh/', { refresh: secondRefresh })).status).toBe(401);
    const login = await api.json('POST', '/api/auth/login/', { username: user.username, password: user.password });
    expect(login.status).toBe(401);

    const db = api.database.db;
    const left = await Promise.all(
      (['users', 'logins', 'transactions', 'currency_totals', 'two_factor', 'recovery_codes'] as const).map(
        async (table) => {
          const column = table === 'users' ? 'id' : 'user_id';
          const rows = await db.selectFrom(table).select(column).where(column, '=', user.id).execute();
          return [table, rows.length];
        },
      ),
    );
    expect(Object.fromEntries(left)).toEqual({
      users: 0,
      logins: 0,
      transactions: 0,
      currency_totals: 0,
      two_factor: 0,
      recovery_codes: 0,
    });
    const kept = await api.json(
      'GET',
      '/api/finance-management/transaction/get-transactions/?start_date=2026-03-01&end_date=2026-03-31',
      undefined,
      other.access,
    );
    expect((await kept.json()).transactions).toHaveLength(1);
  });
});

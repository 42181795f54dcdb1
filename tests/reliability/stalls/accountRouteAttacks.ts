import { expect } from 'vitest';
import { accountBodyBytes } from '../../../server/http/bodyLimits';
import { signInAgain } from '../../support/accounts';
import { padded } from './attackerAccount';
import type { Attack, AttackContext } from './routeAttacks';

/** Sign-in and profile calls: 8 KiB bodies (accountBodyBytes), most of them before authentication. */
export function accountRouteAttacks({ api, call, attacker }: AttackContext): Attack[] {
  const token = () => attacker().access;
  const post = (method: string, path: string, body: string) => () => call(method, path, { body, token: token() });
  const account = (fields: object) => padded(fields, accountBodyBytes);
  const link = { uid: 'a'.repeat(100), token: 'b'.repeat(200) };
  return [
    {
      route: 'POST /api/auth/register/',
      input: 'a new account with the longest fields, padded to 8 KiB',
      send: () =>
        call('POST', '/api/auth/register/', {
          body: account({
            username: `newcomer${'n'.repeat(100)}`,
            email: `newcomer${'e'.repeat(100)}@example.org`,
            password: 'p'.repeat(128),
            password2: 'p'.repeat(128),
          }),
        }),
    },
    {
      route: 'POST /api/auth/login/',
      input: "the attacker's own sign-in, padded to 8 KiB",
      send: async () => {
        const body = account({ username: attacker().username, password: attacker().password });
        expect(await call('POST', '/api/auth/login/', { body })).toBe(200);
      },
    },
    {
      route: 'POST /api/auth/token/refresh/',
      input: 'a refresh token, padded to 8 KiB',
      send: async () => {
        const login = await signInAgain(api, attacker());
        await call('POST', '/api/auth/token/refresh/', { body: account({ refresh: login.refresh }) });
      },
    },
    {
      route: 'POST /api/auth/logout/',
      input: 'a refresh token of another login, padded to 8 KiB',
      send: async () => {
        const login = await signInAgain(api, attacker());
        await call('POST', '/api/auth/logout/', { body: account({ refresh: login.refresh }) });
      },
    },
    {
      route: 'POST /api/auth/verify-email/',
      input: 'a wrong link of the longest form, padded to 8 KiB',
      send: () => call('POST', '/api/auth/verify-email/', { body: account(link) }),
    },
    {
      route: 'POST /api/auth/verify-email/resend/',
      input: "the attacker's email, padded to 8 KiB",
      send: () => call('POST', '/api/auth/verify-email/resend/', { body: account({ email: attacker().email }) }),
    },
    {
      route: 'POST /api/auth/password-reset/',
      input: "the attacker's email (a mail is sent), padded to 8 KiB",
      send: () => call('POST', '/api/auth/password-reset/', { body: account({ email: attacker().email }) }),
    },
    {
      route: 'POST /api/auth/password-reset/validate/',
      input: 'a wrong link, padded to 8 KiB',
      send: () => call('POST', '/api/auth/password-reset/validate/', { body: account(link) }),
    },
    {
      route: 'POST /api/auth/password-reset/confirm/',
      input: 'a wrong link and the longest password, padded to 8 KiB',
      send: () =>
        call('POST', '/api/auth/password-reset/confirm/', {
          body: account({ ...link, new_password: 'q'.repeat(128), confirm_password: 'q'.repeat(128) }),
        }),
    },
    {
      route: 'PUT /api/profile/update/',
      input: 'the longest names, padded to 8 KiB',
      send: post(
        'PUT',
        '/api/profile/update/',
        account({
          username: attacker().username,
          email: attacker().email,
          first_name: 'f'.repeat(150),
          last_name: 'l'.repeat(150),
        }),
      ),
    },
    {
      route: 'POST /api/profile/change-password/',
      input: 'a wrong current password (checked) and the longest new one, padded to 8 KiB',
      send: post(
        'POST',
        '/api/profile/change-password/',
        account({
          current_password: 'w'.repeat(128),
          new_password: 'n'.repeat(128),
          confirm_password: 'n'.repeat(128),
        }),
      ),
    },
    {
      route: 'POST /api/profile/verify-email-change/',
      input: 'a wrong link, padded to 8 KiB',
      send: () =>
        call('POST', '/api/profile/verify-email-change/', {
          body: account({ ...link, new_email: 'other@example.org' }),
        }),
    },
    {
      route: 'POST /api/profile/approve-email-change/',
      input: 'a wrong link, padded to 8 KiB',
      send: () =>
        call('POST', '/api/profile/approve-email-change/', {
          body: account({ ...link, new_email: 'other@example.org' }),
        }),
    },
    {
      route: 'POST /api/profile/cancel-email-change/',
      input: 'a wrong link, padded to 8 KiB',
      send: () => call('POST', '/api/profile/cancel-email-change/', { body: account(link) }),
    },
    {
      route: 'GET /api/auth/two-factor/',
      input: 'the status',
      send: () => call('GET', '/api/auth/two-factor/', { token: token() }),
    },
    {
      route: 'POST /api/auth/two-factor/setup/',
      input: 'a new pending secret',
      send: post('POST', '/api/auth/two-factor/setup/', ''),
    },
    {
      route: 'POST /api/auth/two-factor/enable/',
      input: 'a wrong code (checked against the pending secret), padded to 8 KiB',
      send: post('POST', '/api/auth/two-factor/enable/', account({ code: '000000' })),
    },
    {
      route: 'POST /api/auth/two-factor/disable/',
      input: 'the longest code, padded to 8 KiB',
      send: post('POST', '/api/auth/two-factor/disable/', account({ code: 'c'.repeat(32) })),
    },
    {
      route: 'POST /api/auth/two-factor/sign-in/',
      input: 'a forged ticket of the longest form and a code, padded to 8 KiB',
      send: () =>
        call('POST', '/api/auth/two-factor/sign-in/', { body: account({ ticket: 't'.repeat(2048), code: '123456' }) }),
    },
    {
      route: 'POST /api/auth/reauthenticate/',
      input: 'a wrong password of the longest form (checked), padded to 8 KiB',
      send: post('POST', '/api/auth/reauthenticate/', account({ password: 'w'.repeat(128) })),
    },
    {
      route: 'GET /api/auth/logins/',
      input: "the attacker's logins",
      send: () => call('GET', '/api/auth/logins/', { token: token() }),
    },
    {
      route: 'POST /api/auth/logins/sign-out/',
      input: 'an unknown login of the longest id, padded to 8 KiB',
      send: post('POST', '/api/auth/logins/sign-out/', account({ id: 'x'.repeat(64) })),
    },
    {
      route: 'POST /api/auth/logins/sign-out-others/',
      input: "every other login of the attacker's",
      send: post('POST', '/api/auth/logins/sign-out-others/', ''),
    },
    {
      // A real deletion would end the attacker for every route after it: refused at the door instead.
      route: 'POST /api/auth/delete-account/',
      input: 'without a token',
      send: () => call('POST', '/api/auth/delete-account/'),
    },
    {
      route: 'GET /api/auth/google/url/',
      input: 'none (Google sign-in is off here)',
      send: () => call('GET', '/api/auth/google/url/'),
    },
    {
      route: 'POST /api/auth/google/authenticate/',
      input: 'the longest code and state, padded to 8 KiB',
      send: () =>
        call('POST', '/api/auth/google/authenticate/', {
          body: account({ code: 'c'.repeat(2048), state: 's'.repeat(4096) }),
        }),
    },
  ];
}

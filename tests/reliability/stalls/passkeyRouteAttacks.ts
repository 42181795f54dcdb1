import { expect } from 'vitest';
import { accountBodyBytes } from '../../../server/http/bodyLimits';
import { maxPasskeyNameLength } from '../../../src/domain/passkeys';
import { softAuthenticator, type CreationOptions, type RequestOptions } from '../../support/softPasskey';
import { testPublicUrl } from '../../support/testApi';
import { padded } from './attackerAccount';
import type { Attack, AttackContext } from './routeAttacks';

/**
 * The passkey routes (issue 49, item 7), each with a genuine WebAuthn answer at the 8 KiB account
 * body limit, so the signature checks run in full while the other person's requests are measured.
 */
export function passkeyRouteAttacks({ api, call, attacker }: AttackContext): Attack[] {
  const token = () => attacker().access;
  const authenticator = softAuthenticator(testPublicUrl);
  const longestName = 'k'.repeat(maxPasskeyNameLength);
  let passkeyId = '';
  const longestTicket = 't'.repeat(2048);

  async function challenge<T>(path: string, withToken: boolean) {
    const response = await api.json('POST', path, undefined, withToken ? token() : undefined);
    expect(response.status).toBe(200);
    return (await response.json()) as { challenge_id: string; options: T };
  }

  return [
    {
      route: 'POST /api/profile/passkeys/options/',
      input: 'none (a challenge for the attacker)',
      send: () => call('POST', '/api/profile/passkeys/options/', { token: token() }),
    },
    {
      route: 'POST /api/profile/passkeys/',
      input: 'a genuine registration with the longest name, padded to 8 KiB',
      send: async () => {
        const { challenge_id, options } = await challenge<CreationOptions>('/api/profile/passkeys/options/', true);
        const credential = authenticator.create(options);
        const body = padded({ challenge_id, name: longestName, credential }, accountBodyBytes);
        expect(await call('POST', '/api/profile/passkeys/', { body, token: token() })).toBe(201);
        const listed = await api.json('GET', '/api/profile/passkeys/', undefined, token());
        passkeyId = ((await listed.json()) as { passkeys: { id: string }[] }).passkeys.at(-1)!.id;
      },
    },
    {
      route: 'GET /api/profile/passkeys/',
      input: "the attacker's passkeys",
      send: () => call('GET', '/api/profile/passkeys/', { token: token() }),
    },
    {
      route: 'PATCH /api/profile/passkeys/:id/',
      input: 'the longest name, padded to 8 KiB',
      send: () =>
        call('PATCH', `/api/profile/passkeys/${passkeyId}/`, {
          body: padded({ name: longestName }, accountBodyBytes),
          token: token(),
        }),
    },
    {
      route: 'POST /api/auth/passkey/options/',
      input: 'none (anonymous)',
      send: () => call('POST', '/api/auth/passkey/options/'),
    },
    {
      route: 'POST /api/auth/passkey/login/',
      input: 'a genuine assertion, padded to 8 KiB',
      send: async () => {
        const { challenge_id, options } = await challenge<RequestOptions>('/api/auth/passkey/options/', false);
        const body = padded({ challenge_id, credential: authenticator.get(options) }, accountBodyBytes);
        expect(await call('POST', '/api/auth/passkey/login/', { body })).toBe(200);
      },
    },
    {
      route: 'POST /api/auth/reauthenticate/passkey/options/',
      input: "a challenge naming the attacker's passkeys",
      send: () => call('POST', '/api/auth/reauthenticate/passkey/options/', { token: token() }),
    },
    {
      route: 'POST /api/auth/reauthenticate/passkey/',
      input: 'a genuine assertion, padded to 8 KiB',
      send: async () => {
        const path = '/api/auth/reauthenticate/passkey/';
        const { challenge_id, options } = await challenge<RequestOptions>(`${path}options/`, true);
        const body = padded({ challenge_id, credential: authenticator.get(options) }, accountBodyBytes);
        expect(await call('POST', path, { body, token: token() })).toBe(200);
      },
    },
    {
      route: 'POST /api/auth/two-factor/passkey/options/',
      input: 'the longest ticket (forged)',
      send: () =>
        call('POST', '/api/auth/two-factor/passkey/options/', { body: JSON.stringify({ ticket: longestTicket }) }),
    },
    {
      route: 'POST /api/auth/two-factor/passkey/',
      input: 'the longest ticket (forged) with an assertion, padded to 8 KiB',
      send: async () => {
        const { challenge_id, options } = await challenge<RequestOptions>('/api/auth/passkey/options/', false);
        const credential = authenticator.get(options);
        const body = padded({ ticket: longestTicket, challenge_id, credential }, accountBodyBytes);
        return call('POST', '/api/auth/two-factor/passkey/', { body });
      },
    },
    {
      route: 'DELETE /api/profile/passkeys/:id/',
      input: "the attacker's passkey",
      send: () => call('DELETE', `/api/profile/passkeys/${passkeyId}/`, { token: token() }),
    },
  ];
}

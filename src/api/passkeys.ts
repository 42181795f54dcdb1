import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeySummary } from '../domain/passkeys';
import { keep, type SignInAnswer } from './auth';
import { http } from './http';

/** Passkeys (issue 49, item 7; not in the spec's API): server/accounts/passkeys.routes.ts. */

interface Challenge<Options> {
  challenge_id: string;
  options: Options;
}

export async function listPasskeys(): Promise<PasskeySummary[]> {
  return (await http.get('profile/passkeys/').json<{ passkeys: PasskeySummary[] }>()).passkeys;
}

/** Asks the server for a challenge, lets the browser make the credential, and registers it by `name`. */
export async function addPasskey(name: string): Promise<PasskeySummary> {
  const { challenge_id, options } = await http
    .post('profile/passkeys/options/')
    .json<Challenge<PublicKeyCredentialCreationOptionsJSON>>();
  const credential = await startRegistration({ optionsJSON: options });
  return http.post('profile/passkeys/', { json: { challenge_id, name, credential } }).json<PasskeySummary>();
}

export function renamePasskey(id: string, name: string): Promise<PasskeySummary> {
  return http.patch(`profile/passkeys/${encodeURIComponent(id)}/`, { json: { name } }).json<PasskeySummary>();
}

export async function removePasskey(id: string): Promise<void> {
  await http.delete(`profile/passkeys/${encodeURIComponent(id)}/`);
}

/** Sign-in with a discoverable passkey: the browser offers this site's passkeys, no username needed. */
export async function signInWithPasskey(): Promise<SignInAnswer> {
  const { challenge_id, options } = await http
    .post('auth/passkey/options/')
    .json<Challenge<PublicKeyCredentialRequestOptionsJSON>>();
  const credential = await startAuthentication({ optionsJSON: options });
  return keep(await http.post('auth/passkey/login/', { json: { challenge_id, credential } }).json<SignInAnswer>());
}

/**
 * One of the signed-in (or half signed-in) person's own passkeys answers a challenge: `path` with
 * `options/` gives it, `path` takes the answer; `body` goes with both (the two-factor ticket).
 */
async function answerOwnChallenge<T>(path: string, body: Record<string, string> = {}): Promise<T> {
  const { challenge_id, options } = await http
    .post(`${path}options/`, { json: body })
    .json<Challenge<PublicKeyCredentialRequestOptionsJSON>>();
  const credential = await startAuthentication({ optionsJSON: options });
  return http.post(path, { json: { ...body, challenge_id, credential } }).json<T>();
}

/** Issue 49, item 9: a passkey proves it is the person again, as the password does. */
export const reauthenticateWithPasskey = () => answerOwnChallenge<{ message: string }>('auth/reauthenticate/passkey/');

/** Issue 49, item 7: a passkey as the second step of a sign-in with two-factor on. */
export async function secondFactorWithPasskey(ticket: string): Promise<SignInAnswer> {
  return keep(await answerOwnChallenge<SignInAnswer>('auth/two-factor/passkey/', { ticket }));
}

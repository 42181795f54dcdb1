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

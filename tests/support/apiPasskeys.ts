import { expect } from 'vitest';
import type { TestUser } from './accounts';
import { softAuthenticator, type CreationOptions, type RequestOptions } from './softPasskey';
import { testPublicUrl, type TestApi } from './testApi';

/** A passkey challenge as the server answers it. */
export interface ChallengeAnswer<T> {
  challenge_id: string;
  options: T;
}

export async function registrationOptions(api: TestApi, user: TestUser) {
  const response = await api.json('POST', '/api/profile/passkeys/options/', undefined, user.access);
  expect(response.status).toBe(200);
  return (await response.json()) as ChallengeAnswer<CreationOptions>;
}

/** The profile's "add a passkey": options, the authenticator's answer, and the answer posted. */
export async function addPasskey(
  api: TestApi,
  user: TestUser,
  authenticator = softAuthenticator(testPublicUrl),
  name = 'Laptop',
) {
  const { challenge_id, options } = await registrationOptions(api, user);
  const credential = authenticator.create(options);
  const response = await api.json('POST', '/api/profile/passkeys/', { challenge_id, name, credential }, user.access);
  expect(response.status).toBe(201);
  return { authenticator, passkey: (await response.json()) as { id: string; name: string } };
}

/** Asks `path` for an assertion challenge with `body`, expecting it to be given. */
export async function assertionOptions(api: TestApi, path: string, body?: unknown, access?: string) {
  const response = await api.json('POST', path, body, access);
  expect(response.status).toBe(200);
  return (await response.json()) as ChallengeAnswer<RequestOptions>;
}

import { expect } from 'vitest';
import { totpCodeAt } from '../../server/accounts/totp';
import type { TestUser } from './accounts';
import type { TestApi } from './testApi';

/** A user with two-factor on: the secret their app holds and the ten recovery codes they were shown. */
export interface TwoFactorUser extends TestUser {
  secret: string;
  recoveryCodes: string[];
}

/** The code the person's app shows at the test clock's now. */
export const codeNow = (api: TestApi, secret: string) => totpCodeAt(secret, api.clock.now());

/** Sets up and confirms two-factor as the profile screen does, then moves past the step it used. */
export async function withTwoFactor(api: TestApi, user: TestUser): Promise<TwoFactorUser> {
  const setup = await api.json('POST', '/api/auth/two-factor/setup/', undefined, user.access);
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enabled = await api.json('POST', '/api/auth/two-factor/enable/', { code: codeNow(api, secret) }, user.access);
  expect(enabled.status).toBe(200);
  const { recovery_codes } = (await enabled.json()) as { recovery_codes: string[] };
  api.clock.advance(30_000);
  return { ...user, secret, recoveryCodes: recovery_codes };
}

/** The password step of a sign-in with two-factor on: answers the ticket for the code step. */
export async function passwordStep(api: TestApi, user: TestUser): Promise<string> {
  const login = await api.json('POST', '/api/auth/login/', { username: user.username, password: user.password });
  expect(login.status).toBe(401);
  const body = (await login.json()) as { code: string; two_factor_ticket: string };
  expect(body.code).toBe('two_factor_required');
  return body.two_factor_ticket;
}

export const codeStep = (api: TestApi, ticket: string, code: string) =>
  api.json('POST', '/api/auth/two-factor/sign-in/', { ticket, code });

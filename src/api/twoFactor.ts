import { HTTPError } from 'ky';
import type { UserData } from '../domain/accounts';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '../domain/twoFactor';
import { http } from './http';
import { saveSession } from './session';

/** Two-factor sign-in (issue 49, item 6): not in the spec's API. */

/**
 * The ticket of a sign-in that passed its password (or Google) and now needs a code, read from the
 * 401 it answered; undefined for every other failure.
 */
export async function twoFactorTicketOf(caught: unknown): Promise<string | undefined> {
  if (!(caught instanceof HTTPError) || caught.response.status !== 401) return undefined;
  const body = (await caught.response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: unknown; two_factor_ticket?: unknown } | undefined;
  return body?.code === 'two_factor_required' && typeof body.two_factor_ticket === 'string'
    ? body.two_factor_ticket
    : undefined;
}

export async function twoFactorSignIn(ticket: string, code: string) {
  const answer = await http
    .post('auth/two-factor/sign-in/', { json: { ticket, code } })
    .json<{ access: string; refresh: string; user: UserData }>();
  saveSession({ accessToken: answer.access, refreshToken: answer.refresh, user: answer.user });
  return answer;
}

export function twoFactorStatus() {
  return http.get('auth/two-factor/').json<TwoFactorStatus>();
}

export function startTwoFactorSetup() {
  return http.post('auth/two-factor/setup/').json<TwoFactorSetup>();
}

export function enableTwoFactor(code: string) {
  return http.post('auth/two-factor/enable/', { json: { code } }).json<TwoFactorEnabled>();
}

export function disableTwoFactor(code: string) {
  return http.post('auth/two-factor/disable/', { json: { code } }).json<{ message: string }>();
}

import { http } from './http';

/** Issue 49, item 9: not in the spec's API. */

/** A 6-digit entry is a two-factor code (no password is that short); anything else is the password. */
export function reauthenticate(secret: string) {
  const json = /^\d{6}$/.test(secret.trim()) ? { code: secret.trim() } : { password: secret };
  return http.post('auth/reauthenticate/', { json }).json<{ message: string }>();
}

export function deleteAccount() {
  return http.post('auth/delete-account/').json<{ message: string }>();
}

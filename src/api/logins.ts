import { http } from './http';

/** The person's signed-in devices (issue 49, item 8): not in the spec's API. */
export interface SignedInLogin {
  id: string;
  device: string;
  address: string;
  signed_in_at: string;
  last_active_at: string;
  current: boolean;
}

export function signedInLogins() {
  return http.get('auth/logins/').json<{ logins: SignedInLogin[] }>();
}

export function signOutLogin(id: string) {
  return http.post('auth/logins/sign-out/', { json: { id } }).json<{ message: string }>();
}

export function signOutOtherLogins() {
  return http.post('auth/logins/sign-out-others/').json<{ message: string }>();
}

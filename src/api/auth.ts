import type { UserData } from '../domain/accounts';
import { http } from './http';
import { clearSession, readSession, saveSession } from './session';

/** Spec section 7, "Authentication" and the account part of "Profile and settings". */

export interface SignInAnswer {
  access: string;
  refresh: string;
  user: UserData;
  is_new_user?: boolean;
}

/** Stores the session a sign-in answered (password, Google or passkey). */
export function keep(answer: SignInAnswer) {
  saveSession({ accessToken: answer.access, refreshToken: answer.refresh, user: answer.user });
  return answer;
}

export async function login(username: string, password: string) {
  return keep(await http.post('auth/login/', { json: { username, password } }).json<SignInAnswer>());
}

export function register(body: { username: string; email: string; password: string; password2: string }) {
  return http.post('auth/register/', { json: body }).json<{ message: string }>();
}

/** Tells the server (failure ignored: the token dies anyway) and forgets the session here. */
export async function logout(): Promise<void> {
  const refresh = readSession()?.refreshToken;
  if (refresh) await http.post('auth/logout/', { json: { refresh } }).catch(() => undefined);
  clearSession();
}

export function fetchUserData() {
  return http.get('user-data/').json<UserData>();
}

export function requestPasswordReset(email: string) {
  return http.post('auth/password-reset/', { json: { email } }).json<{ message?: string }>();
}

export function validatePasswordReset(uid: string, token: string) {
  return http.post('auth/password-reset/validate/', { json: { uid, token } }).json<{ valid: boolean; email: string }>();
}

export function confirmPasswordReset(body: {
  uid: string;
  token: string;
  new_password: string;
  confirm_password: string;
}) {
  return http.post('auth/password-reset/confirm/', { json: body }).json<{ message: string }>();
}

export function verifyEmail(uid: string, token: string) {
  return http.post('auth/verify-email/', { json: { uid, token } }).json<{ message: string }>();
}

/** The verification-failed page's "send a new link" (not in the spec's API; issue 16, item 3). */
export function resendVerification(email: string) {
  return http.post('auth/verify-email/resend/', { json: { email } }).json<{ message: string }>();
}

export function googleAuthUrl() {
  return http.get('auth/google/url/').json<{ auth_url: string }>();
}

export async function googleAuthenticate(code: string, state: string) {
  return keep(await http.post('auth/google/authenticate/', { json: { code, state } }).json<SignInAnswer>());
}

/** `current_password` proves an email change; without it the current address is asked to approve. */
export function updateProfile(body: {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  current_password?: string;
}) {
  return http.put('profile/update/', { json: body }).json<{ message: string; user: UserData }>();
}

export function changePassword(body: { current_password: string; new_password: string; confirm_password: string }) {
  return http.post('profile/change-password/', { json: body }).json<{ message: string }>();
}

export function verifyEmailChange(uid: string, token: string, newEmail: string) {
  return http
    .post('profile/verify-email-change/', { json: { uid, token, new_email: newEmail } })
    .json<{ message: string }>();
}

/** The links an email change sends to the current address (issue 13, item 1; not in the spec's API). */
export function approveEmailChange(uid: string, token: string, newEmail: string) {
  return http
    .post('profile/approve-email-change/', { json: { uid, token, new_email: newEmail } })
    .json<{ message: string; new_email: string }>();
}

export function cancelEmailChange(uid: string, token: string) {
  return http.post('profile/cancel-email-change/', { json: { uid, token } }).json<{ message: string }>();
}

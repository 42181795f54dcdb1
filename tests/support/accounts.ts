import { expect } from 'vitest';
import type { TestApi } from './testApi';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  access: string;
  refresh: string;
}

let counter = 0;

export function newCredentials(prefix = 'cook') {
  counter += 1;
  const username = `${prefix}${counter}${Math.random().toString(36).slice(2, 7)}`;
  return { username, email: `${username}@example.org`, password: 'correct horse battery' };
}

/** The path of a link in an email, as the browser would open it on our origin. */
export function linkParts(link: string): string[] {
  return new URL(link).pathname.split('/').filter(Boolean).map(decodeURIComponent);
}

export async function register(api: TestApi, credentials = newCredentials()) {
  const response = await api.json('POST', '/api/auth/register/', { ...credentials, password2: credentials.password });
  expect(response.status).toBe(201);
  const mail = await api.inbox.next(credentials.email);
  return { credentials, mail };
}

/** Registers, opens the verification email's link, and signs in: a ready, verified user. */
export async function signedInUser(api: TestApi, prefix?: string): Promise<TestUser> {
  const { credentials, mail } = await register(api, newCredentials(prefix));
  const [, uid, token] = linkParts(mail.link);
  const verified = await api.json('POST', '/api/auth/verify-email/', { uid, token });
  expect(verified.status).toBe(200);
  const login = await api.json('POST', '/api/auth/login/', {
    username: credentials.username,
    password: credentials.password,
  });
  expect(login.status).toBe(200);
  const body = (await login.json()) as { access: string; refresh: string; user: { id: string } };
  return { ...credentials, id: body.user.id, access: body.access, refresh: body.refresh };
}

/**
 * A ready user whose account was made at `since` (the test clock is put back for the registration),
 * signed in now: for tests whose devices date records before the clock's start, as a device may date
 * only what it made since the account existed (scheduled items, server/records/scheduledTimesRule.ts).
 */
export async function signedInUserSince(api: TestApi, since: string, prefix?: string): Promise<TestUser> {
  const back = api.clock.now().getTime() - Date.parse(since);
  api.clock.advance(-back);
  let user: TestUser;
  try {
    user = await signedInUser(api, prefix);
  } finally {
    api.clock.advance(back);
  }
  return signInAgain(api, user);
}

/** The profile's password change as its form sends it: the current password, and the new one twice. */
export function changePassword(api: Pick<TestApi, 'json'>, user: TestUser, newPassword: string): Promise<Response> {
  return api.json(
    'POST',
    '/api/profile/change-password/',
    { current_password: user.password, new_password: newPassword, confirm_password: newPassword },
    user.access,
  );
}

/** The same person signs in again: on another device, or after the test clock passed the session's lifetime. */
export async function signInAgain(api: TestApi, user: TestUser): Promise<TestUser> {
  const response = await api.json('POST', '/api/auth/login/', { username: user.username, password: user.password });
  expect(response.status).toBe(200);
  const { access, refresh } = (await response.json()) as { access: string; refresh: string };
  return { ...user, access, refresh };
}

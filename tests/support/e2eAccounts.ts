import type { BrowserContext, Page } from 'playwright-core';
import ky, { type KyInstance } from 'ky';
import { linkFromMailFolder } from './mailFolder';

export interface E2eUser {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A verified account made through the real API and the real verification email. */
export async function verifiedUser(baseUrl: string, dataDir: string, prefix = 'cook'): Promise<E2eUser> {
  counter += 1;
  const username = `${prefix}${counter}${Date.now()}`;
  const user = { username, email: `${username}@example.org`, password: 'kitchen password 1' };
  const registered = await fetch(`${baseUrl}/api/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, password2: user.password }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const link = new URL(await linkFromMailFolder(dataDir, user.email, 'Verify'));
  const [, , uid, token] = link.pathname.split('/');
  const verified = await fetch(`${baseUrl}/api/auth/verify-email/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ uid, token }),
  });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  return user;
}

/** Signs in through the login page and waits for the dashboard. */
export async function signInPage(context: BrowserContext, baseUrl: string, user: E2eUser): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username or Email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
  return page;
}

/** Signs in through the API and returns the access token, as a device's first sign-in does. */
export async function accessTokenFor(baseUrl: string, user: E2eUser): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return ((await login.json()) as { access: string }).access;
}

/** The app's HTTP client for `user` against a built server: what the sync engine is given. */
export async function signedInClient(baseUrl: string, user: E2eUser): Promise<KyInstance> {
  const access = await accessTokenFor(baseUrl, user);
  return ky.create({ prefixUrl: `${baseUrl}/api/`, retry: 0, headers: { authorization: `Bearer ${access}` } });
}

import type { CDPSession } from 'playwright-core';
import { expect, it } from 'vitest';
import { totpCodeAt } from '../../server/accounts/totp';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { useBuiltServer } from '../support/useBuiltServer';
import { logOutConfirming } from '../support/confirmInPage';

const app = useBuiltServer();
const chrome = useBrowser();

/**
 * Chromium's virtual authenticator (DevTools protocol, WebAuthn domain): a platform authenticator
 * that keeps discoverable credentials and verifies the user at once, as Touch ID or Windows Hello
 * would after the person's fingerprint or PIN.
 */
async function virtualAuthenticator(cdp: CDPSession): Promise<string> {
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

it('registers a passkey from the profile, signs out, and signs in with it without a password', async () => {
  const context = await chrome.browser.newContext();
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'keyholder');
  const page = await signInPage(context, app.baseUrl, user);
  const cdp = await context.newCDPSession(page);
  const authenticatorId = await virtualAuthenticator(cdp);

  await page.goto(`${app.baseUrl}/profile`);
  await page.getByRole('button', { name: 'Manage passkeys' }).click();
  await page.getByText('No passkeys yet.').waitFor();
  await page.getByLabel('Passkey name').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Passkey "Test laptop" added.').waitFor();
  await page.getByRole('button', { name: 'Rename Test laptop' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  const registered = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(registered.credentials).toHaveLength(1);
  expect(registered.credentials[0]!.isResidentCredential).toBe(true);

  // Nothing waits to sync, so the sign-out asks nothing; a question would be accepted.
  await logOutConfirming(page, `${app.baseUrl}/login`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // No username, no password: the authenticator offers the discoverable passkey it holds.
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL(`${app.baseUrl}/dashboard`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/user-data/', {
      headers: { authorization: `Bearer ${localStorage.getItem('access_token')}` },
    });
    return (await response.json()) as { username: string };
  });
  expect(me.username).toBe(user.username);
  const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(used.credentials[0]!.signCount).toBeGreaterThan(registered.credentials[0]!.signCount);
  await context.close();
});

it('with two-factor on, signs in with the password and then a passkey instead of a code (item 7)', async () => {
  const context = await chrome.browser.newContext();
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'twokeys');
  const page = await signInPage(context, app.baseUrl, user);
  await virtualAuthenticator(await context.newCDPSession(page));

  await page.goto(`${app.baseUrl}/profile`);
  await page.getByRole('button', { name: 'Manage passkeys' }).click();
  await page.getByLabel('Passkey name').fill('Phone');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByText('Passkey "Phone" added.').waitFor();
  // Two-factor on through the API, as the profile's setup does (its screens are tested in two-factor.test.ts).
  const secret = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('access_token')}` };
    const setup = await fetch('/api/auth/two-factor/setup/', { method: 'POST', headers });
    return ((await setup.json()) as { secret: string }).secret;
  });
  const enabled = await page.evaluate(
    async (code) => {
      const headers = {
        authorization: `Bearer ${localStorage.getItem('access_token')}`,
        'content-type': 'application/json',
      };
      const body = JSON.stringify({ code });
      return (await fetch('/api/auth/two-factor/enable/', { method: 'POST', headers, body })).status;
    },
    totpCodeAt(secret, new Date()),
  );
  expect(enabled).toBe(200);

  await logOutConfirming(page, `${app.baseUrl}/login`);
  await page.getByLabel('Username or Email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByLabel('Authentication code').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Use a Passkey Instead' }).click();
  await page.waitForURL(`${app.baseUrl}/dashboard`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  await context.close();
});

import { expect, it } from 'vitest';
import { totpCodeAt } from '../../server/accounts/totp';
import { axeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { signInPage, verifiedUser } from '../support/e2eAccounts';
import { useBuiltServer } from '../support/useBuiltServer';
import { logOutConfirming } from '../support/confirmInPage';

/** Issue 49, item 6: turning two-factor on in the profile, then signing in with a code, in Chromium. */
const app = useBuiltServer();
const chrome = useBrowser();

it('turns two-factor on from the profile, then signs in with the password and a code from the app', async () => {
  const context = await chrome.browser.newContext();
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'guarded');
  const page = await signInPage(context, app.baseUrl, user);

  await page.goto(`${app.baseUrl}/profile`);
  await page.getByRole('button', { name: 'Manage Two-Factor' }).click();
  await page.getByRole('button', { name: 'Turn On Two-Factor' }).click();
  await page.getByRole('img', { name: /QR code/ }).waitFor();
  const secret = (await page.locator('.two-factor__key').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Code from your app').fill(totpCodeAt(secret, new Date()));
  await page.getByRole('button', { name: 'Confirm and Turn On' }).click();
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  await page.getByRole('button', { name: 'I saved my codes' }).click();
  await page.getByText('10 of 10 recovery codes left.').waitFor();

  await logOutConfirming(page, `${app.baseUrl}/login`);

  await page.getByLabel('Username or Email').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const code = page.getByLabel('Authentication code');
  await code.waitFor();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(await axeViolations(page)).toEqual([]);

  // The step that turned it on is spent; the app's next code is within the accepted window.
  await code.fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(`${app.baseUrl}/dashboard`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
  await context.close();
});

import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { verifiedUser, signInPage } from '../support/e2eAccounts';
import { useBuiltServer } from '../support/useBuiltServer';
import { linkFromMailFolder, linksFromMailFolder } from '../support/mailFolder';
import { logOutConfirming } from '../support/confirmInPage';

const app = useBuiltServer();
const chrome = useBrowser();

async function signIn(page: Page, username: string, password: string) {
  await page.goto(`${app.baseUrl}/login`);
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL(`${app.baseUrl}/dashboard`);
}

it('walks register, verify by email, sign in, logout, forgot and reset password, sign in again', async () => {
  const context = await chrome.browser.newContext();
  const page = await context.newPage();
  const username = `walker${Date.now()}`;
  const email = `${username}@example.org`;

  await page.goto(`${app.baseUrl}/register`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first password 1');
  await page.getByLabel('Confirm Password').fill('first password 1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Please check your email and click the verification link').waitFor();
  const firstLink = await linkFromMailFolder(app.dataDir, email, 'Verify');
  // The success text comes along, so it can still be read there.
  await page.waitForURL(/\/login\?message=/);
  await page.getByText('Please check your email and click the verification link').waitFor();

  // Not verified yet: refused with the server's extra notice.
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill('first password 1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByText('Email not verified').first().waitFor();

  // That refusal sent a second verification mail; the first one's link still works (issue 16, item 3).
  expect(await linkFromMailFolder(app.dataDir, email, 'Verify', 10_000, 2)).not.toBe(firstLink);
  await page.goto(firstLink);
  await page.getByText('Welcome to the Kitchen!').waitFor();
  await page.getByRole('link', { name: 'Start Cooking' }).click();
  await page.waitForURL(/\/login/);

  await signIn(page, email, 'first password 1');
  await page.getByText(username).first().waitFor();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();

  await logOutConfirming(page, `${app.baseUrl}/login`);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('Check Your Email!').waitFor();

  const resetLink = await linkFromMailFolder(app.dataDir, email, 'Reset');
  await page.goto(resetLink);
  await page.getByText('Set New Password').first().waitFor();
  await page.getByLabel('New Password', { exact: true }).fill('second password 2');
  await page.getByLabel('Confirm New Password').fill('second password 2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password Reset Successful!').waitFor();
  await page.waitForURL(/\/login/, { timeout: 10_000 });

  await signIn(page, username, 'second password 2');
  await context.close();
});

it('changes the email from the profile without the password: approved from the old mailbox, confirmed from the new', async () => {
  const context = await chrome.browser.newContext();
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'mover');
  const page = await signInPage(context, app.baseUrl, user);
  const newEmail = `moved-${user.email}`;

  await page.goto(`${app.baseUrl}/profile`);
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  await page.getByLabel('Current password').waitFor();
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByText('open the link we sent to your current email address').waitFor();

  const [approveLink] = await linksFromMailFolder(app.dataDir, user.email, 'Approve');
  await page.goto(approveLink!);
  await page.getByText(newEmail).waitFor();
  await page.getByRole('button', { name: 'Approve the Change' }).click();
  await page.getByRole('heading', { name: 'Change Approved' }).waitFor();

  await page.goto(await linkFromMailFolder(app.dataDir, newEmail, 'Confirm'));
  await page.getByRole('heading', { name: 'Email Updated Successfully!' }).waitFor();
  await signIn(page, newEmail, user.password);
  await context.close();
});

it('cancels a change asked for with the password from the link the old mailbox got', async () => {
  const context = await chrome.browser.newContext();
  const user = await verifiedUser(app.baseUrl, app.dataDir, 'keeper');
  const page = await signInPage(context, app.baseUrl, user);
  const newEmail = `taken-over-${user.email}`;

  await page.goto(`${app.baseUrl}/profile`);
  await page.getByLabel('Email', { exact: true }).fill(newEmail);
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await page.getByText('We sent a confirmation link to your new email address').waitFor();

  const [cancelLink] = await linksFromMailFolder(app.dataDir, user.email, 'Your Money Kitchen email is about');
  await page.goto(cancelLink!);
  await page.getByRole('button', { name: 'Cancel the Change' }).click();
  await page.getByRole('heading', { name: 'Email Change Cancelled' }).waitFor();

  await page.goto(await linkFromMailFolder(app.dataDir, newEmail, 'Confirm'));
  await page.getByRole('heading', { name: 'Update Failed' }).waitFor();
  await signIn(page, user.username, user.password);
  await context.close();
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './ResetPasswordPage';
import { deferred, expectNavigationAfter, restoreStubs, stubFetch, type StubbedAnswer } from './testSupport';
import { renderScreen } from '../../../tests/support/renderScreen';

afterEach(restoreStubs);

const valid = { body: { valid: true, email: 'cook@example.com' } };
const path = '/reset-password';

async function openValidLink(...later: (StubbedAnswer | Promise<StubbedAnswer>)[]) {
  const stub = stubFetch(valid, ...later);
  await renderScreen(<ResetPasswordPage uid="u1" token="t1" />, { path });
  await screen.findByRole('heading', { name: 'Set New Password' });
  return stub;
}

function choose(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirm } });
}

function submit() {
  fireEvent.submit(screen.getByRole('button', { name: 'Reset Password' }).closest('form') as HTMLFormElement);
}

function expectInvalidView() {
  expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Reset Link Expired' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Request New Reset Link' }).getAttribute('href')).toBe('/forgot-password');
  expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
}

describe('ResetPasswordPage', () => {
  it.each([
    [undefined, 't1'],
    ['u1', undefined],
    ['', ''],
  ])('shows the invalid view for uid %o and token %o without calling the server', async (uid, token) => {
    const { fetchMock } = stubFetch(valid);
    await renderScreen(<ResetPasswordPage uid={uid} token={token} />, { path });
    expectInvalidView();
    expect(screen.getByRole('alert').textContent).toBe('Invalid password reset link');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Validating Reset Link...' until the server answers, then the form with the account email", async () => {
    const answer = deferred<StubbedAnswer>();
    const { requests } = stubFetch(answer.promise);
    await renderScreen(<ResetPasswordPage uid="u1" token="t1" />, { path });
    expect(screen.getByRole('heading', { name: 'Validating Reset Link...' })).toBeTruthy();
    answer.resolve(valid);
    expect(await screen.findByRole('heading', { name: 'Set New Password' })).toBeTruthy();
    expect(screen.getByText('cook@example.com')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('New Password'));
    expect(screen.getByRole('heading', { name: /Security notice/ })).toBeTruthy();
    expect(requests).toEqual([
      {
        url: 'http://localhost:3000/api/auth/password-reset/validate/',
        method: 'POST',
        body: { uid: 'u1', token: 't1' },
      },
    ]);
  });

  it('validates the link once even when StrictMode runs effects twice', async () => {
    const { fetchMock } = stubFetch(valid);
    await renderScreen(<ResetPasswordPage uid="u1" token="t1" />, { path, strict: true });
    await screen.findByRole('heading', { name: 'Set New Password' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ status: 400, body: { error: 'Invalid or expired reset link', valid: false } }, 'Invalid or expired reset link'],
    [{ status: 400, body: {} }, 'Invalid or expired password reset link'],
    [{ status: 200, body: { valid: false, email: '' } }, 'Invalid or expired reset link'],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
  ])('shows the invalid view for %o', async (answer, text) => {
    stubFetch(answer);
    await renderScreen(<ResetPasswordPage uid="u1" token="t1" />, { path });
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expectInvalidView();
  });

  it('rates the new password Weak, Medium or Strong by length', async () => {
    await openValidLink();
    const label = () => screen.getByText(/Password strength:/).textContent;
    expect(label()).toBe('Password strength: Weak');
    const strengths = ['1234567', '12345678', '12345678901', '123456789012'].map((password) => {
      fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
      return label();
    });
    expect(strengths).toEqual([
      'Password strength: Weak',
      'Password strength: Medium',
      'Password strength: Medium',
      'Password strength: Strong',
    ]);
  });

  it('has a show/hide toggle on each password field', async () => {
    await openValidLink();
    const [first, second] = screen.getAllByRole('button', { name: 'Show password' });
    fireEvent.click(second as HTMLElement);
    expect(screen.getByLabelText('Confirm New Password').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('password');
    fireEvent.click(first as HTMLElement);
    expect(screen.getByLabelText('New Password').getAttribute('type')).toBe('text');
  });

  it.each([
    ['long-enough-1', 'long-enough-2', 'Passwords do not match'],
    ['short', 'short', 'Password must be at least 8 characters long'],
  ])('refuses %s / %s before calling the server', async (password, confirm, text) => {
    const { fetchMock } = await openValidLink();
    choose(password, confirm);
    submit();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("resets, says 'Password Reset Successful!' and goes to /login after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = await openValidLink({ body: { message: 'Your password has been reset.' } });
    choose('a-new-password');
    submit();
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful!' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue to Login' }).getAttribute('href')).toMatch(/^\/login\?message=/);
    expect(requests[1]).toEqual({
      url: 'http://localhost:3000/api/auth/password-reset/confirm/',
      method: 'POST',
      body: { uid: 'u1', token: 't1', new_password: 'a-new-password', confirm_password: 'a-new-password' },
    });
    await expectNavigationAfter(3000, '/login');
    expect(screen.getByText(/^search:/).textContent).toContain('"message"');
  });

  it('reads Resetting Password... while the call runs', async () => {
    const answer = deferred<StubbedAnswer>();
    await openValidLink(answer.promise);
    choose('a-new-password');
    submit();
    const busy = await screen.findByRole('button', { name: 'Resetting Password...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.resolve({ body: { message: 'Done.' } });
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful!' })).toBeTruthy();
  });

  it.each([
    [{ status: 400, body: { error: 'Invalid or expired reset link' } }, 'Invalid or expired reset link'],
    [{ status: 400, body: {} }, 'Password reset failed'],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
  ])('shows the confirm failure of %o and clears it on typing', async (answer, text) => {
    await openValidLink(answer);
    choose('a-new-password');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.getByRole('heading', { name: 'Set New Password' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: 'x' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNavigationAfter, restoreStubs, stubFetch } from './testSupport';
import { VerifyEmailChangePage } from './VerifyEmailChangePage';
import { renderScreen } from '../../../tests/support/renderScreen';

afterEach(restoreStubs);

const path = '/verify-email-change/$uid/$token/$newEmail';
// base64url of 'josé@example.com': the page must decode UTF-8, not Latin-1.
const encoded = 'am9zw6lAZXhhbXBsZS5jb20';
const url = `/verify-email-change/u1/t1/${encoded}`;

function signIn() {
  localStorage.setItem('access_token', 'a');
  localStorage.setItem('refresh_token', 'r');
  localStorage.setItem('user', JSON.stringify({ id: 'u1', username: 'cook' }));
}

describe('VerifyEmailChangePage', () => {
  it('confirms the decoded address, signs out here, counts down and opens /login with the message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const { requests } = stubFetch({ body: { message: 'Email changed successfully! Please log in again.' } });
    await renderScreen(<VerifyEmailChangePage uid="u1" token="t1" newEmail={encoded} />, { path, url });
    expect(await screen.findByRole('heading', { name: 'Email Updated Successfully!' })).toBeTruthy();
    expect(requests).toEqual([
      {
        url: 'http://localhost:3000/api/profile/verify-email-change/',
        method: 'POST',
        body: { uid: 'u1', token: 't1', new_email: 'josé@example.com' },
      },
    ]);
    expect(screen.getByText('josé@example.com')).toBeTruthy();
    expect(screen.getByText(/please log in again/)).toBeTruthy();
    expect([localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]).toEqual([null, null]);
    expect(screen.getByRole('link', { name: 'Log In Again' }).getAttribute('href')).toMatch(/^\/login\?message=/);
    expect(screen.getByRole('timer').textContent).toBe('Redirecting to the login page in 10 seconds...');
    await expectNavigationAfter(10_000, '/login');
    expect(screen.getByText(/^search:/).textContent).toBe(
      'search:{"message":"Email changed successfully! Please log in again."}',
    );
  });

  it('sends the link only once even when StrictMode runs effects twice', async () => {
    const { fetchMock } = stubFetch({ body: {} });
    await renderScreen(<VerifyEmailChangePage uid="u1" token="t1" newEmail={encoded} />, { path, url, strict: true });
    await screen.findByRole('heading', { name: 'Email Updated Successfully!' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ status: 400, body: { error: 'Email already exists' } }, 'Email already exists'],
    [{ status: 400, body: {} }, 'The email change link is invalid or has expired.'],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
  ])("shows 'Update Failed' for %o and keeps the session", async (answer, text) => {
    signIn();
    stubFetch(answer);
    await renderScreen(<VerifyEmailChangePage uid="u1" token="t1" newEmail={encoded} />, { path, url });
    expect(await screen.findByRole('heading', { name: 'Update Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Go to Profile Settings' }).getAttribute('href')).toBe('/profile');
    expect(localStorage.getItem('access_token')).toBe('a');
  });

  it.each([
    ['u1', 't1', 'not base64!'],
    ['u1', 't1', ''],
    ['', 't1', encoded],
  ])("says 'Invalid verification link.' for %o / %o / %o without calling the server", async (uid, token, newEmail) => {
    const { fetchMock } = stubFetch({ body: {} });
    await renderScreen(<VerifyEmailChangePage uid={uid} token={token} newEmail={newEmail} />, { path, url });
    expect(screen.getByRole('heading', { name: 'Update Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid verification link.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

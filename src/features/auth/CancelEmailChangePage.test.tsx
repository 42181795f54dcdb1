import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CancelEmailChangePage } from './CancelEmailChangePage';
import { deferred, restoreStubs, stubFetch, type StubbedAnswer } from './testSupport';
import { renderScreen } from '../../../tests/support/renderScreen';

afterEach(restoreStubs);

const path = '/cancel-email-change/$uid/$token';
const url = '/cancel-email-change/u1/c1';
const cancelled = 'The email change was cancelled and every device was signed out. Your email address stays as it was.';

function signIn() {
  localStorage.setItem('access_token', 'a');
  localStorage.setItem('refresh_token', 'r');
  localStorage.setItem('user', JSON.stringify({ id: 'u1', username: 'cook' }));
}

const cancel = () => fireEvent.click(screen.getByRole('button', { name: 'Cancel the Change' }));

describe('CancelEmailChangePage', () => {
  it('mailbox scanners: explains what cancelling does and calls nothing until the person presses the button', async () => {
    const { fetchMock } = stubFetch({ body: {} });
    await renderScreen(<CancelEmailChangePage uid="u1" token="c1" />, { path, url, strict: true });
    expect(screen.getByRole('heading', { name: 'Cancel Email Change' })).toBeTruthy();
    expect(screen.getByText(/every device signed in to your account is signed out/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cancels, shows progress, signs out here and offers a new password', async () => {
    signIn();
    const answer = deferred<StubbedAnswer>();
    const { requests } = stubFetch(answer.promise);
    await renderScreen(<CancelEmailChangePage uid="u1" token="c1" />, { path, url });
    cancel();
    expect(await screen.findByRole('heading', { name: 'Cancelling the change...' })).toBeTruthy();
    answer.resolve({ body: { message: cancelled } });
    expect(await screen.findByRole('heading', { name: 'Email Change Cancelled' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(cancelled);
    expect(requests).toEqual([
      {
        url: 'http://localhost:3000/api/profile/cancel-email-change/',
        method: 'POST',
        body: { uid: 'u1', token: 'c1' },
      },
    ]);
    expect([localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]).toEqual([null, null]);
    expect(screen.getByRole('link', { name: 'Choose a New Password' }).getAttribute('href')).toBe('/forgot-password');
  });

  it.each([
    [
      { status: 400, body: { error: 'The cancel link is invalid, has expired or was already used.' } },
      'The cancel link is invalid, has expired or was already used.',
    ],
    [{ status: 400, body: {} }, 'The cancel link is invalid, has expired or was already used.'],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
  ])("shows 'Cancel Failed' for %o and keeps the session", async (answer, text) => {
    signIn();
    stubFetch(answer);
    await renderScreen(<CancelEmailChangePage uid="u1" token="c1" />, { path, url });
    cancel();
    expect(await screen.findByRole('heading', { name: 'Cancel Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toBe('/login');
    expect(localStorage.getItem('access_token')).toBe('a');
  });

  it('says the link is incomplete without calling the server', async () => {
    const { fetchMock } = stubFetch({ body: {} });
    await renderScreen(<CancelEmailChangePage uid="u1" token="" />, { path, url });
    expect(screen.getByRole('heading', { name: 'Cancel Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This link is incomplete. Open it again from your email.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

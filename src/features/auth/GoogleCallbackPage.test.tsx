import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GoogleCallbackPage } from './GoogleCallbackPage';
import {
  deferred,
  expectNavigationAfter,
  restoreStubs,
  stubFetch,
  type StubbedAnswer,
  signInUser,
} from './testSupport';
import { renderScreen } from '../../../tests/support/renderScreen';

afterEach(restoreStubs);

const path = '/auth/google/callback';
const user = signInUser;
const signedIn = (isNewUser: boolean) => ({
  body: { access: 'g-access', refresh: 'g-refresh', user, is_new_user: isNewUser },
});

function expectState(state: string) {
  sessionStorage.setItem('google-oauth-state', state);
}

async function expectFailure(text: string) {
  expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe(text);
}

describe('GoogleCallbackPage', () => {
  it('welcomes a new user, stores the session and opens the dashboard after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expectState('st-1');
    const { requests } = stubFetch(signedIn(true));
    await renderScreen(<GoogleCallbackPage code="c-1" state="st-1" />, { path });
    expect(await screen.findByRole('heading', { name: 'Welcome to the Money Kitchen!' })).toBeTruthy();
    expect(requests).toEqual([
      {
        url: 'http://localhost:3000/api/auth/google/authenticate/',
        method: 'POST',
        body: { code: 'c-1', state: 'st-1' },
      },
    ]);
    expect(localStorage.getItem('access_token')).toBe('g-access');
    expect(sessionStorage.getItem('google-oauth-state')).toBeNull();
    await expectNavigationAfter(2000, '/dashboard');
  });

  it("says 'Welcome Back!' to a returning user", async () => {
    expectState('st-1');
    stubFetch(signedIn(false));
    await renderScreen(<GoogleCallbackPage code="c-1" state="st-1" />, { path });
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Welcome to the Money Kitchen!' })).toBeNull();
  });

  it("shows 'Connecting with Google...' while the code is exchanged", async () => {
    expectState('st-1');
    const answer = deferred<StubbedAnswer>();
    stubFetch(answer.promise);
    await renderScreen(<GoogleCallbackPage code="c-1" state="st-1" />, { path });
    expect(await screen.findByRole('heading', { name: 'Connecting with Google...' })).toBeTruthy();
    answer.resolve(signedIn(false));
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
  });

  it('exchanges the code only once even when StrictMode runs effects twice', async () => {
    expectState('st-1');
    const { fetchMock } = stubFetch(signedIn(false));
    await renderScreen(<GoogleCallbackPage code="c-1" state="st-1" />, { path, strict: true });
    expect(await screen.findByRole('heading', { name: 'Welcome Back!' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports a cancelled sign-in and opens /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expectState('st-1');
    const { fetchMock } = stubFetch(signedIn(true));
    await renderScreen(<GoogleCallbackPage error="access_denied" state="st-1" />, { path });
    await expectFailure('Google authentication was cancelled or failed.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('google-oauth-state')).toBeNull();
    await expectNavigationAfter(3000, '/login');
  });

  it('reports a missing code', async () => {
    expectState('st-1');
    const { fetchMock } = stubFetch(signedIn(true));
    await renderScreen(<GoogleCallbackPage state="st-1" />, { path });
    await expectFailure('No authorization code received from Google.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['another-state', 'st-1'],
    [undefined, 'st-1'],
    ['st-1', null],
  ])('refuses state %o when %o was expected', async (state, stored) => {
    if (stored) expectState(stored);
    const { fetchMock } = stubFetch(signedIn(true));
    await renderScreen(<GoogleCallbackPage code="c-1" state={state} />, { path });
    await expectFailure('Google authentication failed');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('google-oauth-state')).toBeNull();
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it.each([
    [
      { status: 400, body: { error: 'This Google account has no verified email' } },
      'This Google account has no verified email',
    ],
    [{ status: 400, body: {} }, 'Google authentication failed'],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
    [new TypeError('Failed to fetch'), 'An unexpected error occurred during authentication.'],
  ])('reports the exchange failure %o and opens /login after 3 seconds', async (answer, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    expectState('st-1');
    stubFetch(answer);
    await renderScreen(<GoogleCallbackPage code="c-1" state="st-1" />, { path });
    await expectFailure(text);
    expect(localStorage.getItem('access_token')).toBeNull();
    await expectNavigationAfter(3000, '/login');
  });
});

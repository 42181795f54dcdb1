import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNavigationAfter, restoreStubs, stubFetch } from './testSupport';
import { VerifyEmailPage } from './VerifyEmailPage';
import { renderScreen } from '../../../tests/support/renderScreen';

afterEach(restoreStubs);

const path = '/verify-email/$uid/$token';
const url = '/verify-email/u1/t1';

describe('VerifyEmailPage', () => {
  it('verifies, welcomes, counts down from 10 and then opens /login with the message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = stubFetch({ body: { message: 'Email verified! You can now log in.' } });
    await renderScreen(<VerifyEmailPage uid="u1" token="t1" />, { path, url });
    expect(screen.getByRole('heading', { name: 'Verifying your email...' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome to the Kitchen!' })).toBeTruthy();
    expect(requests).toEqual([
      { url: 'http://localhost:3000/api/auth/verify-email/', method: 'POST', body: { uid: 'u1', token: 't1' } },
    ]);
    const start = screen.getByRole('link', { name: 'Start Cooking' });
    expect(decodeURIComponent(start.getAttribute('href') ?? '')).toMatch(/^\/login\?message=/);
    expect(screen.getByRole('timer').textContent).toBe('Redirecting to the login page in 10 seconds...');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer').textContent).toBe('Redirecting to the login page in 9 seconds...');
    await act(() => vi.advanceTimersByTimeAsync(8000));
    expect(screen.getByRole('timer').textContent).toBe('Redirecting to the login page in 1 second...');
    await expectNavigationAfter(1000, '/login');
    expect(screen.getByText(/^search:/).textContent).toBe('search:{"message":"Email verified! You can now log in."}');
  });

  it('stops the countdown when the page goes away first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({ body: {} });
    const { router, unmount } = await renderScreen(<VerifyEmailPage uid="u1" token="t1" />, { path, url });
    await screen.findByRole('heading', { name: 'Welcome to the Kitchen!' });
    unmount();
    await vi.advanceTimersByTimeAsync(11_000);
    expect(router.state.location.pathname).toBe(url);
  });

  it('sends the link only once even when StrictMode runs effects twice', async () => {
    const { fetchMock } = stubFetch({ body: {} });
    await renderScreen(<VerifyEmailPage uid="u1" token="t1" />, { path, url, strict: true });
    await screen.findByRole('heading', { name: 'Welcome to the Kitchen!' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      { status: 400, body: { error: 'The verification link is invalid or has expired.' } },
      'The verification link is invalid or has expired.',
    ],
    [{ status: 400, body: { error: 'This link was already used.' } }, 'This link was already used.'],
    [{ status: 404, body: {} }, 'The verification link is invalid or has expired.'],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
  ])('shows the failure of %o with a way to try again', async (answer, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(answer);
    await renderScreen(<VerifyEmailPage uid="u1" token="t1" />, { path, url });
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/register');
    expect(screen.getByText(/registering again, or contact support/)).toBeTruthy();
    // No countdown on failure: the page stays.
    await act(() => vi.advanceTimersByTimeAsync(11_000));
    expect(screen.queryByText(/^navigated:/)).toBeNull();
  });

  it("says 'Invalid verification link.' for missing parameters without calling the server", async () => {
    const { fetchMock } = stubFetch({ body: {} });
    await renderScreen(<VerifyEmailPage uid="" token="t1" />, { path, url });
    expect(screen.getByRole('heading', { name: 'Verification Failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid verification link.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows success when the server says the account was verified already (a second click, issue 13 item 17)', async () => {
    stubFetch({ body: { message: 'Your email is already verified. You can log in.', already_verified: true } });
    await renderScreen(<VerifyEmailPage uid="u1" token="t1" />, { path, url });
    expect(await screen.findByRole('heading', { name: 'Welcome to the Kitchen!' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Verification Failed' })).toBeNull();
  });
});

describe('the failure page asks for a new link (issue 16, item 3)', () => {
  const requested = 'If an account with that email is waiting for verification, a new verification link is on its way.';
  const field = () => screen.getByLabelText('Email Address');
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send a New Link' }));

  it('sends the address and shows the server’s answer, which is the same for any address', async () => {
    const { requests } = stubFetch(
      { status: 400, body: { error: 'The verification link is invalid or has expired.' } },
      { body: { message: requested } },
    );
    await renderScreen(<VerifyEmailPage uid="u1" token="t1" />, { path, url });
    await screen.findByRole('heading', { name: 'Verification Failed' });
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/register');
    fireEvent.change(field(), { target: { value: ' cook@example.com ' } });
    send();
    expect((await screen.findByText(requested)).getAttribute('role')).toBe('status');
    expect(requests[1]).toEqual({
      url: 'http://localhost:3000/api/auth/verify-email/resend/',
      method: 'POST',
      body: { email: 'cook@example.com' },
    });
    expect(screen.queryByRole('button', { name: 'Send a New Link' })).toBeNull();
  });

  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Enter a valid email address.'],
  ])('refuses %o with "%s" without calling the server', async (typed, text) => {
    const { fetchMock } = stubFetch({ body: {} });
    await renderScreen(<VerifyEmailPage uid="" token="t1" />, { path, url });
    fireEvent.change(field(), { target: { value: typed } });
    send();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(text);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      { status: 429, body: { error: 'Too many attempts. Please wait 60 minutes and try again.' } },
      'Too many attempts. Please wait 60 minutes and try again.',
    ],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
    [{ status: 400, body: {} }, 'Could not send a new link. Please try again.'],
  ])('shows the failure of %o and lets the person try again', async (answer, text) => {
    stubFetch(answer);
    await renderScreen(<VerifyEmailPage uid="" token="t1" />, { path, url });
    fireEvent.change(field(), { target: { value: 'cook@example.com' } });
    send();
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(text));
    expect((screen.getByRole('button', { name: 'Send a New Link' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

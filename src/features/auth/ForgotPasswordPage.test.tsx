import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { deferred, restoreStubs, stubFetch, type StubbedAnswer } from './testSupport';
import { renderScreen } from '../../../tests/support/renderScreen';

afterEach(restoreStubs);

async function requestFor(email: string) {
  await renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: email } });
  fireEvent.submit(screen.getByRole('button', { name: 'Send Reset Link' }).closest('form') as HTMLFormElement);
}

describe('ForgotPasswordPage', () => {
  it('has one focused, required email field', async () => {
    await renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' });
    const email = screen.getByLabelText('Email Address');
    expect([email.getAttribute('type'), email.getAttribute('autocomplete'), email.hasAttribute('required')]).toEqual([
      'email',
      'email',
      true,
    ]);
    expect(document.activeElement).toBe(email);
  });

  it("says 'Email is required' without calling the server", async () => {
    const { fetchMock } = stubFetch({ body: {} });
    await requestFor('   ');
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Check Your Email!' with the server's message and a way back", async () => {
    const message = 'If an account with that email exists, a password reset link has been sent.';
    const { requests } = stubFetch({ body: { message } });
    await requestFor(' cook@example.com ');
    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(message);
    expect(screen.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');
    expect(requests).toEqual([
      { url: 'http://localhost:3000/api/auth/password-reset/', method: 'POST', body: { email: 'cook@example.com' } },
    ]);
  });

  it('says a link was sent when the server gives no message', async () => {
    stubFetch({ body: {} });
    await requestFor('cook@example.com');
    expect((await screen.findByRole('status')).textContent).toBe('A password reset link has been sent to your email.');
  });

  it('reads Sending Magic Link... while the call runs', async () => {
    const answer = deferred<StubbedAnswer>();
    stubFetch(answer.promise);
    await requestFor('cook@example.com');
    const busy = await screen.findByRole('button', { name: 'Sending Magic Link...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.resolve({ body: {} });
    expect(await screen.findByRole('heading', { name: 'Check Your Email!' })).toBeTruthy();
  });

  it.each([
    [{ status: 429, body: { error: 'Too many requests. Try again later.' } }, 'Too many requests. Try again later.'],
    [{ status: 400, body: {} }, 'Password reset request failed'],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
  ])('shows the failure of %o and clears it on typing', async (answer, text) => {
    stubFetch(answer);
    await requestFor('cook@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: 'cook@example.org' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

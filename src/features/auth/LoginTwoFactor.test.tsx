import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../api/session';
import { googleSignInAvailable } from '../../api/serverFeatures';
import { LoginPage } from './LoginPage';
import { restoreStubs, stubFetch, signInUser } from './testSupport';
import { renderScreen } from '../../../tests/support/renderScreen';

vi.mock('../../api/serverFeatures', () => ({ googleSignInAvailable: vi.fn() }));
const browser = vi.hoisted(() => ({ startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => true,
  startAuthentication: browser.startAuthentication,
}));
vi.mocked(googleSignInAvailable).mockResolvedValue(false);
afterEach(restoreStubs);

const user = signInUser;
const codeNeeded = {
  status: 401,
  body: {
    error: 'Two-factor authentication is on for this account: enter the 6-digit code.',
    code: 'two_factor_required',
    two_factor_ticket: 'the-ticket',
  },
};

describe('LoginPage with two-factor on (issue 49, item 6)', () => {
  it('asks for the code after the password, sends it with the ticket, and signs in', async () => {
    const { requests } = stubFetch(
      codeNeeded,
      { status: 401, body: { error: 'That code is not right.' } },
      { body: { access: 'a', refresh: 'r', user } },
    );
    await renderScreen(<LoginPage />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('Username or Email'), { target: { value: 'cook' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const code = await screen.findByLabelText('Authentication code');
    expect(document.activeElement).toBe(code);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(readSession()).toBeNull();

    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right.');

    fireEvent.change(code, { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('navigated:/dashboard')).toBeTruthy();
    expect(requests[2]?.body).toEqual({ ticket: 'the-ticket', code: '222222' });
    expect(readSession()?.accessToken).toBe('a');
  });

  it('signs in with a passkey instead of the code, sending the ticket with the passkey answer (item 7)', async () => {
    const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };
    browser.startAuthentication.mockResolvedValue(assertion);
    const { requests } = stubFetch(
      codeNeeded,
      { body: { challenge_id: 'c1', options: { challenge: 'abc' } } },
      { body: { access: 'a', refresh: 'r', user } },
    );
    await renderScreen(<LoginPage />, { path: '/login' });
    fireEvent.change(screen.getByLabelText('Username or Email'), { target: { value: 'cook' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Use a Passkey Instead' }));
    expect(await screen.findByText('navigated:/dashboard')).toBeTruthy();
    expect(requests.slice(1).map((r) => [r.url, r.body])).toEqual([
      ['http://localhost:3000/api/auth/two-factor/passkey/options/', { ticket: 'the-ticket' }],
      [
        'http://localhost:3000/api/auth/two-factor/passkey/',
        { ticket: 'the-ticket', challenge_id: 'c1', credential: assertion },
      ],
    ]);
    expect(readSession()?.accessToken).toBe('a');
  });
});

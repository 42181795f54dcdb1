import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession } from '../../../api/session';
import { restoreStubs, stubFetch, signInUser } from '../testSupport';
import { PasskeySignInButton } from './PasskeySignInButton';

const browser = vi.hoisted(() => ({ supported: true, startAuthentication: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => ({
  browserSupportsWebAuthn: () => browser.supported,
  startAuthentication: browser.startAuthentication,
}));

const user = signInUser;
const assertion = { id: 'cred', rawId: 'cred', type: 'public-key', response: {}, clientExtensionResults: {} };
const challenge = { body: { challenge_id: 'c1', options: { challenge: 'abc' } } };

function renderButton() {
  const props = { disabled: false, onSignedIn: vi.fn(), onFailed: vi.fn(), onStart: vi.fn() };
  render(<PasskeySignInButton {...props} />);
  return props;
}

beforeEach(() => {
  browser.supported = true;
  browser.startAuthentication.mockReset();
  localStorage.clear();
});
afterEach(restoreStubs);

describe('PasskeySignInButton', () => {
  it('is not offered where the browser has no WebAuthn', () => {
    browser.supported = false;
    renderButton();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("sends the browser's answer with the server's challenge and keeps the session it gets", async () => {
    browser.startAuthentication.mockResolvedValue(assertion);
    const { requests } = stubFetch(challenge, { body: { access: 'a', refresh: 'r', user } });
    const props = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(props.onSignedIn).toHaveBeenCalled());
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: 'abc' } });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', 'http://localhost:3000/api/auth/passkey/options/', undefined],
      ['POST', 'http://localhost:3000/api/auth/passkey/login/', { challenge_id: 'c1', credential: assertion }],
    ]);
    expect(readSession()?.user.id).toBe('u1');
  });

  it('says the prompt was closed when the person cancels it, and signs nobody in', async () => {
    browser.startAuthentication.mockRejectedValue(new DOMException('closed', 'NotAllowedError'));
    stubFetch(challenge);
    const props = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() =>
      expect(props.onFailed).toHaveBeenCalledWith('The passkey prompt was closed or timed out. Please try again.'),
    );
    expect(props.onSignedIn).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeTruthy();
  });

  it("shows the server's refusal in its words", async () => {
    browser.startAuthentication.mockResolvedValue(assertion);
    stubFetch(challenge, { status: 401, body: { error: 'This passkey could not sign you in.' } });
    const props = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(props.onFailed).toHaveBeenCalledWith('This passkey could not sign you in.'));
    expect(readSession()).toBeNull();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { googleSignInAvailable } from '../../api/serverFeatures';
import { LoginPage } from './LoginPage';
import { deferred, restoreStubs, stubFetch, type StubbedAnswer } from './testSupport';
import { renderScreen } from '../../../tests/support/renderScreen';

// What the server's health answer says about Google; each test may say otherwise.
vi.mock('../../api/serverFeatures', () => ({ googleSignInAvailable: vi.fn() }));
afterEach(restoreStubs);
afterEach(() => vi.mocked(googleSignInAvailable).mockResolvedValue(true));
vi.mocked(googleSignInAvailable).mockResolvedValue(true);

const signedIn = {
  body: {
    access: 'a-token',
    refresh: 'r-token',
    user: { id: 'u1', username: 'cook', email: 'cook@example.com', first_name: '', last_name: '', email_verify: true },
  },
};

function fillIn(username = 'cook', password = 'secret-pass') {
  fireEvent.change(screen.getByLabelText('Username or Email'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
}

async function signInAnswered(answer: StubbedAnswer) {
  stubFetch(answer);
  await renderScreen(<LoginPage />, { path: '/login' });
  fillIn();
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  return screen.findByRole('alert');
}

describe('LoginPage', () => {
  it('labels both fields, marks them required, focuses the first and links onwards', async () => {
    await renderScreen(<LoginPage />, { path: '/login' });
    const username = screen.getByLabelText('Username or Email');
    const password = screen.getByLabelText('Password');
    expect(document.activeElement).toBe(username);
    expect([username.getAttribute('autocomplete'), password.getAttribute('autocomplete')]).toEqual([
      'username',
      'current-password',
    ]);
    expect([username.hasAttribute('required'), password.hasAttribute('required')]).toEqual([true, true]);
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('shows and hides the password', async () => {
    await renderScreen(<LoginPage />, { path: '/login' });
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('signs in, stores the session and goes to the dashboard', async () => {
    const { requests } = stubFetch(signedIn);
    await renderScreen(<LoginPage />, { path: '/login' });
    fillIn('  cook  ', ' secret-pass ');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('navigated:/dashboard')).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBe('a-token');
    expect(localStorage.getItem('refresh_token')).toBe('r-token');
    // The identifier is trimmed, the password never is.
    expect(requests).toEqual([
      {
        url: 'http://localhost:3000/api/auth/login/',
        method: 'POST',
        body: { username: 'cook', password: ' secret-pass ' },
      },
    ]);
  });

  it('reads Signing In... and is disabled while the call runs', async () => {
    const answer = deferred<StubbedAnswer>();
    stubFetch(answer.promise);
    await renderScreen(<LoginPage />, { path: '/login' });
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(signedIn);
    expect(await screen.findByText('navigated:/dashboard')).toBeTruthy();
  });

  it("says 'Invalid credentials' for a 401 without a text", async () => {
    expect((await signInAnswered({ status: 401, body: {} })).textContent).toBe('Invalid credentials');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it("shows the server's error when it gives one", async () => {
    const alert = await signInAnswered({ status: 429, body: { error: 'Too many attempts. Try again in a minute.' } });
    expect(alert.textContent).toBe('Too many attempts. Try again in a minute.');
  });

  it("says 'Login failed' for another refusal without a text", async () => {
    expect((await signInAnswered({ status: 400, body: {} })).textContent).toBe('Login failed');
  });

  it('shows the server-error text for a 500', async () => {
    const alert = await signInAnswered({ status: 500, body: { error: 'Internal details' } });
    expect(alert.textContent).toBe('Server error. Please try again later.');
  });

  it('shows both the error and the differing message for an unverified account', async () => {
    const message = 'Please check your email to verify your account. A new verification email has been sent.';
    const alert = await signInAnswered({ status: 401, body: { error: 'Email not verified', message } });
    expect(alert.textContent).toBe('Email not verified');
    expect(screen.getByRole('status').textContent).toBe(message);
  });

  it('does not repeat a message that equals the error', async () => {
    await signInAnswered({ status: 401, body: { error: 'Invalid credentials', message: 'Invalid credentials' } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('clears the shown errors when the person types', async () => {
    await signInAnswered({ status: 401, body: { error: 'Email not verified', message: 'Check your mail.' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'another-try' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('asks for both fields before calling the server', async () => {
    const { fetchMock } = stubFetch(signedIn);
    await renderScreen(<LoginPage />, { path: '/login' });
    fillIn('cook', '');
    fireEvent.submit(screen.getByRole('button', { name: 'Sign In' }).closest('form') as HTMLFormElement);
    expect(screen.getByRole('alert').textContent).toBe('Username or email and password are required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a notice carried in from another page', async () => {
    await renderScreen(<LoginPage message="Email verified! You can now log in." />, { path: '/login' });
    expect(screen.getByRole('status').textContent).toBe('Email verified! You can now log in.');
  });

  describe('Sign in with Google', () => {
    it('is not offered when the server says Google is not set up', async () => {
      vi.mocked(googleSignInAvailable).mockResolvedValue(false);
      await renderScreen(<LoginPage />, { path: '/login' });
      await vi.waitFor(() => expect(googleSignInAvailable).toHaveBeenCalled());
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
      expect(screen.queryByText('or')).toBeNull();
    });

    it('remembers the state and leaves for Google, reading Redirecting... meanwhile', async () => {
      const authUrl = 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x&state=st-123&scope=email';
      const answer = deferred<StubbedAnswer>();
      const { requests } = stubFetch(answer.promise);
      const assign = vi.fn();
      vi.stubGlobal('location', { ...window.location, href: 'http://localhost:3000/login', assign });
      await renderScreen(<LoginPage />, { path: '/login' });
      fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
      const busy = await screen.findByRole('button', { name: /Redirecting\.\.\./ });
      expect((busy as HTMLButtonElement).disabled).toBe(true);
      answer.resolve({ body: { auth_url: authUrl } });
      await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(authUrl));
      expect(sessionStorage.getItem('google-oauth-state')).toBe('st-123');
      expect(requests.map((request) => request.url)).toEqual(['http://localhost:3000/api/auth/google/url/']);
    });

    it("says 'Failed to initiate Google login' when the address cannot be had", async () => {
      stubFetch({ status: 503, body: { error: 'Google sign-in is not configured' } });
      await renderScreen(<LoginPage />, { path: '/login' });
      fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Google' }));
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to initiate Google login');
      const button = screen.getByRole('button', { name: /Sign in with Google/ }) as HTMLButtonElement;
      expect(button.disabled).toBe(false);
      expect(within(button).queryByText('Redirecting...')).toBeNull();
    });
  });
});

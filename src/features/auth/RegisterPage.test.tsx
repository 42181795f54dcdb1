import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterPage } from './RegisterPage';
import { deferred, expectNavigationAfter, restoreStubs, stubFetch, type StubbedAnswer } from './testSupport';
import { renderScreen } from '../../../tests/support/renderScreen';

afterEach(restoreStubs);

const registered = { status: 201, body: { message: 'Registration successful. Please check your email.' } };

interface Entries {
  username?: string;
  email?: string;
  password?: string;
  password2?: string;
}

function fillIn({ username = 'cook', email = 'cook@example.com', password = 'secret-pass', password2 }: Entries = {}) {
  fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Email Address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: password2 ?? password } });
}

function submit() {
  fireEvent.submit(screen.getByRole('button', { name: 'Create Account' }).closest('form') as HTMLFormElement);
}

describe('RegisterPage', () => {
  it('has the four required fields with the right types and autocomplete', async () => {
    await renderScreen(<RegisterPage />, { path: '/register' });
    const fields = ['Username', 'Email Address', 'Password', 'Confirm Password'].map((label) =>
      screen.getByLabelText(label),
    );
    expect(fields.map((field) => field.getAttribute('type'))).toEqual([null, 'email', 'password', 'password']);
    expect(fields.map((field) => field.getAttribute('autocomplete'))).toEqual([
      'username',
      'email',
      'new-password',
      'new-password',
    ]);
    expect(fields.every((field) => field.hasAttribute('required'))).toBe(true);
    expect(document.activeElement).toBe(fields[0]);
  });

  it("says 'Passwords do not match' without calling the server", async () => {
    const { fetchMock } = stubFetch(registered);
    await renderScreen(<RegisterPage />, { path: '/register' });
    fillIn({ password: 'secret-pass', password2: 'secret-pasS' });
    submit();
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [{ username: 'co@k' }, 'Username cannot contain @ in it'],
    [{ password: 'short' }, 'Password must be at least 8 characters long'],
    [{ email: 'not-an-email' }, 'Enter a valid email address.'],
    [{ username: '   ' }, 'All fields are required'],
  ])('checks %o with the server rules first', async (fields, text) => {
    const { fetchMock } = stubFetch(registered);
    await renderScreen(<RegisterPage />, { path: '/register' });
    fillIn(fields);
    submit();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('registers, shows the check-your-email text and goes to /login after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = stubFetch(registered);
    await renderScreen(<RegisterPage />, { path: '/register' });
    fillIn({ username: ' cook ' });
    submit();
    expect(
      await screen.findByText(
        'Please check your email and click the verification link to activate your account before logging in.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Login' }).getAttribute('href')).toMatch(/^\/login\?message=/);
    expect(requests[0]?.body).toEqual({
      username: 'cook',
      email: 'cook@example.com',
      password: 'secret-pass',
      password2: 'secret-pass',
    });
    await expectNavigationAfter(2000, '/login');
    // The text goes with it, so it can still be read on the login page.
    expect(screen.getByText(/^search:/).textContent).toBe(
      `search:${JSON.stringify({ message: 'Please check your email and click the verification link to activate your account before logging in.' })}`,
    );
  });

  it('stops the 2-second timer when the page goes away first', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(registered);
    const { router, unmount } = await renderScreen(<RegisterPage />, { path: '/register' });
    fillIn();
    submit();
    await screen.findByText(/Please check your email/);
    unmount();
    await vi.advanceTimersByTimeAsync(3000);
    expect(router.state.location.pathname).toBe('/register');
  });

  it('reads Creating Account... and is disabled while the call runs', async () => {
    const answer = deferred<StubbedAnswer>();
    stubFetch(answer.promise);
    await renderScreen(<RegisterPage />, { path: '/register' });
    fillIn();
    submit();
    expect(((await screen.findByRole('button', { name: 'Creating Account...' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answer.resolve(registered);
    expect(await screen.findByText(/Please check your email/)).toBeTruthy();
  });

  it.each([
    [
      { status: 400, body: { error: ['Username already exists', 'Email already exists'] } },
      'Username already exists, Email already exists',
    ],
    [{ status: 400, body: {} }, 'Registration failed'],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
  ])('shows the failure of %o', async (answer, text) => {
    stubFetch(answer);
    await renderScreen(<RegisterPage />, { path: '/register' });
    fillIn();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    // Typing clears it.
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'cook2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

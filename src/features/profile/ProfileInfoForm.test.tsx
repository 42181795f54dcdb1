import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readSession } from '../../api/session';
import type { MoneyKitchenDb } from '../../db/database';
import { stubFetch } from '../auth/testSupport';
import { cook, renderProfile } from './testProfile';
import { eachScreenTest } from '../../../tests/support/screenTest';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));
// The session a test signed in with goes with it (endScreenTest undoes the stubs, mocks and clock).
afterEach(() => sessionStorage.clear());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const update = () => fireEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

describe('Profile Information', () => {
  it('shows the person’s data; Username and Email are required', async () => {
    await renderProfile(db);
    expect(['First Name', 'Last Name', 'Username', 'Email'].map((label) => field(label).value)).toEqual([
      'Ada',
      'Lovelace',
      'cook',
      'cook@example.com',
    ]);
    expect([field('Username').required, field('Email').required, field('Email').type]).toEqual([true, true, 'email']);
    expect(screen.queryByText('Email not verified. Please check your email.')).toBeNull();
  });

  it('warns when the email is not verified', async () => {
    await renderProfile(db, '/profile', { email_verify: false });
    expect(screen.getByText('Email not verified. Please check your email.')).toBeTruthy();
  });

  it('refuses an empty username without calling the server', async () => {
    const { fetchMock } = stubFetch({ body: {} });
    await renderProfile(db);
    fireEvent.change(field('Username'), { target: { value: '  ' } });
    update();
    expect(screen.getByRole('alert').textContent).toBe('Username and email are required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the update, keeps the returned person and shows the server’s message', async () => {
    const user = { ...cook, first_name: 'Grace', last_name: 'Hopper' };
    const { requests } = stubFetch({ body: { message: 'Profile updated successfully', user } });
    await renderProfile(db);
    fireEvent.change(field('First Name'), { target: { value: ' Grace ' } });
    fireEvent.change(field('Last Name'), { target: { value: 'Hopper' } });
    update();
    expect((await screen.findByRole('status')).textContent).toBe('Profile updated successfully');
    expect(requests).toEqual([
      {
        url: 'http://localhost:3000/api/profile/update/',
        method: 'PUT',
        body: { first_name: 'Grace', last_name: 'Hopper', username: 'cook', email: 'cook@example.com' },
      },
    ]);
    expect(readSession()?.user).toEqual(user);
    expect(field('First Name').value).toBe('Grace');
  });

  it.each([
    [
      { status: 400, body: { error: ['Username already exists', 'Email already exists'] } },
      'Username already exists, Email already exists',
    ],
    [{ status: 400, body: {} }, 'Failed to update profile'],
    [{ status: 500, body: {} }, 'Server error. Please try again later.'],
    [new TypeError('Failed to fetch'), 'Failed to update profile'],
  ])('shows the failure of %o in the error banner', async (answer, text) => {
    stubFetch(answer);
    await renderProfile(db);
    update();
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(readSession()?.user).toEqual(cook);
  });

  describe('a changed email asks for the current password (issue 13, item 1)', () => {
    const passwordField = () => screen.queryByLabelText('Current password') as HTMLInputElement | null;
    const pending =
      'Profile updated. We sent a confirmation link to your new email address; the change applies once you open it.';

    it('shows the field only while the email differs from the current one', async () => {
      await renderProfile(db);
      expect(passwordField()).toBeNull();
      fireEvent.change(field('Email'), { target: { value: 'new@example.com' } });
      expect(passwordField()?.type).toBe('password');
      expect(passwordField()?.getAttribute('autocomplete')).toBe('current-password');
      expect(passwordField()?.getAttribute('aria-describedby')).toBe('profile-current-password-hint');
      expect(screen.getByText(/Leave it empty to approve the change by a link/)).toBeTruthy();
      fireEvent.change(field('Email'), { target: { value: 'COOK@example.com' } });
      expect(passwordField()).toBeNull();
    });

    it('stolen access token: sends the typed password with the change, then clears it', async () => {
      const { requests } = stubFetch({ body: { message: pending, user: cook } });
      await renderProfile(db);
      fireEvent.change(field('Email'), { target: { value: 'new@example.com' } });
      fireEvent.change(passwordField()!, { target: { value: 'correct horse' } });
      update();
      expect((await screen.findByRole('status')).textContent).toBe(pending);
      expect(requests[0]?.body).toEqual({
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: 'cook',
        email: 'new@example.com',
        current_password: 'correct horse',
      });
      // The answer still carries the old address until the new one is confirmed: the field goes away.
      expect(field('Email').value).toBe('cook@example.com');
      expect(passwordField()).toBeNull();
    });

    it('sends no password when the field is left empty (the server then asks the current address)', async () => {
      const { requests } = stubFetch({ body: { message: 'Profile updated.', user: cook } });
      await renderProfile(db);
      fireEvent.change(field('Email'), { target: { value: 'new@example.com' } });
      update();
      await screen.findByRole('status');
      expect(requests[0]?.body).toEqual({
        first_name: 'Ada',
        last_name: 'Lovelace',
        username: 'cook',
        email: 'new@example.com',
      });
    });

    it('shows a wrong password as the server says it and keeps what was typed', async () => {
      stubFetch({ status: 400, body: { error: 'Current password is incorrect', code: 'wrong_password' } });
      await renderProfile(db);
      fireEvent.change(field('Email'), { target: { value: 'new@example.com' } });
      fireEvent.change(passwordField()!, { target: { value: 'wrong one' } });
      update();
      expect((await screen.findByRole('alert')).textContent).toBe('Current password is incorrect');
      expect(field('Email').value).toBe('new@example.com');
      expect(passwordField()?.value).toBe('wrong one');
    });
  });
});

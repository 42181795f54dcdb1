import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSession } from '../../api/session';
import type { MoneyKitchenDb } from '../../db/database';
import { restoreStubs, stubFetch } from '../auth/testSupport';
import { freshTestDb } from '../transactions/testWorkspace';
import { cook, renderProfile } from './testProfile';

let db: MoneyKitchenDb;

beforeEach(() => {
  db = freshTestDb();
});

afterEach(() => {
  db.close();
  restoreStubs();
});

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
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { stubFetch } from '../auth/testSupport';
import { renderProfile } from './testProfile';
import { eachScreenTest } from '../../../tests/support/screenTest';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));
// The session a test signed in with goes with it (endScreenTest undoes the stubs, mocks and clock).
afterEach(() => sessionStorage.clear());

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function send(current: string, next: string, confirm: string) {
  await renderProfile(db, '/profile?tab=password');
  fireEvent.change(field('Current Password'), { target: { value: current } });
  fireEvent.change(field('New Password'), { target: { value: next } });
  fireEvent.change(field('Confirm New Password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change Password', () => {
  it('has three password fields with show/hide and the length hint', async () => {
    await renderProfile(db, '/profile?tab=password');
    expect(['Current Password', 'New Password', 'Confirm New Password'].map((label) => field(label).type)).toEqual([
      'password',
      'password',
      'password',
    ]);
    expect(screen.getByText('Password must be at least 8 characters long').id).toBe(
      field('New Password').getAttribute('aria-describedby'),
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[1]!);
    expect(field('New Password').type).toBe('text');
  });

  it.each([
    ['old-secret', 'new-secret-1', 'new-secret-2', 'New passwords do not match'],
    ['old-secret', 'short', 'short', 'Password must be at least 8 characters long'],
    ['', 'new-secret-1', 'new-secret-1', 'All password fields are required'],
  ])('refuses %s / %s / %s without calling the server', async (current, next, confirm, text) => {
    const { fetchMock } = stubFetch({ body: {} });
    await send(current, next, confirm);
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the change, shows the server’s message and empties the fields', async () => {
    const { requests } = stubFetch({ body: { message: 'Password changed successfully' } });
    await send('old-secret', 'new-secret-1', 'new-secret-1');
    expect((await screen.findByRole('status')).textContent).toBe('Password changed successfully');
    expect(requests[0]).toEqual({
      url: 'http://localhost:3000/api/profile/change-password/',
      method: 'POST',
      body: { current_password: 'old-secret', new_password: 'new-secret-1', confirm_password: 'new-secret-1' },
    });
    expect(field('Current Password').value).toBe('');
  });

  it.each([
    [{ status: 400, body: { error: 'Current password is incorrect' } }, 'Current password is incorrect'],
    [{ status: 400, body: {} }, 'Failed to change password'],
    [new TypeError('Failed to fetch'), 'Failed to change password'],
  ])('shows the failure of %o', async (answer, text) => {
    stubFetch(answer);
    await send('old-secret', 'new-secret-1', 'new-secret-1');
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(field('Current Password').value).toBe('old-secret');
  });
});

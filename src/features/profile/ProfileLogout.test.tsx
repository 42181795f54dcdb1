import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '../../app/workspace/signOut';
import type * as SignOutModule from '../../app/workspace/signOut';
import { setFavoriteCurrency } from '../../db/commands/settings';
import type { MoneyKitchenDb } from '../../db/database';
import { renderProfile } from './testProfile';
import { endScreenTest, startScreenTest } from '../../../tests/support/screenTest';
import { answerConfirmation, confirmationIsOpen } from '../../../tests/support/confirmDialog';

// Signing out really deletes the browser's database and calls the server; here only the decision is tested.
vi.mock('../../app/workspace/signOut', async (importOriginal) => ({
  ...(await importOriginal<typeof SignOutModule>()),
  signOut: vi.fn(async () => undefined),
}));

let db: MoneyKitchenDb;

beforeEach(() => {
  db = startScreenTest();
  vi.mocked(signOut).mockClear();
});

afterEach(() => endScreenTest(db));

describe('Logout on the profile page', () => {
  it('signs out and goes to /login when nothing is waiting to sync', async () => {
    await renderProfile(db);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('navigated:/login')).toBeTruthy();
    expect(signOut).toHaveBeenCalledWith(db);
    expect(confirmationIsOpen()).toBe(false);
  });

  it('warns about unsent changes first, and stays when the person declines', async () => {
    await setFavoriteCurrency(db, 'EUR');
    await renderProfile(db);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await answerConfirmation(false)).toBe(
      'You have 1 change that has not reached the server yet. Signing out deletes them from this device. Sign out anyway?',
    );
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });
});

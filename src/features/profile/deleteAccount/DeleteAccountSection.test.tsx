import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../../db/database';
import { restoreStubs, stubFetch } from '../../auth/testSupport';
import { DeleteAccountSection } from './DeleteAccountSection';
import { renderScreen } from '../../../../tests/support/renderScreen';
import { endScreenTest, startScreenTest } from '../../../../tests/support/screenTest';
import { answerConfirmation } from '../../../../tests/support/confirmDialog';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = startScreenTest();
});
afterEach(() => {
  endScreenTest(db);
  restoreStubs();
});

describe('DeleteAccountSection (issue 49, item 9)', () => {
  it('proves it is the person with the typed password, deletes, and signs out to the login page', async () => {
    const { requests } = stubFetch({ body: { message: 'ok' } }, { body: { message: 'deleted' } }, { body: {} });
    await renderScreen(<DeleteAccountSection />, { db });
    fireEvent.change(screen.getByLabelText('Password or two-factor code'), { target: { value: 'kitchen pass 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await answerConfirmation(true);
    expect(await screen.findByText('navigated:/login')).toBeTruthy();
    expect(requests[0]).toMatchObject({ method: 'POST', body: { password: 'kitchen pass 1' } });
    expect(requests[0]?.url).toMatch(/\/api\/auth\/reauthenticate\/$/);
    expect(requests[1]?.url).toMatch(/\/api\/auth\/delete-account\/$/);
  });

  it('asks first, and sends nothing when the person says no', async () => {
    const { requests } = stubFetch({ body: {} });
    await renderScreen(<DeleteAccountSection />, { db });
    fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await answerConfirmation(false);
    expect(requests).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download a Backup First' })).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the person signed in', async () => {
    stubFetch({ status: 403, body: { error: 'For your safety, confirm it is you.' } });
    await renderScreen(<DeleteAccountSection />, { db });
    fireEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await answerConfirmation(true);
    expect((await screen.findByRole('alert')).textContent).toBe('For your safety, confirm it is you.');
    expect(screen.queryByText('navigated:/login')).toBeNull();
  });
});

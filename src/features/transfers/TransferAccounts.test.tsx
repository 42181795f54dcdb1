import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addAccount } from '../../db/commands/accounts';
import type { AccountType } from '../../domain/accountTypes';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { TransferFormModal } from './TransferFormModal';
import { renderScreen } from '../../../tests/support/renderScreen';
import { db } from '../../../tests/support/screenDbPerTest';
import { anAccountInput } from '../../../tests/support/records';

const hold = (name: string, account_type: AccountType, currency: 'EUR' | 'USD') =>
  addAccount(
    db,
    anAccountInput({
      name,
      account_type,
      currency,
      opening_cents: 0 as Cents,
      opening_date: '2026-11-01' as IsoDate,
      last_four: '',
    }),
    new Date(),
  );

async function openModal() {
  await renderScreen(<TransferFormModal onClose={vi.fn()} onSuccess={vi.fn()} />, { db });
  const dialog = screen.getByRole('dialog', { name: 'Move money between currencies' });
  await within(dialog).findByLabelText('From account');
  return dialog;
}

describe('a transfer between accounts (issue 44 item 5)', () => {
  it('pays a card from the current account: one amount, both sides in the same currency', async () => {
    const giro = await hold('Giro', 'current', 'EUR');
    const visa = await hold('Visa', 'credit_card', 'EUR');
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('To account'), { target: { value: visa.id } });
    expect(within(dialog).queryByLabelText(/Amount in/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Amount (EUR)'), { target: { value: '250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save transfer' }));
    await within(dialog).findByText('Transfer saved.');
    await waitFor(async () =>
      expect(await db.transfers.toArray()).toEqual([
        expect.objectContaining({
          out_account_id: giro.id,
          in_account_id: visa.id,
          out_cents: 250_00,
          in_cents: 250_00,
          out_currency: 'EUR',
          in_currency: 'EUR',
        }),
      ]),
    );
  });

  it('asks for both amounts between accounts of two currencies', async () => {
    await hold('Giro', 'current', 'EUR');
    const dollars = await hold('Dollars', 'cash', 'USD');
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('To account'), { target: { value: dollars.id } });
    expect(within(dialog).getByLabelText('Amount out (EUR)')).toBeTruthy();
    expect(within(dialog).getByLabelText('Amount in (USD)')).toBeTruthy();
  });

  it('refuses money moved from an account into itself', async () => {
    const giro = await hold('Giro', 'current', 'EUR');
    await hold('Visa', 'credit_card', 'EUR');
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('To account'), { target: { value: giro.id } });
    fireEvent.change(within(dialog).getByLabelText('Amount (EUR)'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save transfer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Choose two different accounts');
    expect(await db.transfers.count()).toBe(0);
  });
});

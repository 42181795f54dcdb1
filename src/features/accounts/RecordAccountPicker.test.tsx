import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addAccount } from '../../db/commands/accounts';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { WishFormModal } from '../wishlist/WishFormModal';
import { renderScreen } from '../../../tests/support/renderScreen';
import { db } from '../../../tests/support/screenDbPerTest';
import { anAccountInput } from '../../../tests/support/records';

const hold = (name: string, currency: 'EUR' | 'USD') =>
  addAccount(
    db,
    anAccountInput({ name, currency, opening_cents: 0 as Cents, opening_date: '2026-11-01' as IsoDate, last_four: '' }),
    new Date(),
  );

describe('a wish pays from an account (issue 44 item 2)', () => {
  it('names the account picked and takes its currency, in place of a currency field', async () => {
    await hold('Giro', 'EUR');
    const dollars = await hold('Dollars', 'USD');
    await renderScreen(<WishFormModal year={2026} onClose={vi.fn()} />, { db });
    const dialog = screen.getByRole('dialog', { name: 'Add Wish' });
    const picker = (await within(dialog).findByLabelText('Account')) as HTMLSelectElement;
    expect(within(dialog).queryByLabelText('Currency')).toBeNull();
    fireEvent.change(picker, { target: { value: dollars.id } });
    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '899.99' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Wish' }));
    await within(dialog).findByText('Wish added successfully!');
    await waitFor(async () =>
      expect(await db.wishes.toArray()).toEqual([
        expect.objectContaining({ account_id: dollars.id, currency: 'USD', price_cents: 899_99 }),
      ]),
    );
  });

  it('asks for a currency while the person holds no account', async () => {
    await renderScreen(<WishFormModal year={2026} onClose={vi.fn()} />, { db });
    const dialog = screen.getByRole('dialog', { name: 'Add Wish' });
    expect(within(dialog).getByLabelText('Currency')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Account')).toBeNull();
  });
});

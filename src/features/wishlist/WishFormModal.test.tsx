import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setWishCompleted } from '../../db/commands/wishes';
import type { MoneyKitchenDb } from '../../db/database';
import type { IsoDate } from '../../domain/dates';
import { renderWishlist, seedWish, thisYear } from './testWishlist';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { fakeTimeouts } from '../../../tests/support/fakeTimers';
import { fillFields, openFromEmptyList, pressButton } from '../../../tests/support/formDialog';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

async function openAdd() {
  await renderWishlist(db);
  return openFromEmptyList('No wishlist items found.', 'Add Wish');
}

const submit = (dialog: HTMLElement, name = 'Add Wish') => pressButton(dialog, name);

describe('WishFormModal', () => {
  it('starts with the favorite currency and the year shown, and focuses the price', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EGP' });
    const dialog = await openAdd();
    await waitFor(() => expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('EGP'));
    expect((within(dialog).getByLabelText('Year') as HTMLInputElement).value).toBe(String(thisYear));
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Price'));
    const price = within(dialog).getByLabelText('Price');
    expect([price.getAttribute('min'), price.getAttribute('step')]).toEqual(['0', '0.01']);
  });

  it.each([
    [{ Price: '' }, 'Price and currency are required.'],
    [{ Price: '-1' }, 'Price must be at least 0.00.'],
    [{ Price: '10', Year: '1999' }, 'Year is required and must be between 2000 and 2100.'],
    [{ Price: '10', Year: '' }, 'Year is required and must be between 2000 and 2100.'],
    [{ Price: '10', Link: 'shop.example' }, 'Link must be a full URL, such as https://example.com.'],
    [{ Price: '10', Link: 'javascript:alert(1)' }, 'Link must be a full URL, such as https://example.com.'],
  ])('refuses %o with its message and saves nothing', async (fields, message) => {
    const dialog = await openAdd();
    fillFields(dialog, fields);
    submit(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(await db.wishes.count()).toBe(0);
    fillFields(dialog, { Price: '11' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('saves, says so, and closes 1000 ms later, not before', async () => {
    fakeTimeouts();
    const dialog = await openAdd();
    fillFields(dialog, {
      Price: '0',
      Currency: 'EUR',
      Year: '2030',
      Link: ' https://shop.example/x ',
      Details: ' Lamp ',
    });
    submit(dialog);
    expect(await within(dialog).findByText('Wish added successfully!')).toBeTruthy();
    expect(await db.wishes.toArray()).toMatchObject([
      {
        price_cents: 0,
        currency: 'EUR',
        year: 2030,
        link: 'https://shop.example/x',
        wish_details: 'Lamp',
        status: false,
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(850));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits a wish in place', async () => {
    fakeTimeouts();
    await seedWish(db, { wish_details: 'Bike', cents: 45000, link: 'https://shop.example/bike' });
    await renderWishlist(db);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Wish' });
    expect((within(dialog).getByLabelText('Price') as HTMLInputElement).value).toBe('450.00');
    expect((within(dialog).getByLabelText('Link') as HTMLInputElement).value).toBe('https://shop.example/bike');
    fillFields(dialog, { Price: '399.9', Details: 'Road bike' });
    submit(dialog, 'Update Wish');
    expect(await within(dialog).findByText('Wish updated successfully!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    const [wish] = await db.wishes.toArray();
    expect([wish?.price_cents, wish?.wish_details]).toEqual([39990, 'Road bike']);
  });

  it('shows the refusal when the wish was completed meanwhile, and keeps the modal open', async () => {
    const wish = await seedWish(db);
    await renderWishlist(db);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Wish' });
    await setWishCompleted(db, wish, true, new Date(), '2026-01-01' as IsoDate);
    submit(dialog, 'Update Wish');
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(
      /^Completed wishes cannot be edited or deleted\./,
    );
  });

  it("says 'Failed to add wish.' when the write fails", async () => {
    const dialog = await openAdd();
    db.close();
    fillFields(dialog, { Price: '5' });
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to add wish.');
  });

  it('closes on Escape without saving', async () => {
    const dialog = await openAdd();
    fillFields(dialog, { Price: '5' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await db.wishes.count()).toBe(0);
  });
});

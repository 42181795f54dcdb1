import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { todayIn } from '../../domain/dates';
import { renderWishlist, seedWish, thisYear } from './testWishlist';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { tableRows } from '../../../tests/support/tableRows';
import { itDeletesOnlyAfterConfirming } from '../../../tests/support/deleteConfirmation';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('WishlistPage', () => {
  it('has the heading, subtitle, Add Wish and this year, and says when there are no wishes', async () => {
    await renderWishlist(db);
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeTruthy();
    expect(screen.getByText('View and manage your wishlist items')).toBeTruthy();
    expect(button('Add Wish')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading wishlist...');
    expect(await screen.findByText('No wishlist items found.')).toBeTruthy();
    const year = screen.getByLabelText('Year') as HTMLSelectElement;
    expect(year.value).toBe(String(thisYear));
    expect([year.options[0]?.value, year.options[year.options.length - 1]?.value]).toEqual(['2000', '2100']);
  });

  it('lists the year’s wishes with placeholders, a safe View link and the status button', async () => {
    await seedWish(db, { wish_details: 'Bike', cents: 45000, link: 'https://shop.example/bike' });
    await seedWish(db, { wish_details: '', cents: 1250, currency: 'EUR' });
    await seedWish(db, { wish_details: 'Next year', year: thisYear + 1 });
    await renderWishlist(db);
    await screen.findByRole('table');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Wish',
      'Price',
      'Currency',
      'Year',
      'Link',
      'Status',
      'Actions',
    ]);
    const rows = await tableRows();
    expect(rows.map((row) => row.slice(0, 6))).toEqual([
      [
        'No details',
        '12.50',
        'EUR',
        String(thisYear),
        'No link',
        `Mark as Completed wish No details, 12.50 EUR, ${thisYear}`,
      ],
      [
        'Bike',
        '450.00',
        'USD',
        String(thisYear),
        'View (opens in a new tab)',
        `Mark as Completed wish Bike, 450.00 USD, ${thisYear}`,
      ],
    ]);
    const link = screen.getByRole('link', { name: /^View/ });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://shop.example/bike',
      '_blank',
      'noreferrer',
    ]);
  });

  it('changes year from the filter, back to page 1, keeping both in the URL', async () => {
    for (let i = 0; i < 12; i += 1) await seedWish(db, { wish_details: `Wish ${i}` });
    await seedWish(db, { wish_details: 'Old one', year: 2020 });
    const { router } = await renderWishlist(db);
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Showing 1 to 10 of 12 results')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 results')).toBeTruthy();
    expect(router.state.location.search).toEqual({ page: 2 });

    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2020' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ year: 2020 }));
    await waitFor(async () => expect((await tableRows()).map((row) => row[0])).toEqual(['Old one']));
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('opens on the year and page in the URL', async () => {
    for (let i = 0; i < 11; i += 1) await seedWish(db, { wish_details: `Far ${i}`, year: 2100 });
    await renderWishlist(db, '/wishlist?year=2100&page=2');
    expect(await screen.findByText('Showing 11 to 11 of 11 results')).toBeTruthy();
    expect((await tableRows())[0]?.[0]).toBe('Far 0');
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2100');
  });

  it('shows this year when the URL names a year out of range', async () => {
    await renderWishlist(db, '/wishlist?year=2101');
    await screen.findByText('No wishlist items found.');
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe(String(thisYear));
  });

  it('completing records a Wishes withdraw dated today, disables Edit and Delete, and Completed undoes it', async () => {
    const wish = await seedWish(db, { wish_details: 'Bike', cents: 45000, currency: 'EUR' });
    await renderWishlist(db);
    fireEvent.click(await screen.findByRole('button', { name: /^Mark as Completed/ }));
    await waitFor(() => expect(button(/^Completed/)).toBeTruthy());
    expect(button(/^Edit/).disabled).toBe(true);
    expect(button(/^Delete/).disabled).toBe(true);
    const purchases = await db.transactions.toArray();
    expect(purchases).toHaveLength(1);
    expect(purchases[0]).toMatchObject({
      amount_cents: 45000,
      currency: 'EUR',
      trans_status: 'withdraw',
      category: 'Wishes',
      date: todayIn(new Date()),
      wish_id: wish.id,
    });

    fireEvent.click(button(/^Completed/));
    await waitFor(() => expect(button(/^Mark as Completed/)).toBeTruthy());
    expect(button(/^Edit/).disabled).toBe(false);
    expect(await db.transactions.count()).toBe(0);
  });

  itDeletesOnlyAfterConfirming('Are you sure you want to delete this wish?', 'No wishlist items found.', {
    show: (details) => seedWish(db, { wish_details: details }).then(() => renderWishlist(db)),
    remaining: () => db.wishes.count(),
  });

  it('shows cards instead of the table on screens up to 768px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 768px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await seedWish(db, { wish_details: '', cents: 500 });
    await renderWishlist(db);
    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.textContent).toContain('5.00 USD');
    expect(card.textContent).toContain('No details');
    expect(card.textContent).toContain('No link');
    expect(within(card).getByRole('button', { name: /^Mark as Completed/ })).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { buildDeferredSearchIndex } from '../../db/searchIndex';
import { tagsText } from '../../domain/tags';
import { searchIndexNoticeText } from './SearchIndexNotice';
import { renderTransactions, seed } from './testWorkspace';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { tableRows } from '../../../tests/support/tableRows';
import { captureDownloads } from '../../../tests/support/downloads';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

/** The Description cell of each body row, top to bottom. */
const shownDetails = async () => (await tableRows()).map((cells) => cells[5]);

async function seedKitchen() {
  await seed(db, { date: '2026-01-05', cents: 450, category: 'Dining', trans_details: 'Café crème' });
  await seed(db, { date: '2026-01-06', cents: 12000, category: 'Groceries', trans_details: 'Supermarket' });
  await seed(db, {
    date: '2026-01-07',
    cents: 300000,
    category: 'Salary',
    trans_status: 'deposit',
    trans_details: 'Pay',
  });
  await seed(db, { date: '2026-01-08', cents: 2000, category: 'Dining', currency: 'EUR', trans_details: 'Lunch cafe' });
  await seed(db, { date: '2025-06-01', cents: 800, category: 'Groceries', trans_details: 'Market stall' });
}

describe('searching and filtering the transactions', () => {
  it('finds words as typed, without accents or case, and keeps the search in the URL', async () => {
    await seedKitchen();
    const { router } = await renderTransactions(db);
    expect(await shownDetails()).toHaveLength(5);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'CAFÉ' } });
    await waitFor(async () => expect(await shownDetails()).toEqual(['Lunch cafe', 'Café crème']));
    expect(router.state.location.search).toEqual({ q: 'CAFÉ' });
    expect(await screen.findByText('2 transactions: net -20.00 EUR, -4.50 USD')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'din lun' } });
    await waitFor(async () => expect(await shownDetails()).toEqual(['Lunch cafe']));
    // The sums follow the new search: the last search's are never left standing for it.
    expect(await screen.findByText(/^1 transaction: net -20.00 EUR$/)).toBeTruthy();
    expect(screen.queryByText(/^2 transactions/)).toBeNull();
  });

  it('finds every match while the index is still being built after a first sync, says so, and stops saying it once built', async () => {
    await seedKitchen();
    await db.syncState.put({ key: 'searchIndex', value: 'building' });
    await db.searchRows.clear();
    await renderTransactions(db, '/show_trans?q=caf');
    await waitFor(async () => expect(await shownDetails()).toEqual(['Lunch cafe', 'Café crème']));
    expect(screen.getByRole('status').textContent).toBe(searchIndexNoticeText);

    await buildDeferredSearchIndex(db);
    await waitFor(() => expect(screen.queryByText(searchIndexNoticeText)).toBeNull());
    expect(await shownDetails()).toEqual(['Lunch cafe', 'Café crème']);
  });

  it('shows a matching transaction added while searching, and the new sums', async () => {
    await seedKitchen();
    await renderTransactions(db, '/show_trans?q=caf');
    await waitFor(async () => expect(await shownDetails()).toEqual(['Lunch cafe', 'Café crème']));
    await seed(db, { date: '2026-02-01', cents: 350, category: 'Dining', trans_details: 'Cafeteria' });
    await waitFor(async () => expect(await shownDetails()).toEqual(['Cafeteria', 'Lunch cafe', 'Café crème']));
    expect(await screen.findByText('3 transactions: net -20.00 EUR, -8.00 USD')).toBeTruthy();
  });

  it('opens on filters, order and page size given in the URL', async () => {
    await seedKitchen();
    await renderTransactions(
      db,
      '/show_trans?type=withdraw&category=%5B%22Groceries%22%2C%22Dining%22%5D&currency=USD&min=5&sort=amount&dir=asc&per_page=25',
    );
    await waitFor(async () => expect(await shownDetails()).toEqual(['Market stall', 'Supermarket']));
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('withdraw');
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD');
    expect((screen.getByLabelText('Amount from') as HTMLInputElement).value).toBe('5');
    expect((screen.getByLabelText('Rows per page') as HTMLSelectElement).value).toBe('25');
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('ascending');
    expect(await screen.findByText('2 transactions: net -128.00 USD')).toBeTruthy();
  });

  it('sorts by a header, then turns the order round, with page 1 again', async () => {
    await seedKitchen();
    const { router } = await renderTransactions(db, '/show_trans?currency=USD');
    await screen.findByText(/^4 transactions/);
    fireEvent.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(async () => expect((await shownDetails())[0]).toBe('Pay'));
    expect(router.state.location.search).toEqual({ currency: 'USD', sort: 'amount' });
    fireEvent.click(screen.getByRole('button', { name: 'Amount' }));
    await waitFor(async () =>
      expect(await shownDetails()).toEqual(['Café crème', 'Market stall', 'Supermarket', 'Pay']),
    );
    expect(screen.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Category' }));
    await waitFor(async () => expect((await shownDetails())[0]).toBe('Café crème'));
  });

  it('filters by tags: any of the ticked tags, or all of them, kept in the URL (issue 45, item 3)', async () => {
    await seed(db, { date: '2026-01-05', trans_details: 'Train', tags: tagsText(['trip', 'Rome']) });
    await seed(db, { date: '2026-01-06', trans_details: 'Hotel', tags: tagsText(['trip']) });
    await seed(db, { date: '2026-01-07', trans_details: 'Laptop', tags: tagsText(['work', 'Rome']) });
    await seed(db, { date: '2026-01-08', trans_details: 'Bread' });
    const { router } = await renderTransactions(db);
    await screen.findByText(/^4 transactions/);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'trip' }));
    // Each row shows its tags after the description.
    await waitFor(async () => expect(await shownDetails()).toEqual(['Hotel Tags:trip', 'Train Tags:Rometrip']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rome' }));
    await waitFor(async () => expect(await shownDetails()).toHaveLength(3));
    expect((await shownDetails())[0]).toBe('Laptop Tags:Romework');
    expect(router.state.location.search).toEqual({ tag: ['Rome', 'trip'] });
    fireEvent.click(screen.getByRole('radio', { name: 'All of these tags' }));
    await waitFor(async () => expect(await shownDetails()).toEqual(['Train Tags:Rometrip']));
    expect(router.state.location.search).toEqual({ tag: ['Rome', 'trip'], tag_mode: 'all' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'work' } });
    expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();
  });

  it('filters by ticked categories, amount range and type', async () => {
    await seedKitchen();
    const { router } = await renderTransactions(db);
    await screen.findByText(/^5 transactions/);
    fireEvent.click(screen.getByLabelText('Groceries'));
    await waitFor(async () => expect(await shownDetails()).toEqual(['Supermarket', 'Market stall']));
    fireEvent.click(screen.getByLabelText('Dining'));
    await waitFor(async () => expect(await shownDetails()).toHaveLength(4));
    expect(router.state.location.search).toEqual({ category: ['Dining', 'Groceries'] });

    const from = screen.getByLabelText('Amount from');
    fireEvent.change(from, { target: { value: '10' } });
    fireEvent.blur(from);
    await waitFor(async () => expect(await shownDetails()).toEqual(['Lunch cafe', 'Supermarket']));

    fireEvent.change(screen.getByLabelText('Amount to'), { target: { value: 'ten' } });
    fireEvent.keyDown(screen.getByLabelText('Amount to'), { key: 'Enter' });
    expect(screen.getByText('Enter an amount such as 12.50')).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty('max');

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'deposit' } });
    expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();
  });

  it('says when nothing matches and clears every filter with one button', async () => {
    await seedKitchen();
    const { router } = await renderTransactions(db, '/show_trans?q=zzz&start_date=2026-01-01&per_page=50');
    expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(async () => expect(await shownDetails()).toHaveLength(5));
    expect(router.state.location.search).toEqual({ per_page: 50 });
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
  });

  it('shows the page size chosen and pages within it', async () => {
    for (let day = 1; day <= 28; day += 1) await seed(db, { date: `2026-02-${String(day).padStart(2, '0')}` });
    const { router } = await renderTransactions(db, '/show_trans?page=2');
    await screen.findByText('Showing 11 to 20 of 28 results');
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '25' } });
    await screen.findByText('Showing 1 to 25 of 28 results');
    expect(await shownDetails()).toHaveLength(25);
    expect(router.state.location.search).toEqual({ per_page: 25 });
  });

  it('exports exactly the filtered rows in the order shown', async () => {
    await seedKitchen();
    const { blobs } = captureDownloads();
    await renderTransactions(db, '/show_trans?q=caf&sort=amount&dir=asc');
    await screen.findByText(/^2 transactions/);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0]!.text()).trim().split(/\r\n/);
    // Money in two currencies is in two accounts: each row says its account.
    expect(lines).toEqual([
      'Date,Amount,Currency,Status,Category,Details,Account',
      '2026-01-05,4.50,USD,withdraw,Dining,Café crème,USD account',
      '2026-01-08,20.00,EUR,withdraw,Dining,Lunch cafe,EUR account',
    ]);
  });
});

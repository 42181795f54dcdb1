import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { setClearance } from '../../db/commands/accountEdits';
import { writeHistoryState } from '../../db/historyState';
import type { IsoDate } from '../../domain/dates';
import { renderTransactions, seed } from './testWorkspace';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { tableRows } from '../../../tests/support/tableRows';
import { itDeletesOnlyAfterConfirming } from '../../../tests/support/deleteConfirmation';
import { answerConfirmation, confirmationIsOpen } from '../../../tests/support/confirmDialog';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

describe('TransactionsPage', () => {
  it('has the heading, subtitle and buttons, and says when there are no transactions', async () => {
    await renderTransactions(db);
    expect(screen.getByRole('heading', { level: 1, name: 'Transactions' })).toBeTruthy();
    expect(screen.getByText('View and filter your transaction history')).toBeTruthy();
    for (const name of ['Export CSV', 'Recalculate Networth', 'Add Transaction']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
    expect(await screen.findByText('No transactions found.')).toBeTruthy();
    expect(screen.getByText('Record your first income or expense.')).toBeTruthy();
    // The way on is right there: it opens the add form.
    fireEvent.click(screen.getByRole('button', { name: 'Add your first transaction' }));
    expect(await screen.findByRole('dialog', { name: 'Add Transaction' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('shows Loading until the first read finishes', async () => {
    await renderTransactions(db);
    expect(screen.getByRole('status').textContent).toBe('Loading transactions...');
    await screen.findByText('No transactions found.');
  });

  it('lists newest date first, then newest created first, with types, signs and placeholders', async () => {
    await seed(db, {
      date: '2026-03-01',
      cents: 1250,
      trans_status: 'deposit',
      category: 'Salary',
      trans_details: 'March pay',
    });
    await seed(db, { date: '2026-03-05', cents: 300, currency: 'EUR', category: '', trans_details: '' });
    await seed(db, { date: '2026-03-01', cents: 99, trans_details: 'Tea' });
    await renderTransactions(db);
    expect(await tableRows()).toEqual([
      [
        '2026-03-05',
        'Expense',
        '-3.00',
        'EUR',
        'No category',
        'No description',
        'Edit transaction 2026-03-05, No description, -3.00 EURDelete transaction 2026-03-05, No description, -3.00 EUR',
      ],
      [
        '2026-03-01',
        'Expense',
        '-0.99',
        'USD',
        'Food',
        'Tea',
        'Edit transaction 2026-03-01, Tea, -0.99 USDDelete transaction 2026-03-01, Tea, -0.99 USD',
      ],
      [
        '2026-03-01',
        'Income',
        '+12.50',
        'USD',
        'Salary',
        'March pay',
        'Edit transaction 2026-03-01, March pay, +12.50 USDDelete transaction 2026-03-01, March pay, +12.50 USD',
      ],
    ]);
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    // The first header is the page's checkbox (a bulk edit), named by its label.
    expect(headers).toEqual(['', 'Date', 'Type', 'Amount', 'Currency', 'Category', 'Description', 'Actions']);
  });

  it('shows cards instead of the table on screens up to 768px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 768px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await seed(db, { cents: 500, trans_status: 'deposit', category: '', trans_details: '' });
    await renderTransactions(db);
    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.textContent).toContain('+5.00 USD');
    expect(card.textContent).toContain('Income');
    expect(card.textContent).toContain('No category');
    expect(card.textContent).toContain('No description');
  });

  it('pages by ten with the total count, and keeps the page in the URL', async () => {
    for (let day = 1; day <= 12; day += 1) await seed(db, { date: `2026-01-${String(day).padStart(2, '0')}` });
    const { router } = await renderTransactions(db);
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Showing 1 to 10 of 12 results')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect((within(pager).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(await tableRows()).toHaveLength(10);

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 results')).toBeTruthy();
    expect(router.state.location.search).toEqual({ page: 2 });
    expect((await tableRows()).map((row) => row[0])).toEqual(['2026-01-02', '2026-01-01']);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens on the page and filter given in the URL', async () => {
    for (let day = 1; day <= 12; day += 1) await seed(db, { date: `2026-01-${String(day).padStart(2, '0')}` });
    await renderTransactions(db, '/show_trans?page=2&start_date=2026-01-02&end_date=2026-01-12');
    expect(await screen.findByText('Showing 11 to 11 of 11 results')).toBeTruthy();
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-02');
    expect(screen.getByText('Showing: 2026-01-02 to 2026-01-12')).toBeTruthy();
  });

  it('says the older history is still loading when the list reaches back before the days that arrived', async () => {
    for (let day = 1; day <= 3; day += 1) await seed(db, { date: `2026-01-${String(day).padStart(2, '0')}` });
    // A first sync has brought every day from January 2nd on (docs/sync-protocol.md, step 12).
    await writeHistoryState(db, { before: '2026-01-02' as IsoDate, pending: [], pendingAt: 1 });
    const notice = 'Still loading older history: figures before January 2, 2026 are not complete.';
    await renderTransactions(db);
    expect(await screen.findByText(notice)).toBeTruthy();
    cleanup();

    await renderTransactions(db, '/show_trans?start_date=2026-01-02&end_date=2026-01-03');
    await waitFor(async () => expect(await tableRows()).toHaveLength(2), { timeout: 5000 });
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('filters From and To inclusively, resets to page 1 and says which range is shown', async () => {
    for (let day = 1; day <= 14; day += 1) await seed(db, { date: `2026-02-${String(day).padStart(2, '0')}` });
    const { router } = await renderTransactions(db, '/show_trans?page=2');
    await screen.findByText('Showing 11 to 14 of 14 results');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-03' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ start_date: '2026-02-03' }));
    expect(screen.queryByText(/^Showing:/)).toBeNull();
    expect(await screen.findByText('Showing 1 to 10 of 12 results')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-05' } });
    expect(await screen.findByText('Showing: 2026-02-03 to 2026-02-05')).toBeTruthy();
    await waitFor(async () =>
      expect((await tableRows()).map((row) => row[0])).toEqual(['2026-02-05', '2026-02-04', '2026-02-03']),
    );
    expect(router.state.location.search).toEqual({ start_date: '2026-02-03', end_date: '2026-02-05' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    expect(await screen.findByText('No transactions found.')).toBeTruthy();
    expect(screen.getByText(/Try a wider date range/)).toBeTruthy();
  });

  itDeletesOnlyAfterConfirming('Are you sure you want to delete this transaction?', 'No transactions found.', {
    show: (details) => seed(db, { trans_details: details }).then(() => renderTransactions(db)),
    remaining: () => db.transactions.count(),
  });

  it('opens the form as Income from Add Transaction and closes it after a save', async () => {
    // setImmediate stays real: fake-indexeddb commits its transactions with it.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      await renderTransactions(db);
      await screen.findByText('No transactions found.');
      fireEvent.click(screen.getByRole('button', { name: 'Add Transaction' }));
      const dialog = screen.getByRole('dialog', { name: 'Add Transaction' });
      expect((within(dialog).getByRole('radio', { name: 'Income' }) as HTMLInputElement).checked).toBe(true);
      fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '42.5' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
      expect(await within(dialog).findByText('Transaction added successfully!')).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect((await tableRows())[0]?.slice(1, 4)).toEqual(['Income', '+42.50', 'USD']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens the form in edit mode from Edit', async () => {
    await seed(db, { cents: 1999, currency: 'EUR', category: 'Books', trans_details: 'Novel', date: '2026-02-14' });
    await renderTransactions(db);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Transaction' });
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('19.99');
    expect((within(dialog).getByRole('radio', { name: 'Expense' }) as HTMLInputElement).checked).toBe(true);
  });

  it('warns before editing or deleting a reconciled transaction, and goes on only when told to', async () => {
    const checked = await seed(db, { cents: 4217, trans_details: 'Phone bill', date: '2026-02-14' });
    await setClearance(db, [checked.id], 'reconciled');
    await renderTransactions(db);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit.*Phone bill/ }));
    const warning = screen.getByRole('dialog', { name: 'This transaction is reconciled' });
    expect(warning.textContent).toContain('Changing it changes the balance you reconciled');
    fireEvent.click(within(warning).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Edit.*Phone bill/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit anyway' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Transaction' });
    expect((within(form).getByLabelText('Amount') as HTMLInputElement).value).toBe('42.17');
    fireEvent.click(within(form).getByRole('button', { name: 'Close' }));

    fireEvent.click(screen.getByRole('button', { name: /^Delete.*Phone bill/ }));
    expect(screen.getByRole('dialog', { name: 'This transaction is reconciled' }).textContent).toContain(
      'Deleting it changes the balance you reconciled',
    );
    expect(confirmationIsOpen()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete anyway' }));
    expect(await answerConfirmation(true)).toBe('Are you sure you want to delete this transaction?');
    await waitFor(() => expect(screen.queryByText('Phone bill')).toBeNull());
  }, 20_000);

  it('opens an unreconciled transaction without a warning', async () => {
    const cleared = await seed(db, { trans_details: 'Lunch', date: '2026-02-14' });
    await setClearance(db, [cleared.id], 'cleared');
    await renderTransactions(db);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit.*Lunch/ }));
    expect(await screen.findByRole('dialog', { name: 'Edit Transaction' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'This transaction is reconciled' })).toBeNull();
  }, 20_000);
});

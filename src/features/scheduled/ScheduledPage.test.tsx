import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { renderScheduled, seedScheduled } from './testScheduled';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { tableRows } from '../../../tests/support/tableRows';
import { itDeletesOnlyAfterConfirming } from '../../../tests/support/deleteConfirmation';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

/** Screens up to 768px, where the list shows cards. */
const onSmallScreen = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 768px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

describe('ScheduledPage', () => {
  it('has the heading, subtitle, Add Scheduled and the note, and says when there are none', async () => {
    await renderScheduled(db);
    expect(screen.getByRole('heading', { level: 1, name: 'Scheduled Transactions' })).toBeTruthy();
    expect(screen.getByText('View and manage your recurring transactions')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Scheduled' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading scheduled transactions...');
    expect(await screen.findByText('No scheduled transactions found.')).toBeTruthy();
    expect(screen.getByText(/once a month, on its day\. In shorter months it is added on the last day/)).toBeTruthy();
  });

  it('lists by day with types, signed amounts, placeholders and the status switch', async () => {
    await seedScheduled(db, {
      day_of_month: 25,
      scheduled_trans_status: 'deposit',
      cents: 300000,
      category: 'Salary',
      scheduled_trans_details: 'Pay',
    });
    await seedScheduled(db, {
      day_of_month: 1,
      cents: 99,
      currency: 'EUR',
      category: '',
      scheduled_trans_details: '',
      status: false,
    });
    await renderScheduled(db);
    expect(await tableRows()).toEqual([
      [
        '1',
        'Expense',
        '-0.99',
        'EUR',
        'No category',
        'No description',
        expect.stringMatching(/Edit.*Delete.*Inactive/),
      ],
      ['25', 'Income', '+3,000.00', 'USD', 'Salary', 'Pay', expect.stringMatching(/Edit.*Delete.*Active/)],
    ]);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Day',
      'Type',
      'Amount',
      'Currency',
      'Category',
      'Description',
      'Actions',
    ]);
  });

  it('pauses and resumes an item from its status switch', async () => {
    const item = await seedScheduled(db);
    await renderScheduled(db);
    fireEvent.click(await screen.findByRole('button', { name: /^Active/ }));
    await screen.findByRole('button', { name: /^Inactive/ });
    expect((await db.scheduled.get(item.id))?.status).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Inactive/ }));
    await screen.findByRole('button', { name: /^Active/ });
    expect((await db.scheduled.get(item.id))?.status).toBe(true);
    // Added, paused, resumed (the pause also wrote the months already due: src/db/commands/scheduled.ts).
    expect(await db.outbox.where('recordKey').equals(`scheduled:${item.id}`).count()).toBe(3);
  });

  it('says beside the switch of a paused item what resuming does', async () => {
    await seedScheduled(db, { day_of_month: 2, status: false });
    await seedScheduled(db, { day_of_month: 3 });
    await renderScheduled(db);
    const resume = await screen.findByRole('button', { name: /^Inactive/ });
    const note = 'Resuming adds nothing for the paused months; it fires again from its next day.';
    expect(screen.getAllByText(note)).toHaveLength(1);
    const described = document.getElementById(resume.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe(note);
    expect(screen.getByRole('button', { name: /^Active/ }).hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByText(/resuming adds nothing for the paused months\.$/)).toBeTruthy();
  });

  itDeletesOnlyAfterConfirming(
    'Are you sure you want to delete this scheduled transaction?',
    'No scheduled transactions found.',
    {
      show: (details) => seedScheduled(db, { scheduled_trans_details: details }).then(() => renderScheduled(db)),
      remaining: () => db.scheduled.count(),
    },
  );

  it('pages by ten', async () => {
    for (let day = 1; day <= 12; day += 1) await seedScheduled(db, { day_of_month: day });
    await renderScheduled(db);
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Showing 1 to 10 of 12 results')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect((await tableRows()).map((row) => row[0])).toEqual(['11', '12']));
  });

  it('leads the description with the payee, as the transactions list does (issue 45)', async () => {
    await seedScheduled(db, { day_of_month: 3, payee: 'Landlord', scheduled_trans_details: 'Flat' });
    await seedScheduled(db, { day_of_month: 4, payee: 'City Gym', scheduled_trans_details: '' });
    await renderScheduled(db);
    expect((await tableRows()).map((row) => row[5])).toEqual(['Landlord · Flat', 'City Gym']);
  });

  it('names the payee on a card', async () => {
    onSmallScreen();
    await seedScheduled(db, { payee: 'Landlord' });
    await renderScheduled(db);
    expect((await screen.findByRole('listitem')).textContent).toMatch(/Payee\s*Landlord/);
  });

  it('shows cards instead of the table on screens up to 768px', async () => {
    onSmallScreen();
    await seedScheduled(db, { day_of_month: 31, cents: 500, category: '', scheduled_trans_details: '' });
    await renderScheduled(db);
    const card = await screen.findByRole('listitem');
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.textContent).toContain('-5.00 USD');
    expect(card.textContent).toContain('No category');
    expect(within(card).getByRole('button', { name: /^Active/ })).toBeTruthy();
  });
});

import { isoDateFromParts } from '../../domain/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { bulkBar, bulkCommandSaid, renderTransactions, seed } from './testWorkspace';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { addInOrder } from '../../db/queries/testDb';
import { answerConfirmation } from '../../../tests/support/confirmDialog';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

/** Twelve expenses on the first twelve days of March 2026: the first page shows the 12th to the 3rd. */
const seedTwelve = () =>
  addInOrder([...Array(12).keys()], (i) => seed(db, { date: `2026-03-${String(i + 1).padStart(2, '0')}` }));

const rowBoxes = () => screen.getAllByRole('checkbox', { name: /^Select Expense of/ });
const bar = bulkBar;

describe('bulk edit on the transactions list (issue 46, item 6)', () => {
  it(
    'selects a range with Shift, the page with the header box, then all that match, and changes their category in one go',
    { timeout: 20_000 },
    async () => {
      const records = await seedTwelve();
      await renderTransactions(db);
      await waitFor(() => expect(rowBoxes()).toHaveLength(10));
      expect(screen.queryByRole('region', { name: 'Bulk edit' })).toBeNull();
      expect(rowBoxes()[0]!.getAttribute('aria-label')).toBe('Select Expense of 12.50 USD, Food, 2026-03-12');

      fireEvent.click(rowBoxes()[0]!);
      fireEvent.click(rowBoxes()[3]!, { shiftKey: true });
      expect(rowBoxes().map((box) => (box as HTMLInputElement).checked)).toEqual([
        true,
        true,
        true,
        true,
        false,
        false,
        false,
        false,
        false,
        false,
      ]);
      expect(within(bar()).getByText('4 selected')).toBeTruthy();
      const pageBox = screen.getByRole('checkbox', {
        name: 'Select every transaction on this page',
      }) as HTMLInputElement;
      expect(pageBox.indeterminate).toBe(true);

      // A Shift-click on a selected row takes the range off again.
      fireEvent.click(rowBoxes()[1]!);
      fireEvent.click(rowBoxes()[2]!, { shiftKey: true });
      expect(within(bar()).getByText('2 selected')).toBeTruthy();

      fireEvent.click(pageBox);
      expect(within(bar()).getByText('10 selected')).toBeTruthy();
      fireEvent.click(await within(bar()).findByRole('button', { name: 'Select all 12 that match' }));
      expect(within(bar()).getByText('12 selected')).toBeTruthy();

      fireEvent.change(within(bar()).getByLabelText('New category'), { target: { value: 'Groceries' } });
      fireEvent.click(within(bar()).getByRole('button', { name: 'Apply' }));
      await bulkCommandSaid('12 transactions changed.');
      const stored = await db.transactions.bulkGet(records.map((record) => record.id));
      expect(stored.map((record) => record?.category)).toEqual(Array(12).fill('Groceries'));
      expect((await db.outbox.toArray()).filter((entry) => entry.name.includes('patch'))).toHaveLength(12);
      expect(rowBoxes().every((box) => !(box as HTMLInputElement).checked)).toBe(true);
    },
  );

  it(
    'starts with nothing selected under another filter, and deletes only after the confirmation',
    { timeout: 20_000 },
    async () => {
      await seedTwelve();
      const { router } = await renderTransactions(db);
      await waitFor(() => expect(rowBoxes()).toHaveLength(10));
      fireEvent.click(rowBoxes()[0]!);
      fireEvent.click(rowBoxes()[1]!);
      fireEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
      expect(await answerConfirmation(false)).toBe('Are you sure you want to delete these 2 transactions?');
      expect(await db.transactions.count()).toBe(12);
      fireEvent.click(within(bar()).getByRole('button', { name: 'Delete' }));
      await answerConfirmation(true);
      await bulkCommandSaid('2 transactions deleted.');
      expect(await db.transactions.count()).toBe(10);

      fireEvent.click(rowBoxes()[0]!);
      await router.navigate({ to: '/show_trans', search: { start_date: isoDateFromParts(2026, 3, 1) } });
      await waitFor(() => expect(rowBoxes().some((box) => (box as HTMLInputElement).checked)).toBe(false));
    },
  );
});

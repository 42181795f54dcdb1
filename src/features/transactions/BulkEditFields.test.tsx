import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { addInOrder } from '../../db/queries/testDb';
import { tagsOf } from '../../domain/tags';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { bulkBar, bulkCommandSaid, renderTransactions, seed } from './testWorkspace';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const rowBoxes = () => screen.getAllByRole('checkbox', { name: /^Select Expense of/ });
const bar = bulkBar;

/** Chooses what to change in the bar, types its value and applies it, waiting for the bar's outcome. */
async function applyInBar(change: string, label: string, value: string, outcome: string) {
  fireEvent.change(within(bar()).getByRole('combobox', { name: 'Change' }), { target: { value: change } });
  fireEvent.change(within(bar()).getByLabelText(label), { target: { value } });
  fireEvent.click(within(bar()).getByRole('button', { name: 'Apply' }));
  await bulkCommandSaid(outcome);
}

describe('bulk payee and tag (issue 46, item 6)', () => {
  it('gives the selected rows a payee, then adds a tag to them, each one command', { timeout: 20_000 }, async () => {
    const records = await addInOrder([1, 2, 3], (day) => seed(db, { date: `2026-03-0${day}` }));
    await renderTransactions(db);
    await waitFor(() => expect(rowBoxes()).toHaveLength(3));
    const selectTwo = () => {
      fireEvent.click(rowBoxes()[0]!);
      fireEvent.click(rowBoxes()[1]!);
    };
    selectTwo();
    await applyInBar('payee', 'New payee', 'REWE Markt', '2 transactions changed.');
    selectTwo();
    await applyInBar('addTag', 'Tag to add', 'Groceries run', '2 transactions changed.');

    const stored = await db.transactions.bulkGet(records.map((record) => record.id));
    expect(stored.map((record) => record?.payee)).toEqual([undefined, 'REWE Markt', 'REWE Markt']);
    expect(stored.map((record) => tagsOf(record!))).toEqual([[], ['Groceries run'], ['Groceries run']]);

    // A new category for rows of one payee offers the rule of it (issue 48, item 1); of two payees, none.
    selectTwo();
    await applyInBar('category', 'New category', 'Groceries', '2 transactions changed.');
    // The rows are read once the change committed: the offer follows the toast, in a bar shown again.
    const link = await screen.findByRole('link', { name: 'Make a rule from this' });
    expect([records[1]!.id, records[2]!.id].map((id) => `/rules?from=${id}`)).toContain(link.getAttribute('href'));
    fireEvent.click(rowBoxes()[0]!);
    expect(within(bar()).queryByRole('link', { name: 'Make a rule from this' })).toBeNull();
    fireEvent.click(rowBoxes()[2]!);
    await applyInBar('category', 'New category', 'Household', '2 transactions changed.');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Bulk edit' })).toBeNull());
  });
});

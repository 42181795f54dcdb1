import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pressButton } from '../../../tests/support/formDialog';
import { eachScreenTest } from '../../../tests/support/screenTest';
import type { MoneyKitchenDb } from '../../db/database';
import type { Cents } from '../../domain/money';
import { readParts, splitFields } from '../../domain/splits';
import type { TransactionRecord } from '../../domain/records';
import { openTransactionForm, seed } from './testWorkspace';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

async function openForm(transaction?: TransactionRecord) {
  await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
  return openTransactionForm(db, transaction);
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
const status = (dialog: HTMLElement) => dialog.querySelector('.split-editor__status')?.textContent;

describe('splitting a transaction in the add/edit modal', () => {
  it('splits a receipt into two categories, saying what is left to assign as the parts are typed', async () => {
    const dialog = await openForm();
    type(dialog, 'Amount', '86.40');
    type(dialog, 'Category', 'Food');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split into categories' }));
    expect((within(dialog).getByLabelText('Category of part 1') as HTMLInputElement).value).toBe('Food');
    expect(status(dialog)).toBe('86.40 left to assign');
    type(dialog, 'Amount of part 1', '61.20');
    expect(status(dialog)).toBe('25.20 left to assign');
    type(dialog, 'Category of part 2', 'Household');
    type(dialog, 'Amount of part 2', '25.20');
    type(dialog, 'Note of part 2', 'detergent');
    expect(status(dialog)).toBe('All of the amount is assigned.');
    pressButton(dialog, 'Add Transaction');
    await waitFor(async () => expect(await db.transactions.count()).toBe(1));
    const [saved] = await db.transactions.toArray();
    expect(saved).toMatchObject({ amount_cents: 86_40, category: 'Food' });
    expect(readParts(saved!.parts!)).toEqual([
      { category: 'Food', amount_cents: 61_20, note: '' },
      { category: 'Household', amount_cents: 25_20, note: 'detergent' },
    ]);
  });

  it('gives each part its own tags, beside the transaction’s (issue 45, item 3)', async () => {
    const dialog = await openForm();
    type(dialog, 'Amount', '86.40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split into categories' }));
    type(dialog, 'Amount of part 1', '61.20');
    type(dialog, 'Tags of part 1', 'trip');
    fireEvent.keyDown(within(dialog).getByLabelText('Tags of part 1'), { key: 'Enter' });
    type(dialog, 'Amount of part 2', '25.20');
    // What is still typed at the save is added too.
    type(dialog, 'Tags of part 2', 'home');
    type(dialog, 'Tags', 'receipt');
    pressButton(dialog, 'Add Transaction');
    await waitFor(async () => expect(await db.transactions.count()).toBe(1));
    const [saved] = await db.transactions.toArray();
    expect(saved!.tags).toBe('["receipt"]');
    expect(readParts(saved!.parts!)!.map((part) => part.tags)).toEqual([['trip'], ['home']]);
  });

  it('refuses to save parts that do not add up, and says by how much', async () => {
    const dialog = await openForm();
    type(dialog, 'Amount', '86.40');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Split into categories' }));
    type(dialog, 'Amount of part 1', '61.20');
    type(dialog, 'Amount of part 2', '25');
    pressButton(dialog, 'Add Transaction');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The parts must add up to the amount: 0.20 left to assign.',
    );
    // A third part takes the focus, and removing it gives the focus back to the part before.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add part' }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Category of part 3'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove part 3' }));
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Category of part 2'));
    expect(await db.transactions.count()).toBe(0);
  });

  it('opens a split as its parts, and unsplitting saves the whole in the first part’s category', async () => {
    const receipt = await seed(db, {
      cents: 86_40,
      currency: 'EUR',
      ...splitFields([
        { category: 'Food', amount_cents: 61_20 as Cents, note: '' },
        { category: 'Household', amount_cents: 25_20 as Cents, note: '' },
      ]),
    });
    const dialog = await openForm(receipt);
    expect((within(dialog).getByLabelText('Amount of part 2') as HTMLInputElement).value).toBe('25.20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unsplit' }));
    expect((within(dialog).getByLabelText('Category') as HTMLInputElement).value).toBe('Food');
    pressButton(dialog, 'Update Transaction');
    await waitFor(async () => expect((await db.transactions.get(receipt.id))?.parts).toBeUndefined());
    expect(await db.transactions.get(receipt.id)).toMatchObject({ amount_cents: 86_40, category: 'Food' });
  });
});

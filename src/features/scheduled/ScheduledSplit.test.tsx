import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillFields, openFromEmptyList, pressButton } from '../../../tests/support/formDialog';
import { eachScreenTest } from '../../../tests/support/screenTest';
import type { MoneyKitchenDb } from '../../db/database';
import type { Cents } from '../../domain/money';
import { readParts, splitFields } from '../../domain/splits';
import { renderScheduled, seedScheduled } from './testScheduled';

// Issue 45, item 1: the scheduled form splits a schedule with the transaction form's SplitEditor.
let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const status = (dialog: HTMLElement) => dialog.querySelector('.split-editor__status')?.textContent;

async function openAdd() {
  await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
  await renderScheduled(db);
  return openFromEmptyList('No scheduled transactions found.', 'Add Scheduled', 'Add Scheduled Transaction');
}

describe('splitting a scheduled transaction', () => {
  it('saves a schedule split into two categories, saying what is left to assign as the parts are typed', async () => {
    const dialog = await openAdd();
    fillFields(dialog, { Amount: '1000', Category: 'Rent', 'Day of Month': '1' });
    pressButton(dialog, 'Split into categories');
    expect((within(dialog).getByLabelText('Category of part 1') as HTMLInputElement).value).toBe('Rent');
    fillFields(dialog, { 'Amount of part 1': '800' });
    expect(status(dialog)).toBe('200.00 left to assign');
    fillFields(dialog, { 'Category of part 2': 'Utilities', 'Amount of part 2': '200', 'Note of part 2': 'heating' });
    expect(status(dialog)).toBe('All of the amount is assigned.');
    pressButton(dialog, 'Add Scheduled');
    await waitFor(async () => expect(await db.scheduled.count()).toBe(1));
    const [saved] = await db.scheduled.toArray();
    expect(saved).toMatchObject({ amount_cents: 1000_00, category: 'Rent' });
    expect(readParts(saved!.parts!)).toEqual([
      { category: 'Rent', amount_cents: 800_00, note: '' },
      { category: 'Utilities', amount_cents: 200_00, note: 'heating' },
    ]);
  });

  it('refuses parts that do not add up, and saves nothing', async () => {
    const dialog = await openAdd();
    fillFields(dialog, { Amount: '1000', 'Day of Month': '1' });
    pressButton(dialog, 'Split into categories');
    fillFields(dialog, { 'Amount of part 1': '800', 'Amount of part 2': '150' });
    pressButton(dialog, 'Add Scheduled');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The parts must add up to the amount: 50.00 left to assign.',
    );
    expect(await db.scheduled.count()).toBe(0);
  });

  it('opens a split schedule as its parts, and unsplitting saves the whole in the first part’s category', async () => {
    const item = await seedScheduled(db, {
      cents: 1000_00,
      ...splitFields([
        { category: 'Rent', amount_cents: 800_00 as Cents, note: '' },
        { category: 'Utilities', amount_cents: 200_00 as Cents, note: '' },
      ]),
    });
    await renderScheduled(db);
    // The list shows the split once, as the transactions list does.
    expect((await screen.findAllByText('Rent and 1 more')).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Scheduled Transaction' });
    expect((within(dialog).getByLabelText('Amount of part 2') as HTMLInputElement).value).toBe('200.00');
    pressButton(dialog, 'Unsplit');
    expect((within(dialog).getByLabelText('Category') as HTMLInputElement).value).toBe('Rent');
    pressButton(dialog, 'Update Scheduled');
    await waitFor(async () => expect((await db.scheduled.get(item.id))?.parts).toBeUndefined());
    expect(await db.scheduled.get(item.id)).toMatchObject({ amount_cents: 1000_00, category: 'Rent' });
  });
});

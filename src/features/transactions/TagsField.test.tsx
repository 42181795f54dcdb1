import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import type { TransactionRecord } from '../../domain/records';
import { tagsText } from '../../domain/tags';
import { openTransactionForm, seed } from './testWorkspace';
import { transactionTexts } from './transactionTexts';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { pressButton } from '../../../tests/support/formDialog';

/** Issue 45, item 3: the tags field of the add and edit form, typed with the keyboard, with suggestions. */

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const openModal = (transaction?: TransactionRecord) => openTransactionForm(db, transaction);

const tagsBox = (dialog: HTMLElement) => within(dialog).getByLabelText(transactionTexts.tags) as HTMLInputElement;
const suggestions = (dialog: HTMLElement) => {
  const list = document.getElementById(tagsBox(dialog).getAttribute('list') ?? '');
  return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
};
const chips = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);
const type = (box: HTMLInputElement, value: string) => fireEvent.change(box, { target: { value } });

describe('the tags field', () => {
  it('suggests earlier tags; Enter and a comma add a tag, in the spelling used before', async () => {
    await seed(db, { tags: tagsText(['trip', 'Work']) });
    const dialog = await openModal();
    await waitFor(() => expect(suggestions(dialog)).toEqual(['trip', 'Work']));
    const box = tagsBox(dialog);
    type(box, 'TRIP');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(chips(dialog)).toEqual(['trip']);
    expect(box.value).toBe('');
    // An added tag is no longer offered.
    expect(suggestions(dialog)).toEqual(['Work']);
    type(box, 'Rome, WORK');
    expect(chips(dialog)).toEqual(['Rome', 'trip']);
    expect(box.value).toBe('WORK');
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '12' } });
    // What is still typed is added by the save, in the spelling used before too.
    pressButton(dialog, 'Add Transaction');
    await waitFor(async () => expect((await db.transactions.toArray()).at(-1)?.tags).toBe('["Rome","trip","Work"]'));
  });

  it('Ctrl+Enter in the box saves with what is typed, and the next entry starts with the same tags', async () => {
    const dialog = await openModal();
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '7' } });
    type(tagsBox(dialog), 'trip');
    fireEvent.keyDown(tagsBox(dialog), { key: 'Enter', ctrlKey: true });
    await waitFor(async () => expect((await db.transactions.toArray())[0]?.tags).toBe('["trip"]'));
    await waitFor(() => expect(chips(dialog)).toEqual(['trip']));
    expect(tagsBox(dialog).value).toBe('');
  });

  it('Backspace in the empty box and the labelled remove buttons take tags away', async () => {
    const dialog = await openModal();
    const box = tagsBox(dialog);
    type(box, 'a,b,c,');
    expect(chips(dialog)).toEqual(['a', 'b', 'c']);
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(chips(dialog)).toEqual(['a', 'b']);
    fireEvent.click(within(dialog).getByRole('button', { name: transactionTexts.removeTag('a') }));
    expect(chips(dialog)).toEqual(['b']);
  });

  it('an edit shows the tags and removing them all takes the field away; a tag too long is refused beside the box', async () => {
    const saved = await seed(db, { tags: tagsText(['trip']) });
    const dialog = await openModal(saved);
    expect(chips(dialog)).toEqual(['trip']);
    type(tagsBox(dialog), 'x'.repeat(50));
    pressButton(dialog, 'Update Transaction');
    expect(within(dialog).getByRole('alert').textContent).toContain('A tag must be at most 40 characters');
    expect(tagsBox(dialog).getAttribute('aria-invalid')).toBe('true');
    type(tagsBox(dialog), '');
    fireEvent.click(within(dialog).getByRole('button', { name: transactionTexts.removeTag('trip') }));
    pressButton(dialog, 'Update Transaction');
    await waitFor(async () => expect(await db.transactions.get(saved.id)).not.toHaveProperty('tags'));
  });
});

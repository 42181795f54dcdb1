import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { addRule } from '../../db/commands/rules';
import { openTransactionForm, seed } from '../transactions/testWorkspace';
import { ruleSuggestionTexts } from './RuleSuggestionNote';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { pressButton } from '../../../tests/support/formDialog';

/** Issue 48 item 1: a rule's suggestion in the add form, seen before saving, taken only on request. */

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
const reweRule = () =>
  addRule(
    db,
    {
      name: '',
      enabled: true,
      conditions: [{ field: 'payee', op: 'contains', value: 'rewe' }],
      actions: { category: 'Groceries' },
    },
    new Date('2026-03-20T12:00:00Z'),
  );

describe('the rules suggestion in the add form', () => {
  it('is shown for a matching payee and fills the category only when taken', async () => {
    await reweRule();
    const dialog = await openTransactionForm(db);
    fireEvent.change(input(dialog, 'Payee'), { target: { value: 'REWE Markt' } });
    await within(dialog).findByText(ruleSuggestionTexts.suggests(['category “Groceries”']));
    expect(input(dialog, 'Category').value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: ruleSuggestionTexts.use }));
    await waitFor(() => expect(input(dialog, 'Category').value).toBe('Groceries'));
    expect(within(dialog).queryByText(ruleSuggestionTexts.suggests(['category “Groceries”']))).toBeNull();
  });

  it('never overrides a category the person chose: saving keeps theirs', async () => {
    await reweRule();
    const dialog = await openTransactionForm(db);
    fireEvent.change(input(dialog, 'Category'), { target: { value: 'Party' } });
    fireEvent.change(input(dialog, 'Payee'), { target: { value: 'REWE' } });
    await within(dialog).findByRole('button', { name: ruleSuggestionTexts.use });
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '9.99' } });
    pressButton(dialog, 'Add Transaction');
    await waitFor(async () => expect((await db.transactions.toArray())[0]).toMatchObject({ category: 'Party' }));
  });

  it('the edit form offers no suggestion, and links to a rule made from the transaction', async () => {
    await reweRule();
    const record = await seed(db, { payee: 'REWE', category: '' });
    const dialog = await openTransactionForm(db, record);
    expect(within(dialog).queryByRole('button', { name: ruleSuggestionTexts.use })).toBeNull();
    const link = within(dialog).getByRole('link', { name: 'Make a rule from this' });
    expect(link.getAttribute('href')).toBe(`/rules?from=${encodeURIComponent(record.id)}`);
  });
});

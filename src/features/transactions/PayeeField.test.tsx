import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import type { TransactionRecord } from '../../domain/records';
import { openTransactionForm, seed } from './testWorkspace';
import { transactionTexts } from './transactionTexts';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { pressButton } from '../../../tests/support/formDialog';

/** Issue 45, item 2: the payee field of the add and edit form, its suggestions and the category it suggests. */

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const openModal = (transaction?: TransactionRecord) => openTransactionForm(db, transaction);

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
const suggestions = (dialog: HTMLElement) => {
  const list = document.getElementById(input(dialog, 'Payee').getAttribute('list') ?? '');
  return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
};

describe('the payee field', () => {
  it('suggests every earlier payee, alphabetically, in a list the keyboard reaches', async () => {
    await seed(db, { payee: 'Rewe' });
    await seed(db, { payee: 'Aldi' });
    await seed(db, {});
    const dialog = await openModal();
    await waitFor(() => expect(suggestions(dialog)).toEqual(['Aldi', 'Rewe']));
    expect(input(dialog, 'Payee').getAttribute('autocomplete')).toBe('off');
  });

  it('choosing a known payee fills in the category last used with it for the type, and says so', async () => {
    await seed(db, { payee: 'Rewe', category: 'Food', date: '2026-03-01' });
    await seed(db, { payee: 'Rewe', category: 'Household', date: '2026-03-05' });
    await seed(db, { payee: 'Rewe', category: 'Refund', trans_status: 'deposit', date: '2026-03-06' });
    const dialog = await openModal();
    await waitFor(() => expect(suggestions(dialog)).toContain('Rewe'));
    fireEvent.change(input(dialog, 'Payee'), { target: { value: 'Rewe' } });
    await waitFor(() => expect(input(dialog, 'Category').value).toBe('Household'));
    expect(within(dialog).getByText(transactionTexts.payeeCategory('Household'))).toBeTruthy();
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '9.99' } });
    pressButton(dialog, 'Add Transaction');
    await waitFor(async () =>
      expect((await db.transactions.toArray()).find((saved) => saved.amount_cents === 999)).toMatchObject({
        payee: 'Rewe',
        category: 'Household',
      }),
    );
  });

  it('leaves a category the person chose alone', async () => {
    await seed(db, { payee: 'Rewe', category: 'Food' });
    const dialog = await openModal();
    await waitFor(() => expect(suggestions(dialog)).toContain('Rewe'));
    fireEvent.change(input(dialog, 'Category'), { target: { value: 'Gifts' } });
    fireEvent.change(input(dialog, 'Payee'), { target: { value: 'Rewe' } });
    // Give the suggestion its read: it must still not come.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input(dialog, 'Category').value).toBe('Gifts');
  });

  it('a new payee suggests nothing and is saved cleaned; a payee too long is refused beside the field', async () => {
    const dialog = await openModal();
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '3' } });
    fireEvent.change(input(dialog, 'Payee'), { target: { value: 'x'.repeat(101) } });
    pressButton(dialog, 'Add Transaction');
    expect(within(dialog).getByRole('alert').textContent).toBe(transactionTexts.payeeTooLong);
    expect(input(dialog, 'Payee').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input(dialog, 'Payee'), { target: { value: '  Corner   Bistro ' } });
    pressButton(dialog, 'Add Transaction');
    await waitFor(async () => expect((await db.transactions.toArray())[0]?.payee).toBe('Corner Bistro'));
    expect((await db.transactions.toArray())[0]?.category).toBe('');
  });

  it('an edit shows the payee, keeps its category, and clearing the payee takes it away', async () => {
    await seed(db, { payee: 'Rewe', category: 'Household', date: '2026-03-05' });
    const saved = await seed(db, { payee: 'Aldi', category: 'Food' });
    const dialog = await openModal(saved);
    expect(input(dialog, 'Payee').value).toBe('Aldi');
    fireEvent.change(input(dialog, 'Payee'), { target: { value: 'Rewe' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input(dialog, 'Category').value).toBe('Food');
    fireEvent.change(input(dialog, 'Payee'), { target: { value: '' } });
    pressButton(dialog, 'Update Transaction');
    await waitFor(async () => expect(await db.transactions.get(saved.id)).not.toHaveProperty('payee'));
  });
});

import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { openTransactionForm, seed } from './testWorkspace';
import { learnedCategoryTexts } from './LearnedCategoryNote';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { pressButton } from '../../../tests/support/formDialog';

/** Issue 48 item 2: the learned category in the add form, from the person's own history, taken only on request. */

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
const useButton = (dialog: HTMLElement) =>
  within(dialog).queryByRole('button', { name: learnedCategoryTexts.use('Bakery') });

/** Three mornings at the baker, written in the description (no payee, so no payee suggestion applies). */
async function bakerHistory() {
  for (const cents of [320, 410, 280])
    await seed(db, { category: 'Bakery', trans_details: 'Brötchen Bäckerei Schmidt', cents });
  await seed(db, { category: 'Fuel', trans_details: 'Shell Tankstelle', cents: 6000 });
}

describe('the learned category in the add form', () => {
  it('is suggested with how sure it is, and fills the category only when taken', async () => {
    await bakerHistory();
    const dialog = await openTransactionForm(db);
    fireEvent.change(input(dialog, 'Description'), { target: { value: 'BACKEREI schmidt' } });
    await within(dialog).findByText(/^Suggested: Bakery \(\d+% sure\)$/);
    expect(input(dialog, 'Category').value).toBe('');
    fireEvent.click(useButton(dialog)!);
    await waitFor(() => expect(input(dialog, 'Category').value).toBe('Bakery'));
    expect(within(dialog).queryByText(/^Suggested: /)).toBeNull();
  });

  it('learns from what is saved while the form is open: nothing before, a suggestion after', async () => {
    const dialog = await openTransactionForm(db);
    fireEvent.change(input(dialog, 'Description'), { target: { value: 'Bäckerei' } });
    // Long enough for the (empty) model to be built and asked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useButton(dialog)).toBeNull();
    await bakerHistory();
    fireEvent.change(input(dialog, 'Description'), { target: { value: 'Bäckerei Schmidt' } });
    await waitFor(() => expect(useButton(dialog)).not.toBeNull());
  });

  it('never overrides a category the person typed: none is offered and saving keeps theirs', async () => {
    await bakerHistory();
    const dialog = await openTransactionForm(db);
    fireEvent.change(input(dialog, 'Category'), { target: { value: 'Party' } });
    fireEvent.change(input(dialog, 'Description'), { target: { value: 'Bäckerei Schmidt' } });
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '3.10' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useButton(dialog)).toBeNull();
    pressButton(dialog, 'Add Transaction');
    await waitFor(async () =>
      expect((await db.transactions.toArray()).find((r) => r.category === 'Party')).toBeDefined(),
    );
  });
});

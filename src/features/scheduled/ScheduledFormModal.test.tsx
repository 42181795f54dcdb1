import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { maxPayeeLength } from '../../domain/payees';
import { seed } from '../transactions/testWorkspace';
import { transactionTexts } from '../transactions/transactionTexts';
import { renderScheduled, seedScheduled } from './testScheduled';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { fakeTimeouts } from '../../../tests/support/fakeTimers';
import { fillFields, openFromEmptyList, pressButton } from '../../../tests/support/formDialog';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

async function openAdd() {
  await renderScheduled(db);
  return openFromEmptyList('No scheduled transactions found.', 'Add Scheduled', 'Add Scheduled Transaction');
}

const submit = (dialog: HTMLElement, name = 'Add Scheduled') => pressButton(dialog, name);

/** The suggestions offered by a text field's own list (the category's, the payee's). */
const listOptions = (dialog: HTMLElement, label: string) => {
  const list = document.getElementById(within(dialog).getByLabelText(label).getAttribute('list') ?? '');
  return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
};
const categoryOptions = (dialog: HTMLElement) => listOptions(dialog, 'Category');

describe('ScheduledFormModal', () => {
  it('starts as Income, Active, no day chosen, favorite currency, amount from 0.01', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
    const dialog = await openAdd();
    expect((within(dialog).getByRole('radio', { name: 'Income' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('active');
    const day = within(dialog).getByLabelText('Day of Month') as HTMLSelectElement;
    expect(day.value).toBe('');
    expect([...day.options].slice(1).map((option) => option.value)).toEqual(
      Array.from({ length: 31 }, (_, i) => String(i + 1)),
    );
    await waitFor(() => expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR'));
    const amount = within(dialog).getByLabelText('Amount');
    expect([amount.getAttribute('min'), amount.getAttribute('step')]).toEqual(['0.01', '0.01']);
  });

  it('reloads the categories when the type changes', async () => {
    await seed(db, { trans_status: 'withdraw', category: 'Cinema' });
    await seed(db, { trans_status: 'deposit', category: 'Bonus' });
    const dialog = await openAdd();
    await waitFor(() => expect(categoryOptions(dialog)[0]).toBe('Bonus'));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Expense' }));
    await waitFor(() => expect(categoryOptions(dialog)[0]).toBe('Cinema'));
    expect(categoryOptions(dialog)).not.toContain('Bonus');
  });

  it.each([
    [{ Amount: '' }, 'Amount, currency, and day of month are required.'],
    [{ Amount: '10' }, 'Amount, currency, and day of month are required.'],
    [{ Amount: '0', 'Day of Month': '5' }, 'Amount must be at least 0.01.'],
    [{ Amount: '1.005', 'Day of Month': '5' }, 'Amount must be a number with at most 2 decimals.'],
  ])('refuses %o with its message and saves nothing', async (fields, message) => {
    const dialog = await openAdd();
    fillFields(dialog, fields);
    submit(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    expect(await db.scheduled.count()).toBe(0);
  });

  it('marks the field at fault invalid and links its message, beside it and in the banner', async () => {
    const dialog = await openAdd();
    fillFields(dialog, { Amount: '0', 'Day of Month': '5' });
    submit(dialog);
    const amount = within(dialog).getByLabelText('Amount');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Amount must be at least 0.01.');
    expect(within(dialog).getByRole('alert').textContent).toBe('Amount must be at least 0.01.');
    expect(within(dialog).getByLabelText('Day of Month').getAttribute('aria-invalid')).toBeNull();
    // Fixing the value clears the mark.
    fillFields(dialog, { Amount: '5' });
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });

  it('saves, says so, and closes about 800 ms later', async () => {
    fakeTimeouts();
    const dialog = await openAdd();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Expense' }));
    fillFields(dialog, {
      Amount: '1500',
      Currency: 'EGP',
      Category: ' Rent ',
      Description: 'Flat',
      'Day of Month': '31',
      Status: 'inactive',
    });
    submit(dialog);
    expect(await within(dialog).findByText('Scheduled transaction added successfully!')).toBeTruthy();
    expect(await db.scheduled.toArray()).toMatchObject([
      {
        scheduled_trans_status: 'withdraw',
        amount_cents: 150000,
        currency: 'EGP',
        category: 'Rent',
        scheduled_trans_details: 'Flat',
        day_of_month: 31,
        status: false,
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(650));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits an item, keeping its creation time', async () => {
    fakeTimeouts();
    const item = await seedScheduled(db, { day_of_month: 5, cents: 1000 });
    await renderScheduled(db);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Scheduled Transaction' });
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('10.00');
    expect((within(dialog).getByLabelText('Day of Month') as HTMLSelectElement).value).toBe('5');
    fillFields(dialog, { 'Day of Month': '28' });
    submit(dialog, 'Update Scheduled');
    expect(await within(dialog).findByText('Scheduled transaction updated successfully!')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await db.scheduled.get(item.id)).toEqual({ ...item, day_of_month: 28 });
  });

  it('suggests earlier payees and saves the payee cleaned, so its occurrences name it (issue 45)', async () => {
    await seed(db, { payee: 'Landlord' });
    await seed(db, { payee: 'City Gym' });
    const dialog = await openAdd();
    await waitFor(() => expect(listOptions(dialog, 'Payee')).toEqual(['City Gym', 'Landlord']));
    fillFields(dialog, { Amount: '900', Payee: '  Haus   Verwaltung ', 'Day of Month': '1' });
    submit(dialog);
    expect(await within(dialog).findByText('Scheduled transaction added successfully!')).toBeTruthy();
    expect(await db.scheduled.toArray()).toMatchObject([{ payee: 'Haus Verwaltung', amount_cents: 90000 }]);
  });

  it('fills in the category last used with a known payee, and says so (issue 45)', async () => {
    await seed(db, { trans_status: 'withdraw', payee: 'City Gym', category: 'Sport' });
    const dialog = await openAdd();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Expense' }));
    fillFields(dialog, { Payee: 'City Gym' });
    const category = within(dialog).getByLabelText('Category') as HTMLInputElement;
    await waitFor(() => expect(category.value).toBe('Sport'));
    expect(within(dialog).getByText(transactionTexts.payeeCategory('Sport'))).toBeTruthy();
    fillFields(dialog, { Category: 'Health' });
    expect(within(dialog).queryByText(transactionTexts.payeeCategory('Sport'))).toBeNull();
  });

  it('adds no payee when the field is left empty, and refuses one too long beside the field', async () => {
    const dialog = await openAdd();
    fillFields(dialog, { Amount: '5', Payee: 'x'.repeat(maxPayeeLength + 1), 'Day of Month': '1' });
    submit(dialog);
    expect(within(dialog).getByRole('alert').textContent).toBe(transactionTexts.payeeTooLong);
    expect(within(dialog).getByLabelText('Payee').getAttribute('aria-invalid')).toBe('true');
    expect(await db.scheduled.count()).toBe(0);
    fillFields(dialog, { Payee: '   ' });
    submit(dialog);
    expect(await within(dialog).findByText('Scheduled transaction added successfully!')).toBeTruthy();
    const [stored] = await db.scheduled.toArray();
    expect(stored).not.toHaveProperty('payee');
  });

  it('edits the payee: shows the stored one, and emptying it takes it away', async () => {
    const item = await seedScheduled(db, { payee: 'Landlord' });
    await renderScheduled(db);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Scheduled Transaction' });
    expect((within(dialog).getByLabelText('Payee') as HTMLInputElement).value).toBe('Landlord');
    fillFields(dialog, { Payee: '' });
    submit(dialog, 'Update Scheduled');
    expect(await within(dialog).findByText('Scheduled transaction updated successfully!')).toBeTruthy();
    const { payee: _gone, ...rest } = item;
    expect(await db.scheduled.get(item.id)).toEqual(rest);
  });

  it("says 'Failed to update scheduled transaction.' when the item is gone", async () => {
    const item = await seedScheduled(db);
    await renderScheduled(db);
    fireEvent.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Scheduled Transaction' });
    await db.scheduled.delete(item.id);
    submit(dialog, 'Update Scheduled');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to update scheduled transaction.');
  });

  it('closes on Escape and on a backdrop click', async () => {
    fireEvent.keyDown(await openAdd(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Scheduled' }));
    expect(screen.getByRole('dialog', { name: 'Add Scheduled Transaction' })).toBeTruthy();
    const backdrop = screen.getByTestId('modal-backdrop');
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { todayIn } from '../../domain/dates';
import type { TransactionKind, TransactionRecord } from '../../domain/records';
import { TransactionFormModal } from './TransactionFormModal';
import { seed } from './testWorkspace';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { renderScreen } from '../../../tests/support/renderScreen';
import { fakeTimeouts } from '../../../tests/support/fakeTimers';
import { pressButton } from '../../../tests/support/formDialog';
import { currencies } from '../../domain/currencies';
import { currencyBox, offeredCurrencies } from '../../../tests/support/currencyPicker';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));

async function openModal(props: { transaction?: TransactionRecord; initialKind?: TransactionKind } = {}) {
  const onClose = vi.fn();
  const onSuccess = vi.fn();
  await renderScreen(<TransactionFormModal {...props} onClose={onClose} onSuccess={onSuccess} />, { db });
  const dialog = screen.getByRole('dialog', { name: props.transaction ? 'Edit Transaction' : 'Add Transaction' });
  return { dialog, onClose, onSuccess };
}

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
const datalistOptions = (dialog: HTMLElement) => {
  const list = document.getElementById(input(dialog, 'Category').getAttribute('list') ?? '');
  return [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
};

describe('TransactionFormModal', () => {
  it('is a modal dialog with the fields of the spec, focused on the amount', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const amount = input(dialog, 'Amount');
    // A text field that opens the decimal keypad: a number field reads "12,50" as 1250 in Chromium (issue 46).
    expect([amount.type, amount.inputMode, amount.min, amount.step]).toEqual(['text', 'decimal', '0', '0.01']);
    expect(document.activeElement).toBe(amount);
    expect(input(dialog, 'Date').type).toBe('date');
    expect(input(dialog, 'Description')).toBeTruthy();
    // One currency control: a combobox whose list opens with every currency, the favorite (USD until set) first.
    fireEvent.keyDown(currencyBox(dialog), { key: 'ArrowDown' });
    expect(offeredCurrencies(dialog)).toHaveLength(currencies.length);
    await waitFor(() => expect(offeredCurrencies(dialog).slice(0, 2)).toEqual(['USD', 'AED']));
  });

  it('starts with the favorite currency and the given type', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
    const { dialog } = await openModal({ initialKind: 'withdraw' });
    await waitFor(() => expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR'));
    expect((within(dialog).getByRole('radio', { name: 'Expense' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reloads the category list when the type changes', async () => {
    await seed(db, { trans_status: 'deposit', category: 'Bonus' });
    await seed(db, { trans_status: 'withdraw', category: 'Bakery' });
    const { dialog } = await openModal();
    await waitFor(() => expect(datalistOptions(dialog)[0]).toBe('Bonus'));
    expect(datalistOptions(dialog)).not.toContain('Bakery');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Expense' }));
    await waitFor(() => expect(datalistOptions(dialog)[0]).toBe('Bakery'));
    expect(datalistOptions(dialog)).not.toContain('Bonus');
  });

  it("says 'Amount and currency are required.' and saves nothing without an amount", async () => {
    const { dialog } = await openModal();
    pressButton(dialog, 'Add Transaction');
    expect(within(dialog).getByRole('alert').textContent).toBe('Amount and currency are required.');
    expect(await db.transactions.count()).toBe(0);
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '1' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refuses an amount with more than two decimals', async () => {
    const { dialog } = await openModal();
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '1.005' } });
    pressButton(dialog, 'Add Transaction');
    expect(within(dialog).getByRole('alert').textContent).toMatch(/at most 2 decimals/);
    expect(await db.transactions.count()).toBe(0);
  });

  it('adds the transaction, shows the success message and runs onSuccess after 1 second', async () => {
    fakeTimeouts();
    const { dialog, onSuccess } = await openModal({ initialKind: 'withdraw' });
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '12.5' } });
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'EGP' } });
    fireEvent.change(input(dialog, 'Category'), { target: { value: ' Groceries ' } });
    fireEvent.change(input(dialog, 'Description'), { target: { value: 'Weekly shop' } });
    pressButton(dialog, 'Add Transaction');
    expect((await within(dialog).findByRole('status')).textContent).toBe('Transaction added successfully!');
    await act(() => vi.advanceTimersByTimeAsync(850));
    expect(onSuccess).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onSuccess).toHaveBeenCalledOnce();
    const [saved] = await db.transactions.toArray();
    expect(saved).toMatchObject({
      amount_cents: 1250,
      currency: 'EGP',
      trans_status: 'withdraw',
      category: 'Groceries',
      trans_details: 'Weekly shop',
      date: todayIn(new Date()),
    });
  });

  it('saves and adds another: the form starts again at once with the type, currency and date kept, focused on the amount', async () => {
    const { dialog, onSuccess } = await openModal({ initialKind: 'withdraw' });
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '4.20' } });
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'EUR' } });
    fireEvent.change(input(dialog, 'Date'), { target: { value: '2026-02-03' } });
    fireEvent.change(input(dialog, 'Description'), { target: { value: 'Coffee' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and add another' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Transaction added successfully!');
    await waitFor(() => expect(document.activeElement).toBe(input(dialog, 'Amount')));
    expect([input(dialog, 'Amount').value, input(dialog, 'Description').value, input(dialog, 'Date').value]).toEqual([
      '',
      '',
      '2026-02-03',
    ]);
    expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    expect((within(dialog).getByRole('radio', { name: 'Expense' }) as HTMLInputElement).checked).toBe(true);

    // Ctrl+Enter saves the second one the same way; the form is still open and editable.
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '3' } });
    fireEvent.keyDown(input(dialog, 'Amount'), { key: 'Enter', ctrlKey: true });
    await waitFor(async () => expect(await db.transactions.count()).toBe(2));
    const saved = await db.transactions.toArray();
    expect(saved.map((t) => [t.amount_cents, t.currency, t.trans_status, t.date]).sort()).toEqual([
      [300, 'EUR', 'withdraw', '2026-02-03'],
      [420, 'EUR', 'withdraw', '2026-02-03'],
    ]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(input(dialog, 'Amount').disabled).toBe(false);
  });

  it('offers no second save when editing', async () => {
    const record = await seed(db, { cents: 100 });
    const { dialog } = await openModal({ transaction: record });
    expect(within(dialog).queryByRole('button', { name: 'Save and add another' })).toBeNull();
  });

  it('saves one transaction when Add is pressed twice in a row', async () => {
    const { dialog } = await openModal();
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '7' } });
    pressButton(dialog, 'Add Transaction');
    pressButton(dialog, 'Add Transaction');
    await within(dialog).findByText('Transaction added successfully!');
    expect(await db.transactions.count()).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('prefills every field in edit mode and updates the transaction', async () => {
    const record = await seed(db, {
      cents: 1999,
      currency: 'EUR',
      category: 'Books',
      trans_details: 'Novel',
      date: '2026-02-14',
    });
    const { dialog } = await openModal({ transaction: record });
    expect(input(dialog, 'Amount').value).toBe('19.99');
    expect((within(dialog).getByLabelText('Currency') as HTMLSelectElement).value).toBe('EUR');
    expect(input(dialog, 'Category').value).toBe('Books');
    expect(input(dialog, 'Description').value).toBe('Novel');
    expect(input(dialog, 'Date').value).toBe('2026-02-14');
    expect((within(dialog).getByRole('radio', { name: 'Expense' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Income' }));
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '20' } });
    pressButton(dialog, 'Update Transaction');
    expect((await within(dialog).findByRole('status')).textContent).toBe('Transaction updated successfully!');
    expect(await db.transactions.get(record.id)).toMatchObject({
      amount_cents: 2000,
      trans_status: 'deposit',
      created_at: record.created_at,
    });
    expect(await db.transactions.count()).toBe(1);
  });

  it.each([
    [undefined, 'Add Transaction', 'Failed to add transaction.'],
    ['edit', 'Update Transaction', 'Failed to update transaction.'],
  ])('says when the save fails (%s)', async (mode, button, message) => {
    const record = mode ? await seed(db) : undefined;
    const { dialog } = await openModal({ transaction: record });
    fireEvent.change(input(dialog, 'Amount'), { target: { value: '3' } });
    vi.spyOn(db, 'transaction').mockRejectedValue(new Error('disk full'));
    pressButton(dialog, button);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });

  it('closes on Escape, on the close button and on a backdrop click', async () => {
    const { dialog, onClose } = await openModal();
    fireEvent.keyDown(input(dialog, 'Amount'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(dialog);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(2);
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(3);
  });
});

import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAddShortcutEnabled } from '../../app/shortcuts/addShortcut';
import { ShortcutSection } from '../../app/shortcuts/ShortcutSection';
import type { MoneyKitchenDb } from '../../db/database';
import { todayIn } from '../../domain/dates';
import type { TransactionKind } from '../../domain/records';
import { QuickAddShortcut } from './QuickAddShortcut';
import { TransactionFormModal } from './TransactionFormModal';
import { seed } from './testWorkspace';
import { endScreenTest, startScreenTest } from '../../../tests/support/screenTest';
import { renderScreen } from '../../../tests/support/renderScreen';
import { chosenCurrency, currencyBox, offeredCurrencies, searchCurrency } from '../../../tests/support/currencyPicker';

/**
 * Issue 18 section 4, quicker entry: the add form remembers this device's last currency and last
 * category per type, its currency is searchable, the "n" shortcut opens it, and issue 17's warning
 * catches a near-duplicate category.
 */

let db: MoneyKitchenDb;

beforeEach(() => {
  db = startScreenTest();
});

afterEach(() => {
  endScreenTest(db);
  localStorage.clear();
});

async function openAdd(initialKind: TransactionKind = 'deposit') {
  await renderScreen(<TransactionFormModal initialKind={initialKind} onClose={vi.fn()} onSuccess={vi.fn()} />, { db });
  return screen.getByRole('dialog', { name: 'Add Transaction' });
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
const currencyOf = (dialog: HTMLElement) => chosenCurrency(dialog);

async function addOne(dialog: HTMLElement, values: { amount: string; currency?: string; category: string }) {
  fireEvent.change(field(dialog, 'Amount'), { target: { value: values.amount } });
  if (values.currency)
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: values.currency } });
  fireEvent.change(field(dialog, 'Category'), { target: { value: values.category } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
  await within(dialog).findByText('Transaction added successfully!', undefined, { timeout: 5000 });
}

describe('the add form’s memory', { timeout: 20_000 }, () => {
  it('opens as the spec says when nothing is remembered: the favourite currency, no category', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EGP' });
    const dialog = await openAdd();
    await waitFor(() => expect(currencyOf(dialog)).toBe('EGP'));
    expect(field(dialog, 'Category').value).toBe('');
    expect(field(dialog, 'Amount').value).toBe('');
  });

  it('brings back the last currency and the last category of each type at the next add', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'USD' });
    const first = await openAdd('withdraw');
    await addOne(first, { amount: '4', currency: 'EUR', category: 'Bakery' });
    cleanup();
    const second = await openAdd('deposit');
    await addOne(second, { amount: '900', currency: 'GBP', category: 'Salary' });
    cleanup();

    const next = await openAdd('withdraw');
    expect(currencyOf(next)).toBe('GBP');
    expect(field(next, 'Category').value).toBe('Bakery');
    // Switching the type brings that type's category, as long as the person has not typed their own.
    fireEvent.click(within(next).getByRole('radio', { name: 'Income' }));
    expect(field(next, 'Category').value).toBe('Salary');
    fireEvent.change(field(next, 'Category'), { target: { value: 'Bonus' } });
    fireEvent.click(within(next).getByRole('radio', { name: 'Expense' }));
    expect(field(next, 'Category').value).toBe('Bonus');
  });

  it('offers the favorite first, then the currencies this device saved in lately', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EGP' });
    const first = await openAdd('withdraw');
    await addOne(first, { amount: '4', currency: 'JPY', category: 'Sushi' });
    cleanup();
    const next = await openAdd('withdraw');
    fireEvent.keyDown(currencyBox(next), { key: 'ArrowDown' });
    await waitFor(() => expect(offeredCurrencies(next).slice(0, 3)).toEqual(['EGP', 'JPY', 'AED']));
  });

  it('is per person on this device: another database remembers nothing', async () => {
    const dialog = await openAdd('withdraw');
    await addOne(dialog, { amount: '4', currency: 'EUR', category: 'Bakery' });
    cleanup();
    db.close();
    db = startScreenTest();
    const other = await openAdd('withdraw');
    await waitFor(() => expect(currencyOf(other)).toBe('USD'));
    expect(field(other, 'Category').value).toBe('');
  });

  it('ignores a memory it cannot read', async () => {
    localStorage.setItem(`money-kitchen:quick-entry:${db.name}`, '{not json');
    const dialog = await openAdd();
    await waitFor(() => expect(currencyOf(dialog)).toBe('USD'));
  });
});

describe('the add form’s currency search', () => {
  it('finds by name, chooses the first match, and keeps the last currency when nothing matches', async () => {
    const dialog = await openAdd();
    await waitFor(() => expect(currencyOf(dialog)).toBe('USD'));
    searchCurrency(dialog, 'euro');
    expect(offeredCurrencies(dialog)).toEqual(['EUR']);
    expect(currencyOf(dialog)).toBe('EUR');
    searchCurrency(dialog, 'zzz');
    expect(within(dialog).getByText('No currencies found')).toBeTruthy();
    fireEvent.change(field(dialog, 'Amount'), { target: { value: '3' } });
    fireEvent.blur(currencyBox(dialog));
    expect(currencyOf(dialog)).toBe('EUR');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    await within(dialog).findByText('Transaction added successfully!', undefined, { timeout: 5000 });
    expect((await db.transactions.toArray()).map((row) => row.currency)).toEqual(['EUR']);
  });
});

describe('the near-duplicate warning', () => {
  it('warns about "Grocery" when "Groceries" exists, offers it in one click, and never blocks saving', async () => {
    await seed(db, { trans_status: 'withdraw', category: 'Groceries' });
    const dialog = await openAdd('withdraw');
    fireEvent.change(field(dialog, 'Category'), { target: { value: 'grocery' } });
    await within(dialog).findByText('“Groceries” already exists. Is this the same category?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use Groceries' }));
    expect(field(dialog, 'Category').value).toBe('Groceries');
    expect(within(dialog).queryByText(/already exists/)).toBeNull();

    fireEvent.change(field(dialog, 'Category'), { target: { value: 'Grocery' } });
    fireEvent.change(field(dialog, 'Amount'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Transaction' }));
    await within(dialog).findByText('Transaction added successfully!', undefined, { timeout: 5000 });
    expect((await db.transactions.toArray()).map((record) => record.category).sort()).toEqual(['Groceries', 'Grocery']);
  });
});

describe('the "n" shortcut', () => {
  async function renderShortcut() {
    await renderScreen(
      <>
        <input aria-label="Elsewhere" />
        <ShortcutSection />
        <QuickAddShortcut />
      </>,
      { db },
    );
  }
  const dialog = () => screen.queryByRole('dialog', { name: 'Add Transaction' });

  it('opens the add form on a plain n from the page, as an expense dated today', async () => {
    await renderShortcut();
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(dialog()).not.toBeNull();
    expect((within(dialog()!).getByRole('radio', { name: 'Expense' }) as HTMLInputElement).checked).toBe(true);
    expect(field(dialog()!, 'Date').value).toBe(todayIn(new Date()));
  });

  it('does nothing while typing in a field or with a modifier', async () => {
    await renderShortcut();
    fireEvent.keyDown(screen.getByLabelText('Elsewhere'), { key: 'n' });
    for (const modifier of ['ctrlKey', 'altKey', 'metaKey', 'shiftKey'] as const) {
      fireEvent.keyDown(document.body, { key: 'n', [modifier]: true });
    }
    fireEvent.keyDown(document.body, { key: 'm' });
    expect(dialog()).toBeNull();
  });

  it('is turned off, and on again, from the switch on Profile', async () => {
    await renderShortcut();
    const toggle = screen.getByRole('checkbox', { name: 'Press N to add a transaction' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(dialog()).toBeNull();
    setAddShortcutEnabled(true);
    await waitFor(() => expect(toggle.checked).toBe(true));
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(dialog()).not.toBeNull();
  });
});

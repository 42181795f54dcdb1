import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TransactionFormModal } from '../transactions/TransactionFormModal';
import * as ledger from './ledgerSource';
import { accountSummary } from './testAccounts';
import { renderScreen } from '../../../tests/support/renderScreen';
import { pressButton } from '../../../tests/support/formDialog';
import { db } from '../../../tests/support/screenDbPerTest';

vi.mock('./ledgerSource', async (original) => ({
  ...(await original<typeof ledger>()),
  lastUsedAccountId: vi.fn(),
  rememberLastAccount: vi.fn(),
}));

const giro = accountSummary({ id: 'giro', name: 'Giro', currency: 'EUR', sort_order: 1 });
const wallet = accountSummary({ id: 'wallet', name: 'Wallet', account_type: 'cash', currency: 'USD', sort_order: 0 });
const closed = accountSummary({ id: 'old', name: 'Old', closed: true });

async function openAdd(lastUsed?: string) {
  // Stored as a pull would store them, with the ids the tests name.
  await db.accounts.bulkPut([giro.account, wallet.account, closed.account]);
  vi.mocked(ledger.lastUsedAccountId).mockReturnValue(lastUsed);
  await renderScreen(<TransactionFormModal initialKind="withdraw" onClose={vi.fn()} onSuccess={vi.fn()} />, { db });
  const dialog = screen.getByRole('dialog', { name: 'Add Transaction' });
  await within(dialog).findByLabelText('Account');
  return dialog;
}

const select = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label) as HTMLSelectElement;
const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('the account picker of the transaction form', () => {
  it("starts in this device's last used account, offers only open accounts, and takes the account's currency", async () => {
    const dialog = await openAdd('giro');
    expect(select(dialog, 'Account').value).toBe('giro');
    expect([...select(dialog, 'Account').options].map((option) => option.text)).toEqual(['Wallet (USD)', 'Giro (EUR)']);
    await waitFor(() => expect(select(dialog, 'Currency').value).toBe('EUR'));
    fireEvent.change(select(dialog, 'Account'), { target: { value: 'wallet' } });
    expect(select(dialog, 'Currency').value).toBe('USD');
  });

  it('spends from the chosen account and remembers it for the next one', async () => {
    const dialog = await openAdd();
    expect(select(dialog, 'Account').value).toBe('wallet');
    type(dialog, 'Amount', '3.50');
    pressButton(dialog, 'Add Transaction');
    await within(dialog).findByText('Transaction added successfully!');
    const [saved] = await db.transactions.toArray();
    expect(saved).toMatchObject({ account_id: 'wallet', currency: 'USD', amount_cents: 3_50 });
    expect(saved).not.toHaveProperty('account_cents');
    expect(ledger.rememberLastAccount).toHaveBeenCalledWith(db, 'wallet');
  });

  it("asks for the amount in the account's currency for a foreign payment, suggested from the day's rate", async () => {
    await db.rates.put({ date: '2000-01-01', rates: { EUR: 0.9, USD: 1 } });
    const dialog = await openAdd('giro');
    await waitFor(() => expect(select(dialog, 'Currency').value).toBe('EUR'));
    fireEvent.change(select(dialog, 'Currency'), { target: { value: 'USD' } });
    type(dialog, 'Amount', '100');
    await within(dialog).findByLabelText('Amount in EUR');
    await within(dialog).findByText("Leave empty to use the day's rate: 90.00 EUR.");
    pressButton(dialog, 'Add Transaction');
    await within(dialog).findByText('Transaction added successfully!');
    expect(await db.transactions.toArray()).toEqual([
      expect.objectContaining({ account_id: 'giro', currency: 'USD', amount_cents: 100_00, account_cents: 90_00 }),
    ]);
  });

  it('keeps the amount the person entered in the account currency over the suggestion', async () => {
    await db.rates.put({ date: '2000-01-01', rates: { EUR: 0.9, USD: 1 } });
    const dialog = await openAdd('giro');
    await waitFor(() => expect(select(dialog, 'Currency').value).toBe('EUR'));
    fireEvent.change(select(dialog, 'Currency'), { target: { value: 'USD' } });
    type(dialog, 'Amount', '100');
    type(dialog, 'Amount in EUR', '91.37');
    pressButton(dialog, 'Add Transaction');
    await within(dialog).findByText('Transaction added successfully!');
    expect((await db.transactions.toArray())[0]?.account_cents).toBe(91_37);
  });
});

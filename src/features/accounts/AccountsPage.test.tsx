import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CommandRefused } from '../../db/commands/CommandRefused';
import { AccountsPage } from './AccountsPage';
import * as ledger from './ledgerSource';
import { accountSummary } from './testAccounts';
import { renderScreen } from '../../../tests/support/renderScreen';
import { fillFields, pressButton } from '../../../tests/support/formDialog';
import { db } from '../../../tests/support/screenDbPerTest';
import { answerConfirmation } from '../../../tests/support/confirmDialog';

vi.mock('./ledgerSource', async (original) => ({
  ...(await original<typeof ledger>()),
  loadAccounts: vi.fn(),
  addAccount: vi.fn(),
  deleteAccount: vi.fn(),
  setAccountClosed: vi.fn(),
}));

const current = accountSummary({ id: 'giro', name: 'Giro', balance: 4512_33, cleared: 4000_00, last_four: '1234' });
const cash = accountSummary({ id: 'cash', name: 'Wallet', account_type: 'cash', balance: 40_00, sort_order: 1 });
const card = accountSummary({ id: 'visa', name: 'Visa', account_type: 'credit_card', balance: -250_00 });
const oldSavings = accountSummary({ id: 'old', name: 'Old savings', account_type: 'savings', closed: true });

async function openPage(accounts: ledger.AccountSummary[] | Error) {
  vi.mocked(ledger.loadAccounts).mockImplementation(() =>
    accounts instanceof Error ? Promise.reject(accounts) : Promise.resolve(accounts),
  );
  await renderScreen(<AccountsPage />, { db, path: '/accounts' });
}

const table = (name: string) => screen.getByRole('table', { name });
const rowTexts = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('AccountsPage', () => {
  it('groups open accounts as assets and liabilities, with each balance, its cleared balance and the totals', async () => {
    await openPage([card, cash, current, oldSavings]);
    await screen.findByRole('table', { name: 'Assets' });
    expect(rowTexts('Assets')).toEqual([
      expect.stringMatching(/^GiroCurrent \/ checking, ending 12344,512\.33 EURCleared 4,000\.00 EUR/),
      expect.stringMatching(/^WalletCash40\.00 EURCleared 40\.00 EUR/),
      'Total4,552.33 EUR',
    ]);
    expect(rowTexts('Liabilities')).toEqual([
      expect.stringMatching(/^VisaCredit card-250\.00 EURCleared -250\.00 EUR/),
      'Total-250.00 EUR',
    ]);
    expect(within(table('Assets')).getByRole('link', { name: 'Giro' }).getAttribute('href')).toBe('/accounts/giro');
  });

  it('keeps closed accounts in a folded section, out of the groups, with Reopen', async () => {
    await openPage([current, oldSavings]);
    const summary = await screen.findByText('Closed accounts (1)');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(within(table('Assets')).queryByText('Old savings')).toBeNull();
    fireEvent.click(summary);
    expect(within(details).getByRole('button', { name: /^Reopen\s*account Old savings$/ })).toBeTruthy();
  });

  it('totals each currency of a group apart, never adding EUR to USD', async () => {
    await openPage([current, accountSummary({ id: 'us', name: 'US', currency: 'USD', balance: 10_00 })]);
    await screen.findByRole('table', { name: 'Assets' });
    expect(rowTexts('Assets').slice(2)).toEqual(['Total EUR4,512.33 EUR', 'Total USD10.00 USD']);
  });

  it('explains what accounts are when there are none, and adds the first from there', async () => {
    await openPage([]);
    expect(await screen.findByText('No accounts yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add your first account' }));
    expect(screen.getByRole('dialog', { name: 'Add account' })).toBeTruthy();
  });

  it('says the list could not be read, in an alert', async () => {
    await openPage(new Error('broken'));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load your accounts');
  });

  it('stores a card entered as 500 owed as an opening balance of -500', async () => {
    vi.mocked(ledger.addAccount).mockResolvedValue(card.account);
    await openPage([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add account' });
    fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'credit_card' } });
    fillFields(dialog, { Name: ' Visa ', Currency: 'EUR', 'Amount owed': '500', 'Balance on': '2026-11-01' });
    fillFields(dialog, { 'Last four digits': '4242' });
    pressButton(dialog, 'Save account');
    await within(dialog).findByText('Account saved.');
    expect(vi.mocked(ledger.addAccount).mock.calls[0]?.[1]).toEqual({
      name: 'Visa',
      account_type: 'credit_card',
      currency: 'EUR',
      opening_cents: -500_00,
      opening_date: '2026-11-01',
      note: '',
      last_four: '4242',
    });
  });

  it('refuses a name left empty and a partial card number, beside the field, and saves nothing', async () => {
    await openPage([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add account' });
    pressButton(dialog, 'Save account');
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a name for the account.');
    fillFields(dialog, { Name: 'Giro', 'Last four digits': '12' });
    pressButton(dialog, 'Save account');
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter exactly four digits, or leave it empty.');
    expect((within(dialog).getByLabelText('Last four digits') as HTMLInputElement).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(ledger.addAccount).not.toHaveBeenCalled();
  });

  it("shows the delete command's refusal in its own words", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.mocked(ledger.deleteAccount).mockRejectedValue(new CommandRefused('Move or delete its 3 transactions first.'));
    await openPage([current]);
    fireEvent.click(await screen.findByRole('button', { name: /^Delete\s*account Giro$/ }));
    await answerConfirmation(true);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Move or delete its 3 transactions first.'));
  });

  it('asks before closing an account, and closes it only when told to', async () => {
    await openPage([current]);
    fireEvent.click(await screen.findByRole('button', { name: /^Close\s*account Giro$/ }));
    expect(await answerConfirmation(false)).toContain('Close Giro?');
    expect(ledger.setAccountClosed).not.toHaveBeenCalled();
    vi.mocked(ledger.setAccountClosed).mockResolvedValue(undefined);
    fireEvent.click(screen.getByRole('button', { name: /^Close\s*account Giro$/ }));
    await answerConfirmation(true);
    await waitFor(() => expect(ledger.setAccountClosed).toHaveBeenCalledWith(db, current.account, true));
  });

  it('offers no edit of an account whose record has not reached this device yet', async () => {
    await openPage([accountSummary({ id: 'currency-account-EUR', name: 'EUR account', implicit: true })]);
    expect(
      ((await screen.findByRole('button', { name: /^Edit\s*account EUR account$/ })) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lists the money of an account whose record is not on this device as "Unknown account", with nothing to change', async () => {
    const unknown = accountSummary({ id: 'gone', name: 'Unknown account', balance: -912_50, unknown: true });
    await openPage([current, unknown]);
    await screen.findByRole('table', { name: 'Assets' });
    expect(rowTexts('Assets')[1]).toMatch(/^Unknown accountNot on this device yet-912\.50 EUR/);
    expect(within(table('Assets')).getByRole('link', { name: 'Unknown account' }).getAttribute('href')).toBe(
      '/accounts/gone',
    );
    expect(
      (screen.getByRole('button', { name: /^Edit\s*account Unknown account$/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Move Unknown account up' })).toBeNull();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountPage } from './AccountPage';
import * as ledger from './ledgerSource';
import { accountLine, accountSummary } from './testAccounts';
import { renderScreen } from '../../../tests/support/renderScreen';
import { db } from '../../../tests/support/screenDbPerTest';

vi.mock('./ledgerSource', async (original) => ({
  ...(await original<typeof ledger>()),
  loadAccounts: vi.fn(),
  loadAccountPage: vi.fn(),
}));

const giro = accountSummary({ id: 'giro', name: 'Giro', balance: 4512_33, cleared: 4000_00, reconciled_date: null });

function linesPage(page: number): ledger.AccountLinePage {
  return {
    rows: [
      accountLine(`coffee-${page}`, -3_50, { description: 'Coffee', balance: 4512_33 as never }),
      accountLine(`card-${page}`, -100_00, { kind: 'transfer', description: '', balance: 4515_83 as never }),
    ],
    page,
    perPage: 2,
    totalCount: 5,
  };
}

const unknown = accountSummary({ id: 'gone', name: 'Unknown account', balance: -3_50, unknown: true });

async function openPage(accountId = 'giro') {
  vi.mocked(ledger.loadAccounts).mockResolvedValue([giro, unknown]);
  vi.mocked(ledger.loadAccountPage).mockImplementation((_db, _id, page) => Promise.resolve(linesPage(page)));
  await renderScreen(<AccountPage accountId={accountId} />, { db, path: '/accounts/giro' });
}

describe('AccountPage', () => {
  it('shows the balance now and the cleared balance, and links to Reconcile', async () => {
    await openPage();
    expect((await screen.findByRole('heading', { name: 'Giro' })).tagName).toBe('H1');
    const figures = screen.getByText('Balance now').closest('dl') as HTMLElement;
    expect(figures.textContent).toBe('Balance now4,512.33 EURCleared balance4,000.00 EUR');
    expect(screen.getByRole('link', { name: 'Reconcile' }).getAttribute('href')).toBe('/accounts/giro/reconcile');
  });

  it('lists each line with what it did and the balance after it, a page at a time', async () => {
    await openPage();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      '2026-11-02Coffee-3.504,512.33',
      '2026-11-02Transfer-100.004,515.83',
    ]);
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findAllByText('Coffee');
    expect(vi.mocked(ledger.loadAccountPage)).toHaveBeenLastCalledWith(db, 'giro', 2);
  });

  it("lists an unknown account's transactions, and offers neither Edit nor Reconcile", async () => {
    await openPage('gone');
    expect(await screen.findByRole('heading', { name: 'Unknown account' })).toBeTruthy();
    expect(screen.getByText('Not on this device yet, EUR')).toBeTruthy();
    expect(await screen.findAllByText('Coffee')).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('link', { name: 'Reconcile' })).toBeNull();
  });

  it('says an account that is not on this device is not there, with the way back', async () => {
    await openPage('nowhere');
    expect((await screen.findByRole('alert')).textContent).toContain('This account does not exist on this device.');
    expect(screen.getByRole('link', { name: 'All accounts' }).getAttribute('href')).toBe('/accounts');
  });

  it('opens the edit modal with the account as it is', async () => {
    await openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit account' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Giro');
  });
});

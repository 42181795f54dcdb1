import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import * as ledger from './ledgerSource';
import { ReconcilePage } from './ReconcilePage';
import { accountLine, accountSummary } from './testAccounts';
import { endScreenTest, startScreenTest } from '../../../tests/support/screenTest';
import { renderScreen } from '../../../tests/support/renderScreen';

vi.mock('./ledgerSource', async (original) => ({
  ...(await original<typeof ledger>()),
  loadAccounts: vi.fn(),
  loadReconcileLines: vi.fn(),
  finishReconcile: vi.fn(),
}));

let db: MoneyKitchenDb;
beforeEach(() => {
  vi.clearAllMocks();
  db = startScreenTest(new Date('2026-11-30T12:00:00Z'));
});
afterEach(() => endScreenTest(db));

const start: ledger.ReconcileStart = {
  reconciledCents: 4000_00 as Cents,
  lines: [
    accountLine('salary', 2500_00, { description: 'Salary', clearance: 'cleared' }),
    accountLine('coffee', -3_50, { description: 'Coffee' }),
  ],
};

async function openPage(summary = accountSummary({ id: 'giro', name: 'Giro' })) {
  vi.mocked(ledger.loadAccounts).mockResolvedValue([summary]);
  vi.mocked(ledger.loadReconcileLines).mockResolvedValue(start);
  vi.mocked(ledger.finishReconcile).mockResolvedValue(undefined);
  await renderScreen(<ReconcilePage accountId={summary.account.id} />, { db, path: '/accounts/giro/reconcile' });
  await screen.findByRole('checkbox', { name: /Coffee/ });
}

const status = () => screen.getByText(/statement/, { selector: '[role="status"]' }).textContent;
const balance = (value: string) =>
  fireEvent.change(screen.getByLabelText('Statement ending balance'), { target: { value } });

describe('ReconcilePage', () => {
  it('lists the lines up to today with the cleared ones ticked', async () => {
    await openPage();
    expect(vi.mocked(ledger.loadReconcileLines)).toHaveBeenCalledWith(db, 'giro', '2026-11-30');
    expect((screen.getByRole('checkbox', { name: /Salary/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Coffee/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('shows the difference live as lines are ticked, until it is zero', async () => {
    await openPage();
    balance('6496.50');
    expect(status()).toBe('-3.50 EUR still differs from the statement.');
    fireEvent.click(screen.getByRole('checkbox', { name: /Coffee/ }));
    expect(status()).toBe('The cleared balance matches the statement.');
  });

  it('will not finish with a difference left unless it is booked as an adjustment', async () => {
    await openPage();
    balance('6510');
    fireEvent.click(screen.getByRole('button', { name: 'Finish reconciling' }));
    expect(screen.getByRole('alert').textContent).toContain('The difference is not zero');
    expect(ledger.finishReconcile).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Book the difference as an adjustment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Finish reconciling' }));
    await waitFor(() =>
      expect(ledger.finishReconcile).toHaveBeenCalledWith(
        db,
        {
          accountId: 'giro',
          statementDate: '2026-11-30',
          statementCents: 6510_00,
          ids: ['salary'],
          bookDifference: true,
        },
        expect.any(Date),
      ),
    );
    expect(await screen.findByText('navigated:/accounts/giro')).toBeTruthy();
  });

  it('offers the ledger balance an OFX import brought, saying where it came from, editable', async () => {
    await db.imports.put({
      id: 'b'.repeat(24),
      fileName: 'giro-june.ofx',
      format: 'ofx',
      importedAt: '2026-11-29T10:00:00.000Z',
      added: 2,
      accountId: 'giro',
      ledger: { cents: 6496_50, date: '2026-11-28' },
    });
    await openPage();
    expect(vi.mocked(ledger.loadReconcileLines)).toHaveBeenCalledWith(db, 'giro', '2026-11-28');
    expect((screen.getByLabelText('Statement date') as HTMLInputElement).value).toBe('2026-11-28');
    const field = screen.getByLabelText('Statement ending balance') as HTMLInputElement;
    expect(field.value).toBe('6496.50');
    expect(screen.getByText(/The ledger balance on 2026-11-28 in giro-june\.ofx, which you imported/)).toBeTruthy();
    expect(status()).toBe('-3.50 EUR still differs from the statement.');
    balance('6500');
    expect(status()).toBe('The cleared balance matches the statement.');
  });

  it('offers no imported balance once a statement as late has been reconciled', async () => {
    await db.imports.put({
      id: 'b'.repeat(24),
      fileName: 'giro-june.ofx',
      format: 'ofx',
      importedAt: '2026-11-29T10:00:00.000Z',
      added: 2,
      accountId: 'giro',
      ledger: { cents: 6496_50, date: '2026-11-28' },
    });
    await openPage(accountSummary({ id: 'giro', name: 'Giro', reconciled_date: '2026-11-28' as IsoDate }));
    expect((screen.getByLabelText('Statement ending balance') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Statement date') as HTMLInputElement).value).toBe('2026-11-30');
  });

  it("takes a card's statement as the amount owed, counted negative", async () => {
    vi.mocked(ledger.loadReconcileLines).mockResolvedValue({ reconciledCents: -200_00 as Cents, lines: [] });
    vi.mocked(ledger.loadAccounts).mockResolvedValue([
      accountSummary({ id: 'visa', name: 'Visa', account_type: 'credit_card' }),
    ]);
    await renderScreen(<ReconcilePage accountId="visa" />, { db, path: '/accounts/visa/reconcile' });
    expect(await screen.findByText('No transactions up to this date.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Statement amount owed'), { target: { value: '200' } });
    expect(status()).toBe('The cleared balance matches the statement.');
  });
});

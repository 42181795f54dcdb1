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

// 4,000 EUR reconciled before, plus the salary marked cleared.
const start: ledger.ReconcileStart = {
  clearedCents: 6500_00 as Cents,
  page: 1,
  perPage: 100,
  totalCount: 2,
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
  it('offers nothing to reconcile in an account whose record is not on this device, and the way to its lines', async () => {
    const unknown = accountSummary({ id: 'gone', name: 'Unknown account', unknown: true });
    vi.mocked(ledger.loadAccounts).mockResolvedValue([unknown]);
    await renderScreen(<ReconcilePage accountId="gone" />, { db, path: '/accounts/gone/reconcile' });
    await screen.findByText('This account is not on this device yet: it can be reconciled once it arrives.');
    expect(screen.queryByLabelText('Statement ending balance')).toBeNull();
    expect(screen.getByRole('link', { name: 'Transactions' }).getAttribute('href')).toBe('/accounts/gone');
    expect(ledger.loadReconcileLines).not.toHaveBeenCalled();
  });

  it('lists the lines up to today with the cleared ones ticked', async () => {
    await openPage();
    expect(vi.mocked(ledger.loadReconcileLines)).toHaveBeenCalledWith(db, 'giro', '2026-11-30', 1);
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
          ticks: new Map(),
          bookDifference: true,
        },
        expect.any(Date),
      ),
    );
    expect(await screen.findByText('navigated:/accounts/giro')).toBeTruthy();
  });

  /** An OFX import into Giro that brought a ledger balance of 6,496.50 on 2026-11-28. */
  const importedStatement = () =>
    db.imports.put({
      id: 'b'.repeat(24),
      fileName: 'giro-june.ofx',
      format: 'ofx',
      importedAt: '2026-11-29T10:00:00.000Z',
      added: 2,
      accountId: 'giro',
      ledger: { cents: 6496_50, date: '2026-11-28' },
    });

  it('offers the ledger balance an OFX import brought, saying where it came from, editable', async () => {
    await importedStatement();
    await openPage();
    expect(vi.mocked(ledger.loadReconcileLines)).toHaveBeenCalledWith(db, 'giro', '2026-11-28', 1);
    expect((screen.getByLabelText('Statement date') as HTMLInputElement).value).toBe('2026-11-28');
    const field = screen.getByLabelText('Statement ending balance') as HTMLInputElement;
    expect(field.value).toBe('6496.50');
    expect(screen.getByText(/The ledger balance on 2026-11-28 in giro-june\.ofx, which you imported/)).toBeTruthy();
    expect(status()).toBe('-3.50 EUR still differs from the statement.');
    balance('6500');
    expect(status()).toBe('The cleared balance matches the statement.');
  });

  it('offers no imported balance once a statement as late has been reconciled', async () => {
    await importedStatement();
    await openPage(accountSummary({ id: 'giro', name: 'Giro', reconciled_date: '2026-11-28' as IsoDate }));
    expect((screen.getByLabelText('Statement ending balance') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Statement date') as HTMLInputElement).value).toBe('2026-11-30');
  });

  it("takes a card's statement as the amount owed, counted negative", async () => {
    vi.mocked(ledger.loadReconcileLines).mockResolvedValue({
      clearedCents: -200_00 as Cents,
      lines: [],
      page: 1,
      perPage: 100,
      totalCount: 0,
    });
    vi.mocked(ledger.loadAccounts).mockResolvedValue([
      accountSummary({ id: 'visa', name: 'Visa', account_type: 'credit_card' }),
    ]);
    await renderScreen(<ReconcilePage accountId="visa" />, { db, path: '/accounts/visa/reconcile' });
    expect(await screen.findByText('No transactions up to this date.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Statement amount owed'), { target: { value: '200' } });
    expect(status()).toBe('The cleared balance matches the statement.');
  });

  it('shows the lines a page at a time, and a tick on one page still counts on the next and at Finish', async () => {
    const pages: Record<number, ledger.ReconcileStart> = {
      1: { ...start, totalCount: 101 },
      2: { ...start, page: 2, totalCount: 101, lines: [accountLine('bonus', 10_00, { description: 'Bonus' })] },
    };
    vi.mocked(ledger.loadReconcileLines).mockImplementation((_db, _id, _date, page = 1) =>
      Promise.resolve(pages[page]!),
    );
    vi.mocked(ledger.loadAccounts).mockResolvedValue([accountSummary({ id: 'giro', name: 'Giro' })]);
    vi.mocked(ledger.finishReconcile).mockResolvedValue(undefined);
    await renderScreen(<ReconcilePage accountId="giro" />, { db, path: '/accounts/giro/reconcile' });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Coffee/ }));
    balance('6506.50');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Bonus/ }));
    expect(screen.queryByRole('checkbox', { name: /Coffee/ })).toBeNull();
    // 6,500 cleared, less 3.50 for the coffee, plus 10 for the bonus.
    expect(status()).toBe('The cleared balance matches the statement.');
    fireEvent.click(screen.getByRole('button', { name: 'Finish reconciling' }));
    await waitFor(() =>
      expect(ledger.finishReconcile).toHaveBeenCalledWith(
        db,
        expect.objectContaining({
          ticks: new Map([
            ['coffee', true],
            ['bonus', true],
          ]),
        }),
        expect.any(Date),
      ),
    );
  });
});

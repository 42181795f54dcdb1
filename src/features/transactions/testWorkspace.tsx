/** Test-only: the transactions screen and its rows on a fresh local database. Not used by the app. */
import type { MoneyKitchenDb } from '../../db/database';
import { addTransaction, type TransactionInput } from '../../db/commands/transactions';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { TransactionRecord } from '../../domain/records';
import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { currentUndoNotice } from '../../app/undo/undoStack';
import { renderScreen, renderSearchScreen } from '../../../tests/support/renderScreen';
import { TransactionFormModal } from './TransactionFormModal';
import { TransactionsPage } from './TransactionsPage';
import { transactionsSearchSchema } from './transactionsSearch';

/** The add (or, given a transaction, edit) modal as a new expense opens it, on `db`: its dialog. */
export async function openTransactionForm(db: MoneyKitchenDb, transaction?: TransactionRecord) {
  await renderScreen(
    <TransactionFormModal transaction={transaction} initialKind="withdraw" onClose={vi.fn()} onSuccess={vi.fn()} />,
    { db },
  );
  return screen.getByRole('dialog', { name: transaction ? 'Edit Transaction' : 'Add Transaction' });
}

/** The transactions screen wired to the URL as the real route does. */
export function renderTransactions(db: MoneyKitchenDb, url = '/show_trans') {
  return renderSearchScreen(db, TransactionsPage, { path: '/show_trans', url, schema: transactionsSearchSchema });
}

let sequence = 0;

/** Adds a transaction through the command path (so derived tables follow); amounts in cents. */
export function seed(
  db: MoneyKitchenDb,
  overrides: Partial<Omit<TransactionInput, 'amount_cents' | 'date'>> & { cents?: number; date?: string } = {},
): Promise<TransactionRecord> {
  sequence += 1;
  const { cents = 1250, date = '2026-03-10', ...rest } = overrides;
  return addTransaction(
    db,
    {
      amount_cents: cents as Cents,
      currency: 'USD',
      trans_status: 'withdraw',
      category: 'Food',
      trans_details: `Item ${sequence}`,
      date: date as IsoDate,
      ...rest,
    },
    new Date('2026-03-20T12:00:00Z'),
  );
}

export const bulkBar = () => screen.getByRole('region', { name: 'Bulk edit' });

/**
 * A bulk command said `text` once: in the undo toast's notice (the toast itself is the signed-in
 * layout's, which a screen test does not render), not also in the bar.
 */
export async function bulkCommandSaid(text: string) {
  await waitFor(() => expect(currentUndoNotice()?.message).toBe(text));
  expect(screen.queryByRole('region', { name: 'Bulk edit' })?.textContent ?? '').not.toContain(text);
}

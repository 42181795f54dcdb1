import type { TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import { putNewRecord, saveEdit } from './recordWrites';
import { runCommand } from './runCommand';

/** What a person enters for a transaction (the add/edit modal); the rest is filled in here. */
export type TransactionInput = Pick<
  TransactionRecord,
  'amount_cents' | 'currency' | 'trans_status' | 'category' | 'trans_details' | 'date'
>;

export async function addTransaction(
  db: MoneyKitchenDb,
  input: TransactionInput,
  now: Date,
): Promise<TransactionRecord> {
  return putNewRecord(db, 'transaction', {
    ...input,
    id: newRecordId(),
    created_at: now.toISOString(),
    scheduled_id: null,
    wish_id: null,
  });
}

/** Keeps what the person cannot edit (creation time, links to a schedule or a wish). */
export async function updateTransaction(
  db: MoneyKitchenDb,
  current: TransactionRecord,
  input: TransactionInput,
): Promise<TransactionRecord> {
  return saveEdit(db, 'transaction', current, { ...current, ...input });
}

export async function deleteTransaction(db: MoneyKitchenDb, id: string): Promise<void> {
  await runCommand(db, [{ kind: 'transaction', op: 'delete', id }]);
}

import type { TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
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
  const record: TransactionRecord = {
    ...input,
    id: newRecordId(),
    created_at: now.toISOString(),
    scheduled_id: null,
    wish_id: null,
  };
  // A new id: there is no stored version to read first.
  await runCommand(db, [{ kind: 'transaction', op: 'put', id: record.id, record }], undefined, {
    absent: new Set([record.id]),
  });
  return record;
}

/** Keeps what the person cannot edit (creation time, links to a schedule or a wish). */
export async function updateTransaction(
  db: MoneyKitchenDb,
  current: TransactionRecord,
  input: TransactionInput,
): Promise<TransactionRecord> {
  const record: TransactionRecord = { ...current, ...input };
  // Only the fields the person changed travel, onto the record as stored now (protocol step 11).
  await runCommand(db, [{ kind: 'transaction', op: 'edit', id: record.id, base: current, record }]);
  return record;
}

export async function deleteTransaction(db: MoneyKitchenDb, id: string): Promise<void> {
  await runCommand(db, [{ kind: 'transaction', op: 'delete', id }]);
}

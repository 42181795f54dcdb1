import type { TransactionRecord } from '../../domain/records';
import { partsAddUp, splitTexts } from '../../domain/splits';
import { CommandRefused } from './CommandRefused';
import type { MoneyKitchenDb } from '../database';
import { newRecordId } from '../ids';
import { refuseWrongAccount, withoutAbsentFields } from './transactionAccount';
import { putNewRecord, saveEdit } from './recordWrites';
import { runCommand } from './runCommand';

/**
 * What a person enters for a transaction (the add/edit modal); the rest is filled in here. Without
 * `account_id` it belongs to the account of its currency (src/domain/ledgerAccounts.ts); with one in
 * another currency, `account_cents` is the amount in the account's currency.
 */
export type TransactionInput = Pick<
  TransactionRecord,
  | 'amount_cents'
  | 'currency'
  | 'trans_status'
  | 'category'
  | 'trans_details'
  | 'date'
  | 'account_id'
  | 'account_cents'
  | 'payee'
  | 'parts'
  | 'tags'
>;

/** A split (a transaction's or a schedule's) whose parts do not add up to the amount is refused, as the server would refuse it. */
export function refuseUnevenSplit(record: Pick<TransactionRecord, 'amount_cents' | 'parts'>): void {
  if (!partsAddUp(record)) throw new CommandRefused(splitTexts.mismatch);
}

export async function addTransaction(
  db: MoneyKitchenDb,
  input: TransactionInput,
  now: Date,
): Promise<TransactionRecord> {
  const record = withoutAbsentFields({
    ...input,
    id: newRecordId(),
    created_at: now.toISOString(),
    scheduled_id: null,
    wish_id: null,
  });
  refuseUnevenSplit(record);
  // Only a named account is read: the add command's budget is 10 ms, and most adds name one the form offered.
  if (record.account_id !== undefined) await refuseWrongAccount(db, record);
  return putNewRecord(db, 'transaction', record);
}

/**
 * Keeps what the person cannot edit (creation time, links to a schedule or a wish, the clearance). An
 * input without `account_id` keeps the account the transaction is in; `account_id: undefined` given
 * explicitly moves it to its currency's account.
 */
export async function updateTransaction(
  db: MoneyKitchenDb,
  current: TransactionRecord,
  input: TransactionInput,
): Promise<TransactionRecord> {
  const record = withoutAbsentFields({ ...current, ...input });
  refuseUnevenSplit(record);
  // Only an edit of where the money is (account, currency, amounts) is checked against the account:
  // a new description of a transaction whose account is gone still saves.
  const moved = (['account_id', 'currency', 'account_cents', 'amount_cents'] as const).some(
    (field) => record[field] !== current[field],
  );
  if (moved) await refuseWrongAccount(db, record, current);
  return saveEdit(db, 'transaction', current, record);
}

export async function deleteTransaction(db: MoneyKitchenDb, id: string): Promise<void> {
  await runCommand(db, [{ kind: 'transaction', op: 'delete', id }]);
}

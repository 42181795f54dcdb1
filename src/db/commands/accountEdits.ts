import type { Clearance } from '../../domain/accountTypes';
import type { TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { knownAccount } from './accounts';
import { CommandRefused } from './CommandRefused';
import type { EditChange } from './editChanges';
import { runCommand } from './runCommand';
import { transactionAccountTexts, withoutAbsentFields } from './transactionAccount';

export const accountEditTexts = {
  otherCurrency: (count: number, currency: string) =>
    `${count} of these ${count === 1 ? 'is' : 'are'} not in ${currency}, the account's currency: move ${count === 1 ? 'it' : 'them'} one by one to enter the amount in ${currency}.`,
  missing: 'Some of these transactions are no longer on this device: nothing was changed.',
} as const;

async function storedTransactions(db: MoneyKitchenDb, ids: readonly string[]): Promise<TransactionRecord[]> {
  const found = await db.transactions.bulkGet([...ids]);
  if (found.some((record) => record === undefined)) throw new CommandRefused(accountEditTexts.missing);
  return found as TransactionRecord[];
}

const editOf = (base: TransactionRecord, record: TransactionRecord): EditChange => ({
  kind: 'transaction',
  op: 'edit',
  id: base.id,
  base,
  record,
});

/**
 * The bulk edit of issue 44, item 3: moves transactions into an account, each sending only the fields
 * that changed (protocol step 11), all in one command. Its clearance goes with the move: it was ticked
 * against the other account's statement. A transaction in another currency than the account's needs its
 * amount in the account's currency, which only the person can say, so such a move is refused whole.
 */
export async function moveTransactions(db: MoneyKitchenDb, ids: readonly string[], accountId: string): Promise<void> {
  const account = await knownAccount(db, accountId);
  if (account.closed) throw new CommandRefused(transactionAccountTexts.closedAccount);
  const records = await storedTransactions(db, ids);
  const foreign = records.filter((record) => record.currency !== account.currency);
  if (foreign.length > 0) throw new CommandRefused(accountEditTexts.otherCurrency(foreign.length, account.currency));
  const edits = records.map((record) =>
    editOf(
      record,
      withoutAbsentFields({ ...record, account_id: accountId, account_cents: undefined, clearance: undefined }),
    ),
  );
  await runCommand(db, edits);
}

/** Ticks transactions as cleared (or reconciled), or takes the tick off (`undefined`), in one command. */
export async function setClearance(
  db: MoneyKitchenDb,
  ids: readonly string[],
  clearance: Clearance | undefined,
): Promise<void> {
  const records = await storedTransactions(db, ids);
  await runCommand(
    db,
    records.map((record) => editOf(record, withoutAbsentFields({ ...record, clearance }))),
  );
}

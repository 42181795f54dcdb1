import type { Clearance } from '../../domain/accountTypes';
import type { MoneyKitchenDb } from '../database';
import { knownAccount } from './accounts';
import { CommandRefused } from './CommandRefused';
import { bulkCommand, editsOf, type BulkChange } from './bulkEdits';
import { transactionAccountTexts, withoutAbsentFields } from './transactionAccount';

export const accountEditTexts = {
  otherCurrency: (count: number, currency: string) =>
    `${count} of these ${count === 1 ? 'is' : 'are'} not in ${currency}, the account's currency: move ${count === 1 ? 'it' : 'them'} one by one to enter the amount in ${currency}.`,
} as const;

/**
 * The bulk edit of issue 44, item 3: moves transactions into an account, each sending only the fields
 * that changed (protocol step 11), all in one command (bulkEdits.ts: its answer undoes it). Its
 * clearance goes with the move: it was ticked against the other account's statement. A transaction
 * in another currency than the account's needs its amount in the account's currency, which only the
 * person can say, so such a move is refused whole.
 */
export async function moveTransactions(
  db: MoneyKitchenDb,
  ids: readonly string[],
  accountId: string,
): Promise<BulkChange> {
  return bulkCommand(db, ids, async (records) => {
    const account = await knownAccount(db, accountId);
    if (account.closed) throw new CommandRefused(transactionAccountTexts.closedAccount);
    const foreign = records.filter((record) => record.currency !== account.currency);
    if (foreign.length > 0) throw new CommandRefused(accountEditTexts.otherCurrency(foreign.length, account.currency));
    return editsOf(records, (record) =>
      withoutAbsentFields({ ...record, account_id: accountId, account_cents: undefined, clearance: undefined }),
    );
  });
}

/** Ticks transactions as cleared (or reconciled), or takes the tick off (`undefined`), in one command. */
export async function setClearance(
  db: MoneyKitchenDb,
  ids: readonly string[],
  clearance: Clearance | undefined,
): Promise<BulkChange> {
  return bulkCommand(db, ids, (records) => editsOf(records, (record) => withoutAbsentFields({ ...record, clearance })));
}

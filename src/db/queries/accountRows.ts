import Dexie from 'dexie';
import type { IsoDate } from '../../domain/dates';
import { touchesAccount } from '../../domain/accountLedger';
import { accountIdOf } from '../../domain/ledgerAccounts';
import type { TransactionRecord, TransferRecord } from '../../domain/records';
import type { MoneyKitchenDb, SearchKey } from '../database';
import { searchIndexState } from '../searchIndex';

/**
 * The reads of one account's rows (issue 44) the account page and the reconciliation share: the
 * search rows' `[account+date]` index when it is complete, else the records themselves (slower, never
 * wrong), as a search does while the index is built (searchIndex.ts).
 */

const lowest = Dexie.minKey as unknown as IsoDate;
const highest = Dexie.maxKey as unknown as IsoDate;

/** The `[date+id]` keys of an account's newest transactions, in list order: no row or record is read. */
export async function accountTransactionKeys(
  db: MoneyKitchenDb,
  account: string,
  limit: number,
): Promise<SearchKey[] | undefined> {
  if ((await searchIndexState(db)) !== 'ready') return undefined;
  return db.searchRows
    .where('[account+date]')
    .between([account, lowest], [account, highest], true, true)
    .reverse()
    .limit(limit)
    .primaryKeys();
}

/**
 * The keys of an account's transactions not yet reconciled, dated up to `to`, oldest first (the
 * `[toReconcileIn+date]` index holds no reconciled row); undefined while the search index is built.
 */
export async function unreconciledKeys(
  db: MoneyKitchenDb,
  account: string,
  to: IsoDate,
  { offset = 0, limit }: { offset?: number; limit?: number } = {},
): Promise<SearchKey[] | undefined> {
  if ((await searchIndexState(db)) !== 'ready') return undefined;
  const range = unreconciledRange(db, account, to).offset(offset);
  return (limit === undefined ? range : range.limit(limit)).primaryKeys();
}

/** How many of an account's transactions up to `to` are not reconciled yet, counted by key alone. */
export async function unreconciledCount(db: MoneyKitchenDb, account: string, to: IsoDate): Promise<number | undefined> {
  if ((await searchIndexState(db)) !== 'ready') return undefined;
  return unreconciledRange(db, account, to).count();
}

const unreconciledRange = (db: MoneyKitchenDb, account: string, to: IsoDate) =>
  db.searchRows.where('[toReconcileIn+date]').between([account, lowest], [account, to], true, true);

/** The same from the records: every transaction in the dates is read and the account's are kept. */
export function accountTransactionsByScan(
  db: MoneyKitchenDb,
  account: string,
  { from = lowest, to = highest, limit }: { from?: IsoDate; to?: IsoDate; limit?: number } = {},
): Promise<TransactionRecord[]> {
  const range = db.transactions
    .where('[date+id]')
    .between([from, Dexie.minKey], [to, Dexie.maxKey], true, true)
    .reverse()
    .filter((record) => accountIdOf(record) === account);
  return (limit === undefined ? range : range.limit(limit)).toArray();
}

/**
 * The transfers touching an account, in list order. Transfers are few next to transactions (the list
 * reads their keys whole too: transferList.ts), and an account id is not a field every one holds.
 */
export async function accountTransfers(db: MoneyKitchenDb, account: string, to = highest): Promise<TransferRecord[]> {
  return db.transfers
    .where('[date+id]')
    .between([Dexie.minKey, Dexie.minKey], [to, Dexie.maxKey], true, true)
    .reverse()
    .filter((transfer) => touchesAccount(transfer, account))
    .toArray();
}

export const keyOfRow = (row: { date: string; id: string }): SearchKey => [row.date, row.id];

import { csvFileName, transactionsCsv, type AccountNames } from '../../domain/csv';
import { todayIn } from '../../domain/dates';
import type { MoneyKitchenDb } from '../../db/database';
import { listAccounts } from '../../db/queries/accounts';
import { listRowsMatching, type TransactionQuery } from '../../db/queries/transactionSearch';
import { saveBlob } from '../../ui/saveBlob';

/**
 * Every account's name by id (closed ones and the implicit account of a currency included; not an
 * unknown one, whose name is not on this device).
 */
export async function accountNames(db: MoneyKitchenDb): Promise<AccountNames> {
  const accounts = (await listAccounts(db)).filter((summary) => !summary.unknown);
  return new Map(accounts.map(({ account }) => [account.id, account.name]));
}

/**
 * Every local row the list's search and filters match (not just the page shown; transfers marked as
 * such), in the order shown, as a CSV download; works offline. With more than one account, each row
 * says its account's name.
 */
export async function exportTransactionsCsv(db: MoneyKitchenDb, query: TransactionQuery, now: Date): Promise<void> {
  const [rows, accounts] = await Promise.all([listRowsMatching(db, query), accountNames(db)]);
  const csv = new Blob([transactionsCsv(rows, accounts)], { type: 'text/csv;charset=utf-8' });
  saveBlob(csvFileName(query.start, query.end, todayIn(now)), csv);
}

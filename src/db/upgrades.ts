import type { Transaction } from 'dexie';
import type { TransactionRecord, TransferRecord } from '../domain/records';
import type { AccountDayKey, AccountDayRow, AccountTotalRow, DayRow, SyncStateRow } from './rows';
import { DerivedChanges } from './derived';
import type { HistoryState } from './historyState';

/**
 * Version 2 replaced the day totals (a row per day, type, category and currency) with one row per
 * day. The old rows are dropped with their table; the new ones are rebuilt from the transactions,
 * so a device keeps its reports without pulling again.
 */
export async function rebuildDays(tx: Transaction): Promise<void> {
  const changes = new DerivedChanges(false);
  await tx.table<TransactionRecord, string>('transactions').each((record) => changes.replace(undefined, record));
  await changes.writeDaysTo(tx.table<DayRow, string>('days'));
}

/**
 * Version 10 gave the search rows the record's currency and type. The rows stored before lack them,
 * so the index is marked deferred: the sync that follows the start rebuilds it in the background
 * (searchIndex.ts), and until then a search reads the records, as on a new device.
 */
export async function deferSearchRowsRebuild(tx: Transaction): Promise<void> {
  await tx.table<SyncStateRow, string>('syncState').put({ key: 'searchIndex', value: 'deferred' });
}

/**
 * Version 11 (issue 44) added the account rows and the search rows' account. The account rows are
 * built from the transactions and transfers already here (each without an account id counts in its
 * currency's account, so every balance is what it was), with a first sync's totals still to come;
 * the search rows are rebuilt in the background as after version 10. No record is rewritten.
 */
export async function addAccountRows(tx: Transaction): Promise<void> {
  const changes = new DerivedChanges(false);
  const history = (await tx.table<SyncStateRow, string>('syncState').get('history'))?.value;
  for (const sum of history ? (JSON.parse(history) as HistoryState).pending : []) changes.addPending(sum, 1);
  await tx.table<TransactionRecord, string>('transactions').each((record) => changes.replace(undefined, record));
  await tx.table<TransferRecord, string>('transfers').each((record) => changes.replaceTransfer(undefined, record));
  await changes.writeAccountsTo({
    accountDays: tx.table<AccountDayRow, AccountDayKey>('accountDays'),
    accountTotals: tx.table<AccountTotalRow, string>('accountTotals'),
  });
  await deferSearchRowsRebuild(tx);
}

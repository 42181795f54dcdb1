import Dexie from 'dexie';
import { transferEffectOn } from '../../domain/accountLedger';
import { accountEffect } from '../../domain/ledgerAccounts';
import type { Cents } from '../../domain/money';
import { clampPage, pagesFor } from '../../domain/pagination';
import type { AccountRecord, TransactionRecord, TransferRecord } from '../../domain/records';
import type { ListRow } from '../../domain/transfers';
import type { MoneyKitchenDb } from '../database';
import { pendingDate } from '../accountDerived';
import { shownAccountById } from './accounts';
import { accountTransactionKeys, accountTransactionsByScan, accountTransfers, keyOfRow } from './accountRows';
import { compareKeys } from './transferList';

/** One row of an account's page: what it did to the account and the balance right after it. */
export interface LedgerRow {
  row: ListRow;
  /** In the account's currency: income and money arriving positive. */
  effect: Cents;
  balanceAfter: Cents;
}

export interface AccountPage {
  account: AccountRecord;
  rows: LedgerRow[];
  /** The page shown: the one asked for, moved into range when the list is shorter. */
  page: number;
  numPages: number;
  perPage: number;
  totalCount: number;
  /** The balance now: after the newest row. */
  balance: Cents;
}

/** A row's place in the list before its record is read; transfers are read whole anyway. */
type Placed = { date: string; id: string; transfer?: TransferRecord };

/**
 * One page of an account's transactions and transfers, newest first, each with the balance after it
 * (issue 44, item 4). Only the page's rows are read as records: the keys above it come from the search
 * rows' `[account+date]` index, and the balance above the page is the balance now less the day rows
 * after the page's first day and the rows of that day above it. An unknown account's page lists
 * what names it; undefined for an account nothing on this device names.
 */
export function accountPage(
  db: MoneyKitchenDb,
  id: string,
  page: number,
  perPage: number,
): Promise<AccountPage | undefined> {
  const tables = [db.accounts, db.accountTotals, db.accountDays, db.searchRows, db.transactions, db.transfers];
  return db.transaction('r', [...tables, db.syncState], async () => {
    const [account, total, pending, transfers] = await Promise.all([
      shownAccountById(db, id),
      db.accountTotals.get(id),
      db.accountDays.get([id, pendingDate]),
      accountTransfers(db, id),
    ]);
    if (!account) return undefined;
    const totalCount = (total?.count ?? 0) - (pending?.count ?? 0) + transfers.length;
    const numPages = pagesFor(totalCount, perPage);
    const current = clampPage(page, numPages);
    const start = (current - 1) * perPage;
    const end = start + perPage;

    const indexed = await accountTransactionKeys(db, id, end);
    const scanned = indexed ? undefined : await accountTransactionsByScan(db, id, { limit: end });
    const placed: Placed[] = (indexed ?? scanned?.map(keyOfRow) ?? []).map(([date, key]) => ({ date, id: key }));
    for (const transfer of transfers.slice(0, end)) placed.push({ date: transfer.date, id: transfer.id, transfer });
    const top = placed.sort((a, b) => compareKeys(keyOfRow(a), keyOfRow(b))).slice(0, end);
    const onPage = top.slice(start);
    const firstDay = onPage[0]?.date;
    const aboveOnFirstDay = top.slice(0, start).filter((item) => item.date === firstDay);

    const needed = [...onPage, ...aboveOnFirstDay].filter((item) => !item.transfer).map((item) => item.id);
    const [records, after] = await Promise.all([
      scanned
        ? new Map(scanned.map((record) => [record.id, record]))
        : db.transactions
            .bulkGet(needed)
            .then((found) => new Map(found.flatMap((r) => (r ? [[r.id, r] as const] : [])))),
      firstDay === undefined
        ? []
        : db.accountDays.where('[account+date]').between([id, firstDay], [id, Dexie.maxKey], false, true).toArray(),
    ]);
    const effectOf = (item: Placed): Cents => {
      if (item.transfer) return transferEffectOn(item.transfer, id);
      const record = records.get(item.id);
      return record ? accountEffect(record) : (0 as Cents);
    };
    const balance = (account.opening_cents + (total?.cents ?? 0)) as Cents;
    let running =
      balance - after.reduce((sum, day) => sum + day.cents, 0) - aboveOnFirstDay.reduce((s, i) => s + effectOf(i), 0);
    const rows = onPage.flatMap((item): LedgerRow[] => {
      const row: ListRow | undefined = item.transfer ?? (records.get(item.id) as TransactionRecord | undefined);
      if (!row) return [];
      const effect = effectOf(item);
      const ledgerRow = { row, effect, balanceAfter: running as Cents };
      running -= effect;
      return [ledgerRow];
    });
    return { account, rows, page: current, numPages, perPage, totalCount, balance };
  });
}

import Dexie from 'dexie';
import type { IsoDate } from '../../domain/dates';
import { accountEffect } from '../../domain/ledgerAccounts';
import type { Cents } from '../../domain/money';
import type { AccountRecord, TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { clampPage, pagesFor } from '../../domain/pagination';
import { accountById } from './accounts';
import { accountSearchRows, accountTransactionsByScan } from './accountRows';

export interface ReconcileRow {
  record: TransactionRecord;
  /** In the account's currency: income positive. */
  effect: Cents;
  /** The cleared balance if every row up to this one is ticked: `start` plus their effects. */
  runningCents: Cents;
}

export interface Reconciliation {
  account: AccountRecord;
  statementDate: IsoDate;
  /**
   * What counts as cleared before any tick: the opening balance (from its date), the transactions
   * reconciled before and the transfers, up to the statement date.
   */
  start: Cents;
  /** The transactions up to the date not yet reconciled, oldest first; `record.clearance` says which are ticked now. */
  rows: ReconcileRow[];
}

const reconcileTables = (db: MoneyKitchenDb) => [
  db.accounts,
  db.accountDays,
  db.searchRows,
  db.transactions,
  db.syncState,
];

/** The account, its day rows up to the statement date, and its search rows up to it (when built). */
const accountUpTo = (db: MoneyKitchenDb, id: string, statementDate: IsoDate) =>
  Promise.all([
    accountById(db, id),
    db.accountDays.where('[account+date]').between([id, Dexie.minKey], [id, statementDate], true, true).toArray(),
    accountSearchRows(db, id, { to: statementDate }),
  ]);

/**
 * The reconcile screen of an account against a statement (issue 44, item 6). The reconciled rows are
 * skipped by their search row alone, so an account of 20,000 transactions reads only the records still
 * to tick (the screen's budget is 150 ms); `start` is the balance on the date less those rows.
 */
export function reconcileRows(
  db: MoneyKitchenDb,
  id: string,
  statementDate: IsoDate,
): Promise<Reconciliation | undefined> {
  return db.transaction('r', reconcileTables(db), async () => {
    const [account, days, indexed] = await accountUpTo(db, id, statementDate);
    if (!account) return undefined;
    const open = indexed
      ? await db.transactions.bulkGet(indexed.filter((row) => row.clearance !== 'reconciled').map((row) => row.id))
      : await accountTransactionsByScan(db, id, { to: statementDate });
    const records = open
      .filter((record): record is TransactionRecord => record !== undefined && record.clearance !== 'reconciled')
      .reverse();
    const onDate = days.reduce(
      (sum, day) => sum + day.cents,
      account.opening_date <= statementDate ? account.opening_cents : 0,
    );
    let running = records.reduce((sum, record) => sum - accountEffect(record), onDate);
    const start = running as Cents;
    const rows = records.map((record) => {
      const effect = accountEffect(record);
      running += effect;
      return { record, effect, runningCents: running as Cents };
    });
    return { account, statementDate, start, rows };
  });
}

export interface ReconcilePage {
  account: AccountRecord;
  /**
   * The cleared balance on the statement date before any tick of this screen: the opening balance
   * (from its date), every transaction marked cleared or reconciled and the transfers, from the day rows.
   */
  clearedCents: Cents;
  /** The transactions up to the date not yet reconciled; `rows` is one page of them, oldest first. */
  totalCount: number;
  page: number;
  rows: { record: TransactionRecord; effect: Cents }[];
}

/**
 * One page of the reconcile screen (issue 44, item 6; budget 150 ms for 20,000 transactions): the
 * cleared balance comes from the account's day rows and the rows still to tick from the search rows,
 * so only the page's records are read; `reconcileRows` reads them all, for the command that finishes.
 */
export function reconcilePage(
  db: MoneyKitchenDb,
  id: string,
  statementDate: IsoDate,
  page: number,
  perPage: number,
): Promise<ReconcilePage | undefined> {
  return db.transaction('r', reconcileTables(db), async () => {
    const [account, days, indexed] = await accountUpTo(db, id, statementDate);
    if (!account) return undefined;
    const open = (indexed ?? (await accountTransactionsByScan(db, id, { to: statementDate })))
      .filter((row) => row.clearance !== 'reconciled')
      .reverse();
    const numPages = pagesFor(open.length, perPage);
    const current = clampPage(page, numPages);
    const onPage = open.slice((current - 1) * perPage, current * perPage);
    const records = indexed
      ? await db.transactions.bulkGet(onPage.map((row) => row.id))
      : (onPage as TransactionRecord[]);
    const clearedCents = days.reduce(
      (sum, day) => sum + day.cleared_cents,
      account.opening_date <= statementDate ? account.opening_cents : 0,
    ) as Cents;
    return {
      account,
      clearedCents,
      totalCount: open.length,
      page: current,
      rows: records.flatMap((record) => (record ? [{ record, effect: accountEffect(record) }] : [])),
    };
  });
}

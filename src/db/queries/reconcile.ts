import Dexie from 'dexie';
import type { IsoDate } from '../../domain/dates';
import { accountEffect } from '../../domain/ledgerAccounts';
import type { Cents } from '../../domain/money';
import type { AccountRecord, TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { clampPage, pagesFor } from '../../domain/pagination';
import { accountById } from './accounts';
import type { SearchKey } from '../rows';
import { accountTransactionsByScan, unreconciledCount, unreconciledKeys } from './accountRows';

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

/** The account and its day rows up to the statement date. */
const accountUpTo = (db: MoneyKitchenDb, id: string, statementDate: IsoDate) =>
  Promise.all([
    accountById(db, id),
    db.accountDays.where('[account+date]').between([id, Dexie.minKey], [id, statementDate], true, true).toArray(),
  ]);

const notReconciled = (record: TransactionRecord | undefined): record is TransactionRecord =>
  record !== undefined && record.clearance !== 'reconciled';

/** Every transaction of the account up to the date still to reconcile, oldest first, read from the records. */
const unreconciledByScan = async (db: MoneyKitchenDb, id: string, statementDate: IsoDate) =>
  (await accountTransactionsByScan(db, id, { to: statementDate })).filter(notReconciled).reverse();

const recordsOfKeys = (db: MoneyKitchenDb, keys: readonly SearchKey[]) =>
  db.transactions.bulkGet(keys.map(([, id]) => id));

/**
 * The reconcile screen of an account against a statement (issue 44, item 6), every line of it: the
 * search rows' `[toReconcileIn+date]` index names the records still to tick, so an account's
 * reconciled history is never read; `start` is the balance on the date less those rows.
 */
export function reconcileRows(
  db: MoneyKitchenDb,
  id: string,
  statementDate: IsoDate,
): Promise<Reconciliation | undefined> {
  return db.transaction('r', reconcileTables(db), async () => {
    const [account, days] = await accountUpTo(db, id, statementDate);
    if (!account) return undefined;
    const keys = await unreconciledKeys(db, id, statementDate);
    const records = keys
      ? (await recordsOfKeys(db, keys)).filter(notReconciled)
      : await unreconciledByScan(db, id, statementDate);
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
 * cleared balance comes from the account's day rows, the count and the page's keys from the
 * `[toReconcileIn+date]` index, so only the page's records are read; `reconcileRows` reads them all,
 * for the command that finishes. Until the search index is built the records are scanned.
 */
export function reconcilePage(
  db: MoneyKitchenDb,
  id: string,
  statementDate: IsoDate,
  page: number,
  perPage: number,
): Promise<ReconcilePage | undefined> {
  return db.transaction('r', reconcileTables(db), async () => {
    const [[account, days], indexedCount] = await Promise.all([
      accountUpTo(db, id, statementDate),
      unreconciledCount(db, id, statementDate),
    ]);
    if (!account) return undefined;
    const scanned = indexedCount === undefined ? await unreconciledByScan(db, id, statementDate) : undefined;
    const totalCount = indexedCount ?? scanned!.length;
    const current = clampPage(page, pagesFor(totalCount, perPage));
    const offset = (current - 1) * perPage;
    const records = scanned
      ? scanned.slice(offset, offset + perPage)
      : (
          await recordsOfKeys(db, (await unreconciledKeys(db, id, statementDate, { offset, limit: perPage })) ?? [])
        ).filter(notReconciled);
    const clearedCents = days.reduce(
      (sum, day) => sum + day.cleared_cents,
      account.opening_date <= statementDate ? account.opening_cents : 0,
    ) as Cents;
    return {
      account,
      clearedCents,
      totalCount,
      page: current,
      rows: records.map((record) => ({ record, effect: accountEffect(record) })),
    };
  });
}

import Dexie from 'dexie';
import { currencyAccountRecord } from '../../domain/accountRules';
import { isLiability } from '../../domain/accountTypes';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import { currencyOfCurrencyAccount, transferAccountIds } from '../../domain/ledgerAccounts';
import type { Cents } from '../../domain/money';
import type { AccountRecord } from '../../domain/records';
import type { AccountTotalRow } from '../rows';
import type { MoneyKitchenDb } from '../database';
import { pendingDate } from '../accountDerived';
import { accountTransactionKeys, accountTransactionsByScan, accountTransfers } from './accountRows';

/**
 * An account as the lists show it (issue 44): its record, or the implicit account of a currency whose
 * record has not arrived yet (ACCOUNTS.md: until the server's one arrives, the transactions naming no
 * account count there), with its balances from the derived rows.
 */
export interface AccountSummary {
  account: AccountRecord;
  /**
   * No record of it is on this device yet: the account of a currency in use, opening balance 0, or an
   * unknown account. Nothing can be edited or moved until the record arrives.
   */
  implicit: boolean;
  /**
   * Transactions or transfers name it, but its record is not on this device (pulled before it, or the
   * account deleted elsewhere): listed as "Unknown account" in the currency its money is in, so that
   * money still shows and counts. Never offered in a picker.
   */
  unknown?: true;
  /** Opening balance plus every transaction and transfer in it, whatever their date. */
  balance: Cents;
  /** Opening balance plus the cleared (or reconciled) transactions and every transfer. */
  cleared: Cents;
  /** A card or a loan: its balance counts negative in net worth while something is owed. */
  liability: boolean;
  /** How many transactions are in it (a delete is refused while any are). */
  transactions: number;
}

/** The record an implicit account stands for: what the server makes for a currency in use. */
export function implicitCurrencyAccount(id: string, currency: string): AccountRecord {
  // Opened at the epoch, so it sorts before anything the person makes.
  return currencyAccountRecord(id, currency as CurrencyCode, 0, new Date(0));
}

const byOrderThenName = (a: AccountSummary, b: AccountSummary) =>
  a.account.sort_order - b.account.sort_order ||
  a.account.name.localeCompare(b.account.name) ||
  (a.account.id < b.account.id ? -1 : a.account.id > b.account.id ? 1 : 0);

/**
 * The tables an account list reads: the records and the per-account totals. A transaction that
 * reads the list includes them; an unknown account's currency (rare) is read after it, in a
 * transaction of its own over unknownAccountTables, so the list's live queries hold only these two
 * small tables open while a sync writes.
 */
export function accountListTables(db: MoneyKitchenDb) {
  return [db.accounts, db.accountTotals];
}

/** What learning an unknown account's currency reads: its rows. */
function unknownAccountTables(db: MoneyKitchenDb) {
  return [db.transactions, db.transfers, db.searchRows, db.syncState];
}

/**
 * Every account, open and closed (`account.closed` says which), by order then name, with its balances:
 * one read of the records and one of the per-account totals, never of the transactions (but for an
 * unknown account's currency).
 */
export async function listAccounts(db: MoneyKitchenDb): Promise<AccountSummary[]> {
  const { summaries, unknown } = await db.transaction('r', accountListTables(db), async () => {
    const [records, totals] = await Promise.all([db.accounts.toArray(), db.accountTotals.toArray()]);
    const totalOf = new Map(totals.map((row) => [row.account, row]));
    const summaries = records.map((account) => summaryOf(account, false, totalOf.get(account.id)));
    const known = new Set(records.map((account) => account.id));
    const unknown: AccountTotalRow[] = [];
    for (const total of totals) {
      if (known.has(total.account)) continue;
      const currency = currencyOfCurrencyAccount(total.account);
      if (currency === undefined) unknown.push(total);
      else summaries.push(summaryOf(implicitCurrencyAccount(total.account, currency), true, total));
    }
    return { summaries, unknown };
  });
  if (unknown.length > 0) {
    // Outside the caller's transaction, whose scope is the list's tables only.
    const named = await Dexie.ignoreTransaction(() =>
      db.transaction('r', unknownAccountTables(db), async () => {
        const found: AccountSummary[] = [];
        for (const total of unknown) {
          const account = await unknownAccount(db, total.account);
          if (account) found.push({ ...summaryOf(account, true, total), unknown: true });
        }
        return found;
      }),
    );
    summaries.push(...named);
  }
  return summaries.sort(byOrderThenName);
}

/** What the lists call an account whose record is not on this device. */
export const unknownAccountName = 'Unknown account';

/**
 * The stand-in record of an unknown account (AccountSummary.unknown), listed after every other: its
 * currency is that of a transaction in it paid in the account's own currency (one without
 * `account_cents`), else of the side of a transfer in it, else of its newest transaction. Undefined
 * when nothing on this device names it.
 */
async function unknownAccount(db: MoneyKitchenDb, id: string): Promise<AccountRecord | undefined> {
  const newest = 20;
  const keys = await accountTransactionKeys(db, id, newest);
  const records = keys
    ? (await db.transactions.bulkGet(keys.map(([, key]) => key))).filter((record) => record !== undefined)
    : await accountTransactionsByScan(db, id, { limit: newest });
  const transfer = (await accountTransfers(db, id))[0];
  const currency =
    records.find((record) => record.account_cents === undefined)?.currency ??
    (transfer && (transferAccountIds(transfer).out === id ? transfer.out_currency : transfer.in_currency)) ??
    records[0]?.currency;
  if (currency === undefined) return undefined;
  return {
    ...implicitCurrencyAccount(id, currency),
    name: unknownAccountName,
    sort_order: Number.MAX_SAFE_INTEGER,
  };
}

function summaryOf(
  account: AccountRecord,
  implicit: boolean,
  total: { cents: number; cleared_cents: number; count: number } | undefined,
): AccountSummary {
  return {
    account,
    implicit,
    balance: (account.opening_cents + (total?.cents ?? 0)) as Cents,
    cleared: (account.opening_cents + (total?.cleared_cents ?? 0)) as Cents,
    liability: isLiability(account.account_type),
    transactions: total?.count ?? 0,
  };
}

/**
 * One account by id, its record or the implicit account of its currency; undefined for neither. What
 * writes into an account asks this: an unknown account takes nothing new.
 */
export async function accountById(db: MoneyKitchenDb, id: string): Promise<AccountRecord | undefined> {
  const record = await db.accounts.get(id);
  if (record) return record;
  const currency = currencyOfCurrencyAccount(id);
  return currency === undefined ? undefined : implicitCurrencyAccount(id, currency);
}

/**
 * One account by id as the screens show it: `accountById`, else the stand-in of an unknown account that
 * something on this device names (its page still lists its transactions).
 */
export async function shownAccountById(db: MoneyKitchenDb, id: string): Promise<AccountRecord | undefined> {
  const account = await accountById(db, id);
  if (account) return account;
  const total = await db.accountTotals.get(id);
  return total ? unknownAccount(db, id) : undefined;
}

/**
 * The balance at the end of `date`: the opening balance once its date has come, plus the day rows
 * up to that date (a first sync's totals still to come, dated before every day, included).
 * Undefined for an account this device does not know.
 */
export function accountBalanceOn(db: MoneyKitchenDb, id: string, date: IsoDate): Promise<Cents | undefined> {
  return db.transaction('r', db.accounts, db.accountDays, async () => {
    const account = await accountById(db, id);
    if (!account) return undefined;
    const days = await db.accountDays
      .where('[account+date]')
      .between([id, pendingDate], [id, date], true, true)
      .toArray();
    const opening = account.opening_date <= date ? account.opening_cents : 0;
    return days.reduce((sum, day) => sum + day.cents, opening) as Cents;
  });
}

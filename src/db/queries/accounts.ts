import { currencyAccountRecord } from '../../domain/accountRules';
import { isLiability } from '../../domain/accountTypes';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import { currencyOfCurrencyAccount } from '../../domain/ledgerAccounts';
import type { Cents } from '../../domain/money';
import type { AccountRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../database';
import { pendingDate } from '../accountDerived';

/**
 * An account as the lists show it (issue 44): its record, or the implicit account of a currency whose
 * record has not arrived yet (ACCOUNTS.md: until the server's one arrives, the transactions naming no
 * account count there), with its balances from the derived rows.
 */
export interface AccountSummary {
  account: AccountRecord;
  /** No record of it is on this device yet: the account of a currency in use, opening balance 0. */
  implicit: boolean;
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
 * Every account, open and closed (`account.closed` says which), by order then name, with its balances:
 * one read of the records and one of the per-account totals, never of the transactions.
 */
export function listAccounts(db: MoneyKitchenDb): Promise<AccountSummary[]> {
  return db.transaction('r', db.accounts, db.accountTotals, async () => {
    const [records, totals] = await Promise.all([db.accounts.toArray(), db.accountTotals.toArray()]);
    const totalOf = new Map(totals.map((row) => [row.account, row]));
    const summaries = records.map((account) => summaryOf(account, false, totalOf.get(account.id)));
    const known = new Set(records.map((account) => account.id));
    for (const total of totals) {
      const currency = currencyOfCurrencyAccount(total.account);
      if (known.has(total.account) || currency === undefined) continue;
      summaries.push(summaryOf(implicitCurrencyAccount(total.account, currency), true, total));
    }
    return summaries.sort(byOrderThenName);
  });
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

/** One account by id, its record or the implicit account of its currency; undefined for neither. */
export async function accountById(db: MoneyKitchenDb, id: string): Promise<AccountRecord | undefined> {
  const record = await db.accounts.get(id);
  if (record) return record;
  const currency = currencyOfCurrencyAccount(id);
  return currency === undefined ? undefined : implicitCurrencyAccount(id, currency);
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

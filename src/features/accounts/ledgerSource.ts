/**
 * The one place the accounts screens reach the device's account queries and commands (issue 44,
 * ACCOUNTS.md "Device (Dexie) plan"), in the shapes the screens draw. The screens import only from
 * here, so the queries' own shapes meet the screens in this file alone.
 */
import type { AccountType, Clearance } from '../../domain/accountTypes';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { AccountRecord, TransactionRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../../db/database';
import { addTransaction, updateTransaction, type TransactionInput } from '../../db/commands/transactions';

/** One account with what the lists show of it. */
export interface AccountSummary {
  account: AccountRecord;
  /** Opening balance plus every transaction and transfer in it. */
  balance: Cents;
  /** The same over the cleared and reconciled transactions only. */
  cleared: Cents;
  liability: boolean;
  /** A currency account whose record has not reached this device yet: shown, not yet editable. */
  implicit: boolean;
}

/** One transaction or transfer of an account's page, with the balance after it. */
export interface AccountLine {
  id: string;
  kind: 'transaction' | 'transfer';
  date: IsoDate;
  description: string;
  category: string;
  /** What it did to the account, signed, in the account's currency. */
  cents: Cents;
  /** The account's balance after it. */
  balance: Cents;
  clearance?: Clearance;
}

export interface AccountLinePage {
  rows: readonly AccountLine[];
  page: number;
  perPage: number;
  totalCount: number;
}

/** What a person enters for an account; the rest (id, order, closed, reconciliation) is the command's. */
export interface AccountInput {
  name: string;
  account_type: AccountType;
  currency: CurrencyCode;
  /** Signed: a card's or a loan's debt is negative. */
  opening_cents: Cents;
  opening_date: IsoDate;
  note: string;
  last_four: string;
}

export interface ReconcileFinish {
  accountId: string;
  statementDate: IsoDate;
  statementCents: Cents;
  /** The transactions ticked as cleared. */
  ids: readonly string[];
  /** Books what still differs as one adjustment transaction. */
  bookDifference: boolean;
}

/** Said until the device's account tables arrive; the screens show it as their error state. */
class AccountsNotStored extends Error {
  constructor() {
    super('Accounts are not stored on this device yet.');
  }
}

const pending = (): Promise<never> => Promise.reject(new AccountsNotStored());

export function loadAccounts(_db: MoneyKitchenDb): Promise<AccountSummary[]> {
  return pending();
}

export function loadAccountPage(_db: MoneyKitchenDb, _accountId: string, _page: number): Promise<AccountLinePage> {
  return pending();
}

/** What a reconciliation starts from on a statement date. */
export interface ReconcileStart {
  /** The opening balance (if dated by then) and every line reconciled before, up to the date. */
  reconciledCents: Cents;
  /** The lines up to the date not reconciled yet, cleared or not; oldest first. */
  lines: readonly AccountLine[];
}

export function loadReconcileLines(
  _db: MoneyKitchenDb,
  _accountId: string,
  _statementDate: IsoDate,
): Promise<ReconcileStart> {
  return pending();
}

export function addAccount(_db: MoneyKitchenDb, _input: AccountInput, _now: Date): Promise<AccountRecord> {
  return pending();
}

export function editAccount(_db: MoneyKitchenDb, _current: AccountRecord, _input: AccountInput): Promise<unknown> {
  return pending();
}

/** Closes an account, or opens a closed one again. */
export function setAccountClosed(_db: MoneyKitchenDb, _account: AccountRecord, _closed: boolean): Promise<unknown> {
  return pending();
}

/** Refused (CommandRefused, with its text) while a transaction, transfer or schedule names it. */
export function deleteAccount(_db: MoneyKitchenDb, _accountId: string): Promise<unknown> {
  return pending();
}

export function finishReconcile(_db: MoneyKitchenDb, _finish: ReconcileFinish, _now: Date): Promise<unknown> {
  return pending();
}

/** This device's last used account for the person, if any. */
export function lastUsedAccountId(_db: MoneyKitchenDb): string | undefined {
  return undefined;
}

/** Remembers the account just used on this device, so the next new transaction starts in it. */
export function rememberLastAccount(_db: MoneyKitchenDb, _accountId: string): void {}

/** A transaction as the form gives it: the account it belongs to and, paid in another currency, the amount in the account's. */
export type AccountedTransactionInput = TransactionInput &
  Partial<Pick<TransactionRecord, 'account_id' | 'account_cents'>>;

// The transaction commands store every field they are given; their input type names the account
// fields once the device's account work lands.
export function addAccountedTransaction(db: MoneyKitchenDb, input: AccountedTransactionInput, now: Date) {
  return addTransaction(db, input as TransactionInput, now);
}

export function updateAccountedTransaction(
  db: MoneyKitchenDb,
  current: TransactionRecord,
  input: AccountedTransactionInput,
) {
  return updateTransaction(db, current, input as TransactionInput);
}

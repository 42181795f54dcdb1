/**
 * The one place the accounts screens reach the device's account queries and commands (issue 44,
 * ACCOUNTS.md "Device (Dexie) plan"), in the shapes the screens draw. The screens import only from
 * here, so the queries' own shapes meet the screens in this file alone.
 */
import type { Clearance } from '../../domain/accountTypes';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { AccountRecord } from '../../domain/records';
import type { MoneyKitchenDb } from '../../db/database';

export type { AccountSummary } from '../../db/queries/accounts';
export type { AccountInput } from '../../db/commands/accounts';

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

export { listAccounts as loadAccounts } from '../../db/queries/accounts';
export { addAccount, editAccount } from '../../db/commands/accounts';

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

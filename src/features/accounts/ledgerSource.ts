/**
 * The one place the accounts screens reach the device's account queries and commands (issue 44,
 * ACCOUNTS.md "Device (Dexie) plan"), in the shapes the screens draw. The screens import only from
 * here, so the queries' own shapes meet the screens in this file alone.
 */
import { closeAccount, reopenAccount } from '../../db/commands/accounts';
import { finishReconcile as finishReconcileCommand } from '../../db/commands/reconcile';
import type { MoneyKitchenDb } from '../../db/database';
import { readLastAccountId, rememberLastAccountId } from '../../db/lastAccount';
import { rememberRecentCurrencies } from '../../db/recentCurrencies';
import { accountPage, type LedgerRow } from '../../db/queries/accountPage';
import { reconcilePage, reconcileRows } from '../../db/queries/reconcile';
import type { Clearance } from '../../domain/accountTypes';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { AccountRecord } from '../../domain/records';
import { isTransfer, rowDetails, type ListRow } from '../../domain/transfers';

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
  /** The lines whose tick the person changed: ticked (true) or unticked; the others stay as stored. */
  ticks: ReadonlyMap<string, boolean>;
  /** Books what still differs as one adjustment transaction. */
  bookDifference: boolean;
}

/** A line as the screens draw it, from a transaction or a transfer and what it did to the account. */
function lineOf(row: ListRow, cents: Cents, balance: Cents): AccountLine {
  const transfer = isTransfer(row);
  return {
    id: row.id,
    kind: transfer ? 'transfer' : 'transaction',
    date: row.date,
    description: rowDetails(row),
    category: transfer ? '' : row.category,
    cents,
    balance,
    ...(!transfer && row.clearance ? { clearance: row.clearance } : {}),
  };
}

/** Rows a page of an account shows. */
export const accountLinesPerPage = 25;

/** Said when an account the screen was opened for is not on this device (any more). */
class AccountGone extends Error {}

export { listAccounts as loadAccounts } from '../../db/queries/accounts';
export { addAccount, editAccount, deleteAccount, reorderAccounts } from '../../db/commands/accounts';

export async function loadAccountPage(db: MoneyKitchenDb, accountId: string, page: number): Promise<AccountLinePage> {
  const found = await accountPage(db, accountId, page, accountLinesPerPage);
  if (!found) throw new AccountGone();
  return {
    rows: found.rows.map(({ row, effect, balanceAfter }: LedgerRow) => lineOf(row, effect, balanceAfter)),
    page: found.page,
    perPage: found.perPage,
    totalCount: found.totalCount,
  };
}

/** Lines a page of the reconcile screen shows: a screen of 20,000 checkboxes would take seconds to draw. */
export const reconcileLinesPerPage = 100;

/** What a reconciliation starts from on a statement date: the cleared balance and one page of lines. */
export interface ReconcileStart {
  /** The opening balance (if dated by then), every line cleared or reconciled and the transfers, up to the date. */
  clearedCents: Cents;
  /** The page's lines up to the date not reconciled yet, cleared or not; oldest first. */
  lines: readonly AccountLine[];
  page: number;
  perPage: number;
  /** Every line not reconciled yet up to the date, on every page. */
  totalCount: number;
}

export async function loadReconcileLines(
  db: MoneyKitchenDb,
  accountId: string,
  statementDate: IsoDate,
  page = 1,
): Promise<ReconcileStart> {
  const found = await reconcilePage(db, accountId, statementDate, page, reconcileLinesPerPage);
  if (!found) throw new AccountGone();
  return {
    clearedCents: found.clearedCents,
    lines: found.rows.map(({ record, effect }) => lineOf(record, effect, 0 as Cents)),
    page: found.page,
    perPage: reconcileLinesPerPage,
    totalCount: found.totalCount,
  };
}

/** Closes an account, or opens a closed one again. */
export function setAccountClosed(db: MoneyKitchenDb, account: AccountRecord, closed: boolean): Promise<unknown> {
  return closed ? closeAccount(db, account.id) : reopenAccount(db, account.id);
}

/**
 * Finishes with the ticks the screen changed over the lines as stored: the screen reads one page at
 * a time, so the lines it never changed keep their clearance (cleared stays ticked).
 */
export async function finishReconcile(db: MoneyKitchenDb, finish: ReconcileFinish, now: Date): Promise<unknown> {
  const { ticks, ...rest } = finish;
  const found = await reconcileRows(db, finish.accountId, finish.statementDate);
  const clearedIds = (found?.rows ?? []).flatMap(({ record }) =>
    (ticks.get(record.id) ?? record.clearance === 'cleared') ? [record.id] : [],
  );
  return finishReconcileCommand(db, { ...rest, clearedIds }, now);
}

/** This device's last used account for the person (the database is the person's), if any. */
export function lastUsedAccountId(db: MoneyKitchenDb): string | undefined {
  return readLastAccountId(db.name);
}

/** Remembers the account just used on this device, so the next new transaction starts in it. */
export function rememberLastAccount(db: MoneyKitchenDb, accountId: string): void {
  rememberLastAccountId(db.name, accountId);
}

/** The currencies just saved in, which the currency pickers of this device then offer first. */
export function rememberCurrencies(db: MoneyKitchenDb, ...codes: string[]): void {
  rememberRecentCurrencies(db.name, ...codes);
}

export { defaultAccountId } from '../../db/lastAccount';

export type { ImportedStatement } from '../../db/queries/importBatches';
export { importedStatement as loadImportedStatement } from '../../db/queries/importBatches';

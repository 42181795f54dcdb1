/**
 * The one place the accounts screens reach the device's account queries and commands (issue 44,
 * ACCOUNTS.md "Device (Dexie) plan"), in the shapes the screens draw. The screens import only from
 * here, so the queries' own shapes meet the screens in this file alone.
 */
import { closeAccount, reopenAccount } from '../../db/commands/accounts';
import { finishReconcile as finishReconcileCommand } from '../../db/commands/reconcile';
import type { MoneyKitchenDb } from '../../db/database';
import { readLastAccountId, rememberLastAccountId } from '../../db/lastAccount';
import { accountPage, type LedgerRow } from '../../db/queries/accountPage';
import { reconcileRows } from '../../db/queries/reconcile';
import type { Clearance } from '../../domain/accountTypes';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { AccountRecord, TransactionRecord } from '../../domain/records';
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
  /** The transactions ticked as cleared. */
  ids: readonly string[];
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
export { addAccount, editAccount, deleteAccount } from '../../db/commands/accounts';

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

/** What a reconciliation starts from on a statement date. */
export interface ReconcileStart {
  /** The opening balance (if dated by then), the lines reconciled before and the transfers, up to the date. */
  reconciledCents: Cents;
  /** The lines up to the date not reconciled yet, cleared or not; oldest first. */
  lines: readonly AccountLine[];
}

export async function loadReconcileLines(
  db: MoneyKitchenDb,
  accountId: string,
  statementDate: IsoDate,
): Promise<ReconcileStart> {
  const found = await reconcileRows(db, accountId, statementDate);
  if (!found) throw new AccountGone();
  return {
    reconciledCents: found.start,
    lines: found.rows.map(({ record, effect, runningCents }) =>
      lineOf(record as TransactionRecord, effect, runningCents),
    ),
  };
}

/** Closes an account, or opens a closed one again. */
export function setAccountClosed(db: MoneyKitchenDb, account: AccountRecord, closed: boolean): Promise<unknown> {
  return closed ? closeAccount(db, account.id) : reopenAccount(db, account.id);
}

export function finishReconcile(db: MoneyKitchenDb, finish: ReconcileFinish, now: Date): Promise<unknown> {
  const { ids, ...rest } = finish;
  return finishReconcileCommand(db, { ...rest, clearedIds: ids }, now);
}

/** This device's last used account for the person (the database is the person's), if any. */
export function lastUsedAccountId(db: MoneyKitchenDb): string | undefined {
  return readLastAccountId(db.name);
}

/** Remembers the account just used on this device, so the next new transaction starts in it. */
export function rememberLastAccount(db: MoneyKitchenDb, accountId: string): void {
  rememberLastAccountId(db.name, accountId);
}

export { defaultAccountId } from '../../db/lastAccount';

export type { ImportedStatement } from '../../db/queries/importBatches';
export { importedStatement as loadImportedStatement } from '../../db/queries/importBatches';

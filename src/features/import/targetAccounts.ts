import { addAccount } from '../../db/commands/accounts';
import type { MoneyKitchenDb } from '../../db/database';
import { importAccountDefault, readImportAccountId, rememberImportAccountId } from '../../db/lastAccount';
import { implicitCurrencyAccount } from '../../db/queries/accounts';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import { currencyAccountId } from '../../domain/ledgerAccounts';
import type { TransactionRecord } from '../../domain/records';
import { pickerAccounts } from '../accounts/accountChoices';
import { lastUsedAccountId, loadAccounts, rememberLastAccount, type AccountSummary } from '../accounts/ledgerSource';
import type { ImportAccount } from './importRecords';
import { intoAccount, newAccountInput, type ImportTarget } from './importTarget';
import type { FileSource } from './parse/fileSource';

/**
 * The accounts an import may go into: the open ones; for a person who holds none yet, the account of
 * the file's currency, where imports went before accounts (its record is made on first use).
 */
export async function accountsToImportInto(db: MoneyKitchenDb, currency: CurrencyCode): Promise<AccountSummary[]> {
  const open = pickerAccounts(await loadAccounts(db));
  if (open.length > 0) return open;
  const account = implicitCurrencyAccount(currencyAccountId(currency), currency);
  return [{ account, implicit: true, balance: 0, cleared: 0, liability: false, transactions: 0 } as AccountSummary];
}

export const importAccountOfSummary = ({ account }: AccountSummary): ImportAccount => ({
  id: account.id,
  name: account.name,
  currency: account.currency,
});

/** The account this file's signature went into last on this device, else the last used one, else the first. */
export function defaultImportTarget(
  db: MoneyKitchenDb,
  source: FileSource,
  choices: readonly AccountSummary[],
): ImportTarget {
  const remembered = source.signature ? readImportAccountId(db.name, source.signature) : undefined;
  const id = importAccountDefault(remembered, lastUsedAccountId(db), choices);
  const summary = choices.find(({ account }) => account.id === id);
  return summary ? { kind: 'account', account: importAccountOfSummary(summary) } : { kind: 'new', name: source.name };
}

/** Makes the account the file describes (one command, offline) and puts the records in it. */
export async function addAccountFromFile(
  db: MoneyKitchenDb,
  source: FileSource,
  name: string,
  currency: CurrencyCode,
  records: readonly TransactionRecord[],
  today: IsoDate,
  now: Date,
): Promise<{ accountId: string; records: TransactionRecord[] }> {
  const account = await addAccount(db, newAccountInput(source, name, currency, records, today), now);
  return { accountId: account.id, records: intoAccount(records, account.id) };
}

/** The next file of this signature, and the next transaction added by hand, start in this account. */
export function rememberImportTarget(db: MoneyKitchenDb, source: FileSource, accountId: string): void {
  rememberLastAccount(db, accountId);
  if (source.signature) rememberImportAccountId(db.name, source.signature, accountId);
}

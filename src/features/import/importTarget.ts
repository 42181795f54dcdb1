import type { AccountInput } from '../../db/commands/accounts';
import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import type { TransactionRecord } from '../../domain/records';
import type { ImportAccount } from './importRecords';
import type { FileSource } from './parse/fileSource';
import type { ImportRow } from './parse/importRows';

/** Where an import goes (issue 44, item 7): an account the person holds, or a new one made from the file. */
export type ImportTarget = { kind: 'account'; account: ImportAccount } | { kind: 'new'; name: string };

/** The id the rows carry in the preview while their new account does not exist yet; replaced on import. */
export const newAccountPlaceholder = 'new-account-from-file';

/** A new account's currency: the statement's (OFX CURDEF), else what the rows were given (the mapped one), else the default. */
export function newAccountCurrency(
  source: FileSource,
  rows: readonly ImportRow[],
  fallback: CurrencyCode,
): CurrencyCode {
  return source.currency ?? rows.find((row) => row.currencyAssumed)?.currency ?? rows[0]?.currency ?? fallback;
}

/** The account the preview places the rows in. */
export function importAccountOf(target: ImportTarget, currency: CurrencyCode): ImportAccount {
  return target.kind === 'account' ? target.account : { id: newAccountPlaceholder, name: target.name, currency };
}

/** The new account made from the file: what the file says, opening at zero on the first row's date. */
export function newAccountInput(
  source: FileSource,
  name: string,
  currency: CurrencyCode,
  records: readonly Pick<TransactionRecord, 'date'>[],
  today: IsoDate,
): AccountInput {
  const first = records.reduce<IsoDate>((earliest, record) => (record.date < earliest ? record.date : earliest), today);
  return {
    name: name.trim() || source.name,
    account_type: source.accountType,
    currency,
    opening_cents: 0,
    opening_date: first,
    note: '',
    last_four: source.lastFour,
  };
}

/** The records with the new account's id where the preview had the placeholder. */
export function intoAccount(records: readonly TransactionRecord[], accountId: string): TransactionRecord[] {
  return records.map((record) =>
    record.account_id === newAccountPlaceholder ? { ...record, account_id: accountId } : record,
  );
}

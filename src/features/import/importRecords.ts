import type { CurrencyCode } from '../../domain/currencies';
import { importRowId } from '../../domain/importIds';
import { currencyOfCurrencyAccount } from '../../domain/ledgerAccounts';
import type { TransactionRecord } from '../../domain/records';
import type { ImportRow, RowProblem } from './parse/importRows';

/** The account a file goes into (issue 44, item 7). */
export interface ImportAccount {
  id: string;
  name: string;
  currency: CurrencyCode;
}

export const importAccountTexts = {
  otherCurrency: (account: ImportAccount) =>
    `is not ${account.currency}, the account's currency: import this file into an account of that currency`,
} as const;

/**
 * The records a file's rows become in `account`: ids from the file and the line, so a second import
 * finds them. A row of this app's own export that names one of the `named` accounts (by its name, the
 * first in the list order when two share it) goes into that account instead (`intoNamed` counts them). A row takes its
 * account's currency when the file does not say one (on an account of the person's own: the account
 * of a currency takes the currency they gave the file). A row in another currency follows the add
 * form's rule (TransactionFormModal): on the account of a currency it goes to the account of its own
 * currency, as before accounts; an account of the person's own needs the amount in its currency, which
 * only an OFX rate gives, so without one the row is left out and says why.
 */
export function recordsOf(
  batch: string,
  rows: readonly ImportRow[],
  account: ImportAccount,
  now: Date,
  named: readonly ImportAccount[] = [],
): { records: TransactionRecord[]; problems: RowProblem[]; intoNamed: number } {
  const createdAt = now.toISOString();
  const byName = new Map<string, ImportAccount>();
  for (const candidate of named) if (!byName.has(candidate.name)) byName.set(candidate.name, candidate);
  const records: TransactionRecord[] = [];
  const problems: RowProblem[] = [];
  let intoNamed = 0;
  for (const { line, currencyAssumed, accountAmount, accountName, ...row } of rows) {
    const into = (accountName !== undefined && byName.get(accountName)) || account;
    if (into.id !== account.id) intoNamed += 1;
    const ofCurrency = currencyOfCurrencyAccount(into.id) !== undefined;
    // On the account of a currency, the currency the person gave the file (the mapping step, QIF's
    // field) is as good as one the file states.
    const inAccount = row.currency === into.currency || (currencyAssumed && !ofCurrency);
    const converted = !inAccount && !ofCurrency && accountAmount?.currency === into.currency;
    if (converted) {
      records.push({ ...recordOf(row, line), account_id: into.id, account_cents: accountAmount.cents });
      continue;
    }
    if (!inAccount && !ofCurrency) {
      problems.push({
        line,
        column: 'Currency',
        value: row.currency,
        reason: importAccountTexts.otherCurrency(into),
      });
      continue;
    }
    records.push({
      ...recordOf(row, line),
      ...(inAccount ? { currency: into.currency } : {}),
      // The account of a currency is named by naming none (src/domain/ledgerAccounts.ts).
      ...(inAccount && !ofCurrency ? { account_id: into.id } : {}),
    });
  }
  return { records, problems, intoNamed };

  function recordOf(
    row: Omit<ImportRow, 'line' | 'currencyAssumed' | 'accountAmount' | 'accountName'>,
    line: number,
  ): TransactionRecord {
    return { ...row, id: importRowId(batch, line), created_at: createdAt, scheduled_id: null, wish_id: null };
  }
}

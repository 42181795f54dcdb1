import { checkAmountText } from '../../domain/amountInput';
import type { Cents } from '../../domain/money';
import type { NumberMarks } from '../../domain/numberMarks';
import type { TransactionRecord } from '../../domain/records';
import { personNumberMarks } from '../../ui/personLocale';
import { accountTexts } from './accountTexts';

/** The account a form names and what it says about the amount in the account's currency. */
export interface AccountedEntry {
  /** '' when the person holds no account yet: the transaction goes to its currency's account. */
  accountId: string;
  accountCurrency: string | undefined;
  currency: string;
  /** As typed; only asked for when the currencies differ. */
  accountAmount: string;
  /** The amount at the day's rate, used when the field is left empty. */
  suggestion: Cents | undefined;
}

/** Both keys always: an edit that leaves out `account_cents` would keep the one stored before. */
type AccountFields = Pick<TransactionRecord, 'account_id' | 'account_cents'>;

/**
 * Issue 44 item 2: the account fields of a transaction. Paid in the account's currency, there is no
 * second amount (the rule in ACCOUNTS.md: account_cents only when the currencies differ); paid in
 * another, the amount in the account's currency is required, entered or from the day's rate.
 */
export function checkAccountedEntry(
  entry: AccountedEntry,
  marks: NumberMarks = personNumberMarks(),
): { fields: AccountFields; error?: undefined } | { error: string; fields?: undefined } {
  const { accountId, accountCurrency, currency } = entry;
  if (!accountId || accountCurrency === undefined)
    return { fields: { account_id: undefined, account_cents: undefined } };
  if (accountCurrency === currency) return { fields: { account_id: accountId, account_cents: undefined } };
  const text = entry.accountAmount.trim();
  if (!text) {
    return entry.suggestion === undefined
      ? { error: accountTexts.amountInAccountRequired(accountCurrency) }
      : { fields: { account_id: accountId, account_cents: entry.suggestion } };
  }
  const checked = checkAmountText(text, { label: accountTexts.amountInAccount(accountCurrency), minCents: 0, marks });
  if ('error' in checked) return { error: checked.error };
  return { fields: { account_id: accountId, account_cents: checked.cents } };
}

/** Whether the form asks for the amount in the account's currency. */
export const asksAccountAmount = (accountCurrency: string | undefined, currency: string) =>
  accountCurrency !== undefined && accountCurrency !== currency;

import type { CurrencyCode } from './currencies';
import type { Cents } from './money';
import type { TransactionRecord, TransferRecord } from './records';

/**
 * The accounts a person holds money in (issue 44): a current account, a card, a loan. Named
 * "ledger accounts" in code so they are never mistaken for the sign-in account (accounts.ts).
 *
 * Every transaction belongs to one account. One written before accounts existed (or through the
 * spec's REST API without one) belongs to the person's account of its currency, whose id is
 * `currencyAccountId(currency)`: both sides derive it, so the upgrade rewrites no transaction and every
 * balance stays what it was, to the cent (docs/sync-protocol.md, "Accounts").
 */

const currencyAccountPrefix = 'currency-account-';

/** The id of a person's account of one currency: the account of every transaction that names none. */
export function currencyAccountId(currency: CurrencyCode | string): string {
  return `${currencyAccountPrefix}${currency}`;
}

/** The currency whose account this is, for an id made by `currencyAccountId`; otherwise undefined. */
export function currencyOfCurrencyAccount(accountId: string): string | undefined {
  return accountId.startsWith(currencyAccountPrefix) ? accountId.slice(currencyAccountPrefix.length) : undefined;
}

/** The name an account of one currency starts with, until the person renames it. */
export function currencyAccountName(currency: CurrencyCode | string): string {
  return `${currency} account`;
}

type AccountedTransaction = Pick<
  TransactionRecord,
  'amount_cents' | 'currency' | 'trans_status' | 'account_id' | 'account_cents'
>;

/** The account a transaction belongs to. */
export function accountIdOf(transaction: Pick<TransactionRecord, 'currency' | 'account_id'>): string {
  return transaction.account_id ?? currencyAccountId(transaction.currency);
}

/**
 * What a transaction does to its account's balance, in the account's currency: `account_cents` when it
 * was paid in another currency, else its amount; income adds, an expense takes away.
 */
export function accountEffect(transaction: AccountedTransaction): Cents {
  const cents = transaction.account_cents ?? transaction.amount_cents;
  return (transaction.trans_status === 'deposit' ? cents : -cents) as Cents;
}

/** The accounts a transfer moves money out of and into. */
export function transferAccountIds(
  transfer: Pick<TransferRecord, 'out_account_id' | 'in_account_id'> & { out_currency: string; in_currency: string },
): { out: string; in: string } {
  return {
    out: transfer.out_account_id ?? currencyAccountId(transfer.out_currency),
    in: transfer.in_account_id ?? currencyAccountId(transfer.in_currency),
  };
}

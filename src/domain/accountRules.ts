import { isCurrencyCode, type CurrencyCode } from './currencies';
import {
  currencyAccountId,
  currencyAccountName,
  currencyOfCurrencyAccount,
  transferAccountIds,
} from './ledgerAccounts';
import type { Change } from './mutations';
import type { AccountRecord } from './records';

/**
 * The rules a record naming an account keeps (issue 44; docs/sync-protocol.md, "Accounts"), on what
 * the stored accounts are, so the server's write path and a restore's check in memory read the same.
 */

export const accountRuleTexts = {
  missing: 'The account this names does not exist or was deleted: choose another account.',
  accountCentsNeeded: (currency: string) =>
    `Give the amount in the account's currency (${currency}) too: the payment is in another currency.`,
  accountCentsUnneeded: (currency: string) =>
    `Leave out the amount in the account's currency: the payment is already in ${currency}.`,
  otherCurrency: (what: string, account: string, currency: string) =>
    `${what} holds ${account}, not ${currency}: choose an account in ${currency}.`,
  currencyAccountCurrency: (currency: string) => `The ${currency} account holds ${currency}: choose another currency.`,
  currencyInUse: 'The currency of an account cannot change while it holds anything: move or delete those first.',
  inUse: (uses: string) => `This account still holds ${uses}: move or delete them first, or close the account.`,
} as const;

/** The accounts a put names, by id or, naming none, by its currency (ledgerAccounts.ts); a delete names none. */
export function namedAccountIds(change: Change): string[] {
  if (change.op !== 'put') return [];
  switch (change.kind) {
    case 'transaction':
    case 'scheduled':
    case 'wish':
      return [change.record.account_id ?? currencyAccountId(change.record.currency)];
    case 'transfer': {
      const { out, in: arrived } = transferAccountIds(change.record);
      return [out, arrived];
    }
    default:
      return [];
  }
}

/** An account of `currency` as a currency's account starts: named after it, type current, opening 0. */
export function currencyAccountRecord(id: string, currency: CurrencyCode, sortOrder: number, now: Date): AccountRecord {
  return {
    id,
    name: currencyAccountName(currency),
    account_type: 'current',
    currency,
    opening_cents: 0,
    opening_date: now.toISOString().slice(0, 10) as AccountRecord['opening_date'],
    note: '',
    last_four: '',
    sort_order: sortOrder,
    closed: false,
    reconciled_date: null,
    reconciled_cents: null,
    created_at: now.toISOString(),
  };
}

/** The account of one currency, as it is made on first use (a write naming it before it exists). */
export function madeCurrencyAccount(id: string, sortOrder: number, now: Date): AccountRecord | undefined {
  const currency = currencyOfCurrencyAccount(id);
  return isCurrencyCode(currency) ? currencyAccountRecord(id, currency, sortOrder, now) : undefined;
}

/**
 * What is wrong with a put's accounts, `accountOf` answering each named account (a missing currency
 * account already made on first use). A transaction in another currency than its account's carries
 * the amount in the account's currency, and only then; a schedule and a wish, which carry no such
 * amount, are in their account's currency; each side of a transfer is in its account's currency.
 */
export function accountProblem(
  change: Change,
  accountOf: (id: string) => AccountRecord | undefined,
): string | undefined {
  if (change.op !== 'put') return undefined;
  if (change.kind === 'account') {
    const currency = currencyOfCurrencyAccount(change.id);
    return currency !== undefined && currency !== change.record.currency
      ? accountRuleTexts.currencyAccountCurrency(currency)
      : undefined;
  }
  const [first, second] = namedAccountIds(change).map(accountOf);
  if (change.kind === 'transfer') {
    if (!first || !second) return accountRuleTexts.missing;
    return (
      sideProblem('The account money leaves', first.currency, change.record.out_currency) ??
      sideProblem('The account money arrives in', second.currency, change.record.in_currency)
    );
  }
  if (change.kind !== 'transaction' && change.kind !== 'scheduled' && change.kind !== 'wish') return undefined;
  if (!first) return accountRuleTexts.missing;
  if (change.kind !== 'transaction') return sideProblem('The account', first.currency, change.record.currency);
  const foreign = first.currency !== change.record.currency;
  if (foreign && change.record.account_cents === undefined) return accountRuleTexts.accountCentsNeeded(first.currency);
  if (!foreign && change.record.account_cents !== undefined)
    return accountRuleTexts.accountCentsUnneeded(first.currency);
  return undefined;
}

function sideProblem(what: string, accountCurrency: CurrencyCode, currency: string): string | undefined {
  return accountCurrency === currency ? undefined : accountRuleTexts.otherCurrency(what, accountCurrency, currency);
}

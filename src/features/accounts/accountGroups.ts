import type { Cents } from '../../domain/money';
import type { AccountSummary } from './ledgerSource';

/** A group's total in one currency: accounts in different currencies are not added up here. */
export interface CurrencyTotal {
  currency: string;
  cents: Cents;
}

export interface AccountGroup {
  accounts: readonly AccountSummary[];
  totals: readonly CurrencyTotal[];
}

export interface GroupedAccounts {
  assets: AccountGroup;
  liabilities: AccountGroup;
  closed: readonly AccountSummary[];
}

/** The sum of each currency's balances, in the order the currencies first appear. */
export function totalsByCurrency(accounts: readonly AccountSummary[]): CurrencyTotal[] {
  const totals = new Map<string, number>();
  for (const { account, balance } of accounts)
    totals.set(account.currency, (totals.get(account.currency) ?? 0) + balance);
  return [...totals].map(([currency, cents]) => ({ currency, cents: cents as Cents }));
}

const byOrder = (a: AccountSummary, b: AccountSummary) =>
  a.account.sort_order - b.account.sort_order || a.account.name.localeCompare(b.account.name);

const group = (accounts: AccountSummary[]): AccountGroup => ({ accounts, totals: totalsByCurrency(accounts) });

/** Open accounts as assets and liabilities (issue 44 item 4), in their order; closed ones apart. */
export function groupAccounts(accounts: readonly AccountSummary[]): GroupedAccounts {
  const sorted = [...accounts].sort(byOrder);
  const open = sorted.filter((summary) => !summary.account.closed);
  return {
    assets: group(open.filter((summary) => !summary.liability)),
    liabilities: group(open.filter((summary) => summary.liability)),
    closed: sorted.filter((summary) => summary.account.closed),
  };
}

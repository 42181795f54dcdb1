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

/** Which way an account moves in its group's list: one place up (-1) or down (1). */
export type MoveBy = -1 | 1;

/**
 * The order of every account (ids, first to last) after moving one a place up or down among the
 * accounts of its own group (assets, liabilities or closed); undefined when it is already first or
 * last there. The implicit accounts of a currency have no record to write and keep their place.
 */
export function movedOrder(all: readonly AccountSummary[], id: string, by: MoveBy): string[] | undefined {
  const movable = [...all].sort(byOrder).filter((summary) => !summary.implicit);
  const moved = movable.find((summary) => summary.account.id === id);
  if (!moved) return undefined;
  const peers = movable.filter(
    (summary) => summary.account.closed === moved.account.closed && summary.liability === moved.liability,
  );
  const neighbour = peers[peers.indexOf(moved) + by];
  if (!neighbour) return undefined;
  const ids = movable.map((summary) => summary.account.id).filter((other) => other !== id);
  ids.splice(ids.indexOf(neighbour.account.id) + (by === 1 ? 1 : 0), 0, id);
  return ids;
}

import type { AccountType } from '../../domain/accountTypes';
import type { Cents } from '../../domain/money';
import { netWorth, type Balance, type NetWorth } from '../../domain/netWorth';
import { RateBook, type RateTable } from '../../domain/rates';
import type { MoneyKitchenDb } from '../database';
import { listAccounts } from './accounts';
import { favoriteCurrency } from './settings';

/** The balance per currency (deposits - withdrawals), from the derived table: never a scan of transactions. */
export async function balances(db: MoneyKitchenDb): Promise<Balance[]> {
  const rows = await db.balances.toArray();
  return rows.map((row) => ({ currency: row.currency, cents: row.cents as Cents }));
}

/** Every rate table, for conversions at a transaction's own date. */
export async function rateBook(db: MoneyKitchenDb): Promise<RateBook> {
  return new RateBook((await db.rates.toArray()) as RateTable[]);
}

/** Only the newest rate table: net worth converts at the latest rate, so the history need not load. */
export async function latestRateBook(db: MoneyKitchenDb): Promise<RateBook> {
  const latest = await db.rates.orderBy('date').last();
  return new RateBook(latest ? [latest as RateTable] : []);
}

/** One account's part of net worth (issue 44): its balance, and that converted to the favorite currency. */
export interface AccountWorth {
  id: string;
  name: string;
  account_type: AccountType;
  currency: string;
  balance: Cents;
  /** Undefined when the rate is missing. */
  converted: Cents | undefined;
  closed: boolean;
  liability: boolean;
}

export interface NetWorthByAccount extends NetWorth {
  /** Every account, open and closed, in list order. */
  accounts: AccountWorth[];
}

/**
 * Net worth in the favorite currency with its breakdowns: the sum of every account's balance (README,
 * "Accounts"), grouped by the accounts' currencies for the per-currency breakdown, which for data
 * without accounts is exactly the balance per currency it always was. The accounts are read as
 * listAccounts reads them, the latest rate and the favorite currency beside them in one transaction.
 */
export async function loadNetWorth(db: MoneyKitchenDb): Promise<NetWorthByAccount> {
  const [accounts, { book, favorite }] = await Promise.all([
    listAccounts(db),
    db.transaction('r', db.rates, db.settings, async () => {
      const [book, favorite] = await Promise.all([latestRateBook(db), favoriteCurrency(db)]);
      return { book, favorite };
    }),
  ]);
  const held = accounts.map(({ account, balance }) => ({ currency: account.currency, cents: balance }));
  return {
    ...netWorth(held, favorite, book),
    accounts: accounts.map(({ account, balance, liability }) => ({
      id: account.id,
      name: account.name,
      account_type: account.account_type,
      currency: account.currency,
      balance,
      converted: book.convert(balance, account.currency, favorite, 'latest'),
      closed: account.closed,
      liability,
    })),
  };
}

/** The currencies the person has transactions in (one balance row each), for the currency filter. */
export async function currenciesInUse(db: MoneyKitchenDb): Promise<string[]> {
  return (await db.balances.toCollection().primaryKeys()).sort();
}

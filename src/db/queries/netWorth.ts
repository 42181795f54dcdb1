import type { Cents } from '../../domain/money';
import { netWorth, type Balance, type NetWorth } from '../../domain/netWorth';
import { RateBook, type RateTable } from '../../domain/rates';
import type { MoneyKitchenDb } from '../database';
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

/** Net worth in the favorite currency with its breakdown, read in one transaction. */
export function loadNetWorth(db: MoneyKitchenDb): Promise<NetWorth> {
  return db.transaction('r', db.balances, db.rates, db.settings, async () => {
    const [held, book, favorite] = await Promise.all([balances(db), latestRateBook(db), favoriteCurrency(db)]);
    return netWorth(held, favorite, book);
  });
}

/** The currencies the person has transactions in (one balance row each), for the currency filter. */
export async function currenciesInUse(db: MoneyKitchenDb): Promise<string[]> {
  return (await db.balances.toCollection().primaryKeys()).sort();
}

import { sumCents, toCents, type Cents } from './money';
import type { RateBook } from './rates';

/** What a person holds in one currency: deposits - withdrawals, possibly negative. */
export interface Balance {
  currency: string;
  cents: Cents;
}

export interface NetWorth {
  /** Sum of the balances that could be converted, in `currency`. */
  total: Cents;
  /** The favorite currency. */
  currency: string;
  /** Currencies with no rate, excluded from `total` and shown as "rate missing"; sorted. */
  missing: string[];
  /** Every balance, zero ones included, sorted by currency code; `converted` is undefined when the rate is missing. */
  perCurrency: { currency: string; cents: Cents; converted: Cents | undefined }[];
}

/**
 * Net worth in `favorite`, every balance converted at the latest rate (server-behaviour.md, "Net
 * worth"). Two balances in the same currency are added together first.
 */
export function netWorth(balances: readonly Balance[], favorite: string, book: RateBook): NetWorth {
  const byCurrency = new Map<string, Cents>();
  for (const { currency, cents } of balances) {
    byCurrency.set(currency, toCents((byCurrency.get(currency) ?? 0) + cents));
  }
  const perCurrency = [...byCurrency]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, cents]) => ({ currency, cents, converted: book.convert(cents, currency, favorite, 'latest') }));
  const converted: Cents[] = [];
  const missing: string[] = [];
  for (const row of perCurrency) {
    if (row.converted === undefined) missing.push(row.currency);
    else converted.push(row.converted);
  }
  return { total: sumCents(converted), currency: favorite, missing, perCurrency };
}

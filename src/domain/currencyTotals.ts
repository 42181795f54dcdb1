import { centsToDecimalString, toCents, type Cents } from './money';

/**
 * The most a person may hold recorded in one currency: the sum of the amounts of their transactions
 * in it, deposits and withdrawals alike. 90 trillion units, just under 2^53 cents, so every figure
 * made from one currency's transactions (its balance, any day, month or category total) is an exact
 * JavaScript number and an exact SQLite integer. Single amounts stop at `maxCents`, a hundredth of it.
 */
export const maxCurrencyTotalCents = 9_000_000_000_000_000;

export const currencyTotalTooLargeText = (currency: string) =>
  `Your transactions in ${currency} would add up to more than ${centsToDecimalString(
    toCents(maxCurrencyTotalCents),
  )}, which is too large to keep exact. Check the amount.`;

/**
 * Whether a transaction of `amount` in a currency whose other transactions (this one's previous
 * version excluded) already add up to `othersTotal` would go over the limit.
 */
export function exceedsCurrencyTotal(othersTotal: number, amount: Cents): boolean {
  return othersTotal + amount > maxCurrencyTotalCents;
}

import type { RecordKind, RecordKinds } from './records';
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

/**
 * What a record adds to its person's totals per currency: a transaction its amount, a transfer each
 * side's amount in its own currency (money out and money in are both recorded there); other kinds
 * nothing. Server and restore check keep the totals with it.
 */
export function currencyAmountsOf(kind: RecordKind, record: RecordKinds[RecordKind] | undefined): CurrencyAmount[] {
  if (!record) return [];
  if (kind === 'transaction') {
    const transaction = record as RecordKinds['transaction'];
    return [{ currency: transaction.currency, cents: transaction.amount_cents }];
  }
  if (kind === 'transfer') {
    const transfer = record as RecordKinds['transfer'];
    return [
      { currency: transfer.out_currency, cents: transfer.out_cents },
      { currency: transfer.in_currency, cents: transfer.in_cents },
    ];
  }
  return [];
}

export interface CurrencyAmount {
  currency: string;
  cents: Cents;
}

/** The sum of `amounts` in `currency`. */
export function amountIn(amounts: readonly CurrencyAmount[], currency: string): number {
  return amounts.reduce((sum, amount) => (amount.currency === currency ? sum + amount.cents : sum), 0);
}

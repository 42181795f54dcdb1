import type { IsoDate } from './dates';
import { currencyAccountId } from './ledgerAccounts';
import type { Cents } from './money';
import type { Balance } from './netWorth';
import { usdRate, type RateBook } from './rates';
import type { TransactionRecord, TransferRecord } from './records';

/**
 * Money moved from one account or currency to another (issue 18, section 2; issue 44): one record
 * with both sides, so it is edited and deleted as a whole. It is neither income nor expense: it never
 * enters the day rows that reports, scores, budgets and the target read; it changes only the
 * balances (per currency and per account).
 */

/** The fields a person decides; the rest (id, creation time) the command fills in. */
export type TransferInput = Pick<
  TransferRecord,
  'out_cents' | 'out_currency' | 'in_cents' | 'in_currency' | 'date' | 'details' | 'out_account_id' | 'in_account_id'
>;

/** Both sides of a transfer, as the rules read them (typed form values as well as records). */
export interface TransferSides {
  out_cents: number;
  out_currency: string;
  in_cents: number;
  in_currency: string;
  /** Absent: the account of that side's currency. */
  out_account_id?: string | undefined;
  in_account_id?: string | undefined;
}

export const transferTexts = {
  sameCurrency:
    'Choose two different accounts or currencies: a transfer moves money from one account or currency to another.',
  sameCurrencyAmounts: 'Between two accounts of the same currency, the amount in must equal the amount out.',
  outNotPositive: 'The amount out must be more than 0.',
  inNotPositive: 'The amount in must be more than 0.',
} as const;

export type TransferProblem = { error: string; field: 'out' | 'in' | 'in_currency' };

/**
 * The rules beyond the record's shape: something moved on each side, and either two different
 * currencies or, in one currency, two different accounts with the same amount on both sides (a
 * transfer without account ids is between the accounts of its currencies, so it needs two currencies).
 */
export function transferProblem(transfer: TransferSides): TransferProblem | undefined {
  if (transfer.out_cents < 1) return { error: transferTexts.outNotPositive, field: 'out' };
  if (transfer.in_cents < 1) return { error: transferTexts.inNotPositive, field: 'in' };
  if (transfer.out_currency !== transfer.in_currency) return undefined;
  const out = transfer.out_account_id ?? currencyAccountId(transfer.out_currency);
  const arrives = transfer.in_account_id ?? currencyAccountId(transfer.in_currency);
  if (out === arrives) return { error: transferTexts.sameCurrency, field: 'in_currency' };
  if (transfer.in_cents !== transfer.out_cents) return { error: transferTexts.sameCurrencyAmounts, field: 'in' };
  return undefined;
}

/** What a transfer does to the balance per currency: the amount out leaves one, the amount in arrives in the other. */
export function transferBalanceEffect(transfer: TransferSides): Balance[] {
  return [
    { currency: transfer.out_currency, cents: -transfer.out_cents as Cents },
    { currency: transfer.in_currency, cents: transfer.in_cents as Cents },
  ];
}

/** Units of the currency in per unit of the currency out, as the person's amounts imply. */
export function impliedRate(transfer: Pick<TransferSides, 'out_cents' | 'in_cents'>): number | undefined {
  return transfer.out_cents > 0 && transfer.in_cents > 0 ? transfer.in_cents / transfer.out_cents : undefined;
}

/** The market's units of `to` per unit of `from` on `date` (the nearest table), or undefined without a rate. */
export function dayRate(book: RateBook, from: string, to: string, date: IsoDate): number | undefined {
  if (from === to) return 1;
  const table = book.tableFor(date);
  if (!table) return undefined;
  const fromRate = usdRate(table, from);
  const toRate = usdRate(table, to);
  return fromRate === undefined || toRate === undefined ? undefined : toRate / fromRate;
}

/** How the implied rate compares with the day's rate. */
export interface RateComparison {
  implied: number;
  day: number;
  /** Percent the implied rate is above (positive) or below (negative) the day's rate. */
  percent: number;
}

export function compareWithDayRate(
  transfer: TransferSides & { date: IsoDate },
  book: RateBook,
): RateComparison | undefined {
  const implied = impliedRate(transfer);
  const day = dayRate(book, transfer.out_currency, transfer.in_currency, transfer.date);
  if (implied === undefined || day === undefined) return undefined;
  return { implied, day, percent: (implied / day - 1) * 100 };
}

/** "2.1% below the day's rate"; within half a tenth of a percent it is "at the day's rate". */
export function rateComparisonText(percent: number): string {
  const rounded = Math.round(Math.abs(percent) * 10) / 10;
  if (rounded === 0) return "at the day's rate";
  return `${rounded.toFixed(1)}% ${percent < 0 ? 'below' : 'above'} the day's rate`;
}

/**
 * How much the net worth in `favorite` moves, at the latest rates: what arrived less what left. Zero
 * when the person changed money at the market rate; undefined when a rate is missing.
 */
export function netWorthChange(transfer: TransferSides, favorite: string, book: RateBook): Cents | undefined {
  const out = book.convert(transfer.out_cents as Cents, transfer.out_currency, favorite, 'latest');
  const arrived = book.convert(transfer.in_cents as Cents, transfer.in_currency, favorite, 'latest');
  return out === undefined || arrived === undefined ? undefined : ((arrived - out) as Cents);
}

/** A row of the transactions list: a transaction, or a transfer shown as one row with both sides. */
export type ListRow = TransactionRecord | TransferRecord;

export function isTransfer(row: ListRow): row is TransferRecord {
  return 'out_cents' in row;
}

/** The description a row shows, whichever kind it is. */
export function rowDetails(row: ListRow): string {
  if (isTransfer(row)) return row.details;
  // The payee first, as the transactions list shows it (issue 45, item 2).
  return [row.payee, row.trans_details].filter(Boolean).join(' · ');
}

import type { CurrencyCode } from '../../domain/currencies';
import type { IsoDate } from '../../domain/dates';
import type { TransactionKind, TransactionRecord } from '../../domain/records';
import { searchTerms, transactionWords } from '../../domain/searchWords';
import { splitCategories } from '../../domain/splits';
import { allTagsOf } from '../../domain/partTags';
import type { DaySum } from '../database';
import { compareKeys } from './transferList';

/**
 * What the Transactions page asks for, and the rules a single record is held to: whether it matches,
 * where it sorts, and what the matches sum to. transactionSearch.ts decides how to read the records.
 */

export type SortColumn = 'date' | 'amount' | 'category';
export type SortDirection = 'asc' | 'desc';

/** Everything the Transactions page can narrow and order by (issue 17, section 1). */
export interface TransactionQuery {
  text?: string | undefined;
  /** Income, expense, or transfers alone (transferSearch.ts). */
  kind?: TransactionKind | 'transfer' | undefined;
  /** Any of these; '' is "no category". Empty or absent: every category. */
  categories?: readonly string[] | undefined;
  /** Any of these payees (issue 45). Empty or absent: every payee, and none. */
  payees?: readonly string[] | undefined;
  /** These tags (issue 45, item 3): any of them, or with `tagMode: 'all'` every one. Empty or absent: any tags, and none. */
  tags?: readonly string[] | undefined;
  tagMode?: 'any' | 'all' | undefined;
  currency?: CurrencyCode | undefined;
  /** Inclusive bounds on the amount in hundredths (amounts are never negative; the type says the sign). */
  minCents?: number | undefined;
  maxCents?: number | undefined;
  start?: IsoDate | undefined;
  end?: IsoDate | undefined;
  sort?: SortColumn | undefined;
  direction?: SortDirection | undefined;
}

/** The money of a result per currency: income minus spending. */
export interface CurrencySum {
  currency: CurrencyCode;
  cents: number;
}

/** Whether the query narrows by categories, or by an amount range (either end). */
export const hasCategories = (query: TransactionQuery) => (query.categories?.length ?? 0) > 0;
export const hasPayees = (query: TransactionQuery) => (query.payees?.length ?? 0) > 0;
export const hasTags = (query: TransactionQuery) => (query.tags?.length ?? 0) > 0;

/** Whether a record's tags pass the query's tag filter. */
function tagsMatch(query: TransactionQuery) {
  if (!hasTags(query)) return () => true;
  const wanted = query.tags!;
  return (record: TransactionRecord) => {
    // A part's tag counts as the transaction's here (issue 45): the filter finds it by either.
    const held = new Set(allTagsOf(record));
    return query.tagMode === 'all' ? wanted.every((tag) => held.has(tag)) : wanted.some((tag) => held.has(tag));
  };
}
export const hasAmountRange = (query: TransactionQuery) => query.minCents !== undefined || query.maxCents !== undefined;

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The asked-for column, then list order so equal values keep a stable place. */
export function comparatorFor(query: TransactionQuery) {
  const sign = query.direction === 'asc' ? -1 : 1;
  const byKey = (a: TransactionRecord, b: TransactionRecord) => compareKeys([a.date, a.id], [b.date, b.id]);
  switch (query.sort ?? 'date') {
    case 'date':
      return (a: TransactionRecord, b: TransactionRecord) => sign * byKey(a, b);
    case 'amount':
      return (a: TransactionRecord, b: TransactionRecord) => sign * (b.amount_cents - a.amount_cents) || byKey(a, b);
    case 'category':
      return (a: TransactionRecord, b: TransactionRecord) =>
        sign * collator.compare(b.category, a.category) || byKey(a, b);
  }
}

/** The record filter; `byWords` also checks the words, for a search the index cannot answer yet. */
export function matches(query: TransactionQuery, byWords = false) {
  const categories = query.categories && query.categories.length > 0 ? new Set(query.categories) : undefined;
  const payees = hasPayees(query) ? new Set(query.payees) : undefined;
  const hasTheTags = tagsMatch(query);
  // As the index read does (searchIndexReads.ts): a split by any part's category, but for an amount range.
  const bySplit = !hasAmountRange(query);
  const terms = byWords ? searchTerms(query.text ?? '') : [];
  const hasEveryTerm = (record: TransactionRecord) => {
    if (terms.length === 0) return true;
    const words = transactionWords(record);
    return terms.every((term) => words.some((word) => word.startsWith(term)));
  };
  return (record: TransactionRecord) =>
    (query.kind === undefined || record.trans_status === query.kind) &&
    (query.currency === undefined || record.currency === query.currency) &&
    (query.minCents === undefined || record.amount_cents >= query.minCents) &&
    (query.maxCents === undefined || record.amount_cents <= query.maxCents) &&
    (!categories ||
      categories.has(record.category) ||
      (bySplit && splitCategories(record).some((c) => categories.has(c)))) &&
    (!payees || (record.payee !== undefined && payees.has(record.payee))) &&
    hasTheTags(record) &&
    (!query.start || record.date >= query.start) &&
    (!query.end || record.date <= query.end) &&
    hasEveryTerm(record);
}

/** Income minus spending per currency, in currency order. */
export function netPerCurrency(
  amounts: Iterable<{ currency: string; kind: TransactionKind; cents: number }>,
): CurrencySum[] {
  const net = new Map<CurrencyCode, number>();
  for (const { currency, kind, cents } of amounts) {
    const code = currency as CurrencyCode;
    net.set(code, (net.get(code) ?? 0) + (kind === 'deposit' ? cents : -cents));
  }
  return [...net].map(([currency, cents]) => ({ currency, cents })).sort((a, b) => (a.currency < b.currency ? -1 : 1));
}

export const sumsOf = (records: readonly TransactionRecord[]): CurrencySum[] =>
  netPerCurrency(
    records.map((record) => ({ currency: record.currency, kind: record.trans_status, cents: record.amount_cents })),
  );

/** The net sum per currency of the day rows' sums, over the currencies that have transactions there. */
export const sumsOfDays = (sums: readonly DaySum[]): CurrencySum[] =>
  netPerCurrency(sums.filter((sum) => sum.count > 0));

import * as v from 'valibot';
import { currencySchema } from '../../domain/currencies';
import { isoDateSchema } from '../../domain/dates';
import { parseAmount } from '../../domain/money';
import type { TransactionQuery } from '../../db/queries/transactionSearch';
import type { DateFilter } from '../../db/queries/transactions';

/**
 * /show_trans?page=&start_date=&end_date=&q=&type=&category=&payee=&tag=&tag_mode=&currency=&min=&max=&sort=&dir=&per_page= :
 * the list's place, filters and order live in the URL, so a reload, a bookmark or Back shows the same
 * rows. The router parses values as JSON first (page=2 arrives as a number, category=["Food"] as a
 * list); anything unusable is dropped rather than failing the page.
 */
const dropInvalid = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

const optionalDate = dropInvalid(isoDateSchema);

const optionalPage = dropInvalid(
  v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number(), v.integer(), v.minValue(1)),
);

/** An amount bound in currency units as typed (12.5), kept in the URL as a number. */
const optionalAmount = dropInvalid(
  v.pipe(
    v.union([v.number(), v.string()]),
    v.transform((value): number => parseAmount(value) ?? -1),
    v.minValue(0),
    v.transform((cents) => cents / 100),
  ),
);

export const pageSizes = [10, 25, 50, 100] as const;

export const transactionsSearchSchema = v.object({
  page: optionalPage,
  start_date: optionalDate,
  end_date: optionalDate,
  q: dropInvalid(v.pipe(v.string(), v.maxLength(200))),
  type: dropInvalid(v.picklist(['deposit', 'withdraw', 'transfer'])),
  category: dropInvalid(v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(100))),
  payee: dropInvalid(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  // Issue 45, item 3: tags, with any of them (absent) or all of them.
  tag: dropInvalid(
    v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), v.minLength(1), v.maxLength(50)),
  ),
  tag_mode: dropInvalid(v.picklist(['all'])),
  currency: dropInvalid(currencySchema),
  min: optionalAmount,
  max: optionalAmount,
  sort: dropInvalid(v.picklist(['date', 'amount', 'category'])),
  dir: dropInvalid(v.picklist(['asc', 'desc'])),
  per_page: dropInvalid(v.picklist(pageSizes)),
});

export type TransactionsSearch = v.InferOutput<typeof transactionsSearchSchema>;

export function filterOf(search: TransactionsSearch): DateFilter {
  return { start: search.start_date, end: search.end_date };
}

const toCents = (units: number | undefined) => (units === undefined ? undefined : Math.round(units * 100));

export function queryOf(search: TransactionsSearch): TransactionQuery {
  return {
    text: search.q,
    kind: search.type,
    categories: search.category,
    payees: search.payee === undefined ? undefined : [search.payee],
    tags: search.tag,
    tagMode: search.tag_mode,
    currency: search.currency,
    minCents: toCents(search.min),
    maxCents: toCents(search.max),
    start: search.start_date,
    end: search.end_date,
    sort: search.sort,
    direction: search.dir,
  };
}

/** Filters beyond From and To: with none, the list keeps the date filter's own wording. */
export function hasNonDateFilter(search: TransactionsSearch): boolean {
  return (
    Boolean(search.q?.trim()) ||
    search.type !== undefined ||
    (search.category?.length ?? 0) > 0 ||
    search.payee !== undefined ||
    search.tag !== undefined ||
    search.currency !== undefined ||
    search.min !== undefined ||
    search.max !== undefined
  );
}

/** The URL with every filter removed, keeping the order and page size chosen. */
export function withoutFilters(search: TransactionsSearch): TransactionsSearch {
  return { sort: search.sort, dir: search.dir, per_page: search.per_page };
}

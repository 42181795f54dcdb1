import * as v from 'valibot';
import { isoDateSchema } from '../../domain/dates';
import type { DateFilter } from '../../db/queries/transactions';

/**
 * /show_trans?page=&start_date=&end_date= : the list's place and filter live in the URL, so a reload
 * or Back shows the same rows. The router parses values as JSON first (page=2 arrives as a number);
 * anything unusable is dropped rather than failing the page.
 */
const optionalDate = v.fallback(v.optional(isoDateSchema), undefined);

const optionalPage = v.fallback(
  v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.number(), v.integer(), v.minValue(1))),
  undefined,
);

export const transactionsSearchSchema = v.object({
  page: optionalPage,
  start_date: optionalDate,
  end_date: optionalDate,
});

export type TransactionsSearch = v.InferOutput<typeof transactionsSearchSchema>;

export function filterOf(search: TransactionsSearch): DateFilter {
  return { start: search.start_date, end: search.end_date };
}

import type * as v from 'valibot';
import type { IsoDate } from '../../src/domain/dates';
import { effectiveRange, type dateRangeQuery } from './dateRangeQuery';
import type { DateRange } from './money.repository';
import { pageOf } from './wire';

/**
 * One page of a list read by dates (spec section 7's transactions list; transfers are read the same
 * way): no dates = this month. The answer echoes the dates asked for, else the month's bounds.
 */
export async function datedPage<R>(
  query: v.InferOutput<typeof dateRangeQuery>,
  today: IsoDate,
  perPage: number,
  count: (range: DateRange) => Promise<number>,
  read: (range: DateRange, limit: number, offset: number) => Promise<R[]>,
) {
  const range = effectiveRange(query.start_date, query.end_date, today);
  const page = pageOf(await count(range), query.page, perPage);
  return {
    rows: await read(range, perPage, page.offset),
    pagination: page.pagination,
    date_range: { start_date: query.start_date || range.start, end_date: query.end_date || range.end },
  };
}

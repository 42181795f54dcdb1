import * as v from 'valibot';
import { firstDayOfMonth, isoDateSchema, lastDayOfMonth, monthOf, type IsoDate } from '../../src/domain/dates';

const optionalDate = v.optional(
  v.union([v.literal(''), isoDateSchema], 'Dates must be real dates in the form yyyy-mm-dd'),
  '',
);

export const dateRangeQuery = v.pipe(
  v.object({
    start_date: optionalDate,
    end_date: optionalDate,
    page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'page must be a whole number'), v.transform(Number)), '1'),
  }),
  v.check(
    (q) => !q.start_date || !q.end_date || q.start_date <= q.end_date,
    'start_date must be on or before end_date',
  ),
);

/** The filter in force (server-behaviour.md): the dates given, the open side unbounded, none = this month. */
export function effectiveRange(start: string, end: string, today: IsoDate): { start: string; end: string } {
  if (!start && !end) return { start: firstDayOfMonth(monthOf(today)), end: lastDayOfMonth(monthOf(today)) };
  return { start: start || '0000-01-01', end: end || '9999-12-31' };
}

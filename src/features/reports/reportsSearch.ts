import * as v from 'valibot';
import { parseMonthKey, type MonthKey } from '../../domain/dates';
import type { ReportTab } from './reportTexts';

/**
 * /reports?tab=&year=&month= : the tab and the chosen year and month live in the URL, so a reload
 * or Back shows the same report. No tab means Current Monthly; no year means the current year, and
 * an empty year (`year=`) means the person cleared the choice. The router parses values as JSON first
 * (year=2026 arrives as a number); anything unusable is dropped rather than failing the page.
 */
const tab = v.fallback(v.optional(v.picklist(['monthly', 'yearly', 'historical'] satisfies ReportTab[])), undefined);

const year = v.fallback(
  v.optional(
    v.union([
      v.literal(''),
      v.pipe(
        v.union([v.number(), v.string()]),
        v.transform(Number),
        v.number(),
        v.integer(),
        v.minValue(1),
        v.maxValue(9999),
      ),
    ]),
  ),
  undefined,
);

const month = v.fallback(
  v.optional(v.custom<MonthKey>((value) => typeof value === 'string' && parseMonthKey(value) !== undefined)),
  undefined,
);

export const reportsSearchSchema = v.object({ tab, year, month });

export type ReportsSearch = v.InferOutput<typeof reportsSearchSchema>;

/** The year the Current Yearly tab shows: the one in the URL, else `thisYear`; undefined once cleared. */
export function selectedYearOf(search: ReportsSearch, thisYear: number): number | undefined {
  if (search.year === undefined) return thisYear;
  return search.year === '' ? undefined : search.year;
}

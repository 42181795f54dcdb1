import * as v from 'valibot';
import { parseMonthKey, type MonthKey } from '../../domain/dates';
import type { ReportsTab } from './reportTexts';

/**
 * /reports?tab=&year=&month=&trendYear=&category= : the tab and the chosen year and month live in the URL, so a reload
 * or Back shows the same report. No tab means Current Monthly; no year means the current year, and
 * an empty year (`year=`) means the person cleared the choice. The router parses values as JSON first
 * (year=2026 arrives as a number); anything unusable is dropped rather than failing the page. The
 * Trends tab shows the last 12 months without trendYear, and its first category without category.
 */
const tab = v.fallback(
  v.optional(v.picklist(['monthly', 'yearly', 'historical', 'trends'] satisfies ReportsTab[])),
  undefined,
);

const yearNumber = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform(Number),
  v.number(),
  v.integer(),
  v.minValue(1),
  v.maxValue(9999),
);

const year = v.fallback(v.optional(v.union([v.literal(''), yearNumber])), undefined);

const trendYear = v.fallback(v.optional(yearNumber), undefined);

/** A category name as the person picked it; the router may have parsed a numeric name as a number. */
const category = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(200))),
  undefined,
);

const month = v.fallback(
  v.optional(v.custom<MonthKey>((value) => typeof value === 'string' && parseMonthKey(value) !== undefined)),
  undefined,
);

export const reportsSearchSchema = v.object({ tab, year, month, trendYear, category });

export type ReportsSearch = v.InferOutput<typeof reportsSearchSchema>;

/** The year the Current Yearly tab shows: the one in the URL, else `thisYear`; undefined once cleared. */
export function selectedYearOf(search: ReportsSearch, thisYear: number): number | undefined {
  if (search.year === undefined) return thisYear;
  return search.year === '' ? undefined : search.year;
}

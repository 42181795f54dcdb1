import * as v from 'valibot';

/** A calendar date 'yyyy-mm-dd' with no time and no time zone. */
export type IsoDate = string & { readonly __brand: 'IsoDate' };

/** A calendar month; `month` runs 1-12. */
export type Month = { readonly year: number; readonly month: number };

/** A month as 'yyyy-mm'. */
export type MonthKey = string & { readonly __brand: 'MonthKey' };

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const monthKeyPattern = /^(\d{4})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  assertMonth({ year, month });
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isIsoDate(text: unknown): text is IsoDate {
  if (typeof text !== 'string') return false;
  const match = isoDatePattern.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function parseIsoDate(text: string): IsoDate | undefined {
  return isIsoDate(text) ? text : undefined;
}

export function isoDateFromParts(year: number, month: number, day: number): IsoDate {
  const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
  if (!isIsoDate(text)) {
    throw new RangeError(`Not a calendar date: ${year}-${month}-${day}`);
  }
  return text;
}

/** The calendar date at instant `now` in `timeZone` (the runtime's zone when omitted). */
export function todayIn(now: Date, timeZone?: string): IsoDate {
  // The two common cases skip Intl entirely (the server asks for UTC on every request). Both are
  // limited to years 1-9999, where they agree with the formatter; anything else, including an
  // invalid date (NaN fails every comparison), takes the formatter path and keeps its answers and errors.
  if (timeZone === 'UTC' && fastPathCovers(now.getUTCFullYear())) return now.toISOString().slice(0, 10) as IsoDate;
  // Local getters follow the runtime's zone even when it changes while running (process.env.TZ, a
  // device moving zones), which a cached formatter for the default zone would not.
  if (timeZone === undefined && fastPathCovers(now.getFullYear())) {
    return isoDateFromParts(now.getFullYear(), now.getMonth() + 1, now.getDate());
  }
  return todayByFormatter(now, timeZone);
}

/** Building an Intl.DateTimeFormat costs far more than using one: keep one per named zone. */
const formatterByZone = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  // The runtime's zone can change while running, so its formatter is never kept.
  if (timeZone === undefined) return newDateFormatter(undefined);
  let formatter = formatterByZone.get(timeZone);
  if (!formatter) {
    // Throws RangeError for an unknown zone, and then nothing is kept.
    formatter = newDateFormatter(timeZone);
    formatterByZone.set(timeZone, formatter);
  }
  return formatter;
}

function newDateFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
}

function todayByFormatter(now: Date, timeZone: string | undefined): IsoDate {
  const parts = formatterFor(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return isoDateFromParts(part('year'), part('month'), part('day'));
}

function fastPathCovers(year: number): boolean {
  return year >= 1 && year <= 9999;
}

export function monthOf(date: IsoDate): Month {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

export function monthKey(m: Month): MonthKey {
  assertMonth(m);
  return `${pad(m.year, 4)}-${pad(m.month, 2)}` as MonthKey;
}

export function parseMonthKey(text: string): Month | undefined {
  const match = monthKeyPattern.exec(text);
  if (!match) return undefined;
  const month = { year: Number(match[1]), month: Number(match[2]) };
  return month.month >= 1 && month.month <= 12 ? month : undefined;
}

export function addMonths(m: Month, n: number): Month {
  assertMonth(m);
  if (!Number.isInteger(n)) throw new RangeError(`Month offset must be an integer, got ${n}`);
  const index = monthIndex(m) + n;
  const year = Math.floor(index / 12);
  const result = { year, month: index - year * 12 + 1 };
  assertMonth(result);
  return result;
}

/** Negative when `a` is earlier, 0 when equal, positive when later: usable as a sort comparator. */
export function compareMonths(a: Month, b: Month): number {
  return Math.sign(monthIndex(a) - monthIndex(b));
}

/** Every month from `from` to `to`, both included; empty when `from` is after `to`. */
export function monthsBetween(from: Month, to: Month): Month[] {
  assertMonth(from);
  assertMonth(to);
  const count = monthIndex(to) - monthIndex(from) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addMonths(from, i));
}

export function firstDayOfMonth(m: Month): IsoDate {
  return isoDateFromParts(m.year, m.month, 1);
}

export function lastDayOfMonth(m: Month): IsoDate {
  return isoDateFromParts(m.year, m.month, daysInMonth(m.year, m.month));
}

/** Day `dayOfMonth` of the month, or its last day when the month is shorter (31 in February -> 28 or 29). */
export function dayInMonthClamped(m: Month, dayOfMonth: number): IsoDate {
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 31) {
    throw new RangeError(`Day of month must be 1-31, got ${dayOfMonth}`);
  }
  return isoDateFromParts(m.year, m.month, Math.min(dayOfMonth, daysInMonth(m.year, m.month)));
}

/**
 * One formatter per locale: building an Intl.DateTimeFormat costs far more than formatting with it,
 * and a dashboard card labels its months on every render.
 */
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** 'October 2025' in en-US; formatted in UTC so the runtime's zone cannot shift the month. */
export function monthLabel(m: Month, locale = 'en-US'): string {
  assertMonth(m);
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  date.setUTCFullYear(m.year, m.month - 1, 1);
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(date);
}

export const isoDateSchema = v.custom<IsoDate>(isIsoDate, 'Date must be a real date in the form yyyy-mm-dd');

function monthIndex(m: Month): number {
  return m.year * 12 + m.month - 1;
}

function assertMonth(m: Month): void {
  const { year, month } = m;
  if (!Number.isInteger(year) || year < 0 || year > 9999 || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

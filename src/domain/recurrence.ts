import {
  dayNumberFromParts,
  dayNumberOf,
  isoDateOfDayNumber,
  isWeekend,
  weekdayOfDayNumber,
  type DayNumber,
  type Weekday,
} from './calendarDays';
import { daysInMonth, type IsoDate } from './dates';
import type { RecurrenceRule, WeekendPolicy } from './recurrenceRule';

/**
 * Recurrence over calendar dates (issue 47 item 1). A small domain function rather than an RFC 5545
 * library: those compute on Date instants, where a rule built in one zone and expanded in another,
 * or across a daylight-saving change, lands an hour off and so on the day before or after; here a
 * date is a day number and nothing else, so every device and the server get the same dates.
 */

/** One occurrence: `nominal` is the rule's own date (and names it), `date` the day it happens on. */
export interface Occurrence {
  nominal: IsoDate;
  date: IsoDate;
}

/** A weekend move shifts a date by at most this many days, either way. */
const maxShift = 2;
const lastDay = dayNumberFromParts(9999, 12, 31);

/**
 * Every occurrence of `rule` that happens from `from` to `to` (both included), oldest first. A
 * generator, so a caller that stops early builds nothing beyond what it read; a rule that never
 * fires in the range still ends, at `to`.
 */
export function* occurrencesBetween(rule: RecurrenceRule, from: IsoDate, to: IsoDate): Generator<Occurrence> {
  // Every stored or sent rule passed recurrenceRuleSchema; a step of 0 would never end.
  if (!Number.isInteger(rule.interval) || rule.interval < 1) throw new RangeError(`Not an interval: ${rule.interval}`);
  const fromDay = dayNumberOf(from);
  const toDay = dayNumberOf(to);
  const untilDay = rule.until === undefined ? lastDay : dayNumberOf(rule.until);
  const policy = rule.weekend ?? 'keep';
  // A count is of the occurrences from the start, so the walk starts there; else it jumps ahead.
  const counted = rule.count !== undefined;
  let made = 0;
  for (const nominal of nominalDays(rule, counted ? Number.NEGATIVE_INFINITY : fromDay - maxShift)) {
    if (nominal > untilDay || nominal > toDay + maxShift) return;
    const day = onWeekend(nominal, policy);
    if (day === undefined) continue;
    made += 1;
    if (counted && made > (rule.count ?? 0)) return;
    if (day < fromDay) continue;
    // A weekend move never changes the order of two dates, so the first one past `to` ends the walk.
    if (day > toDay) return;
    yield { nominal: isoDateOfDayNumber(nominal), date: isoDateOfDayNumber(day) };
  }
}

/** The first `count` occurrences that happen on or after `from`, for a preview of the next dates. */
export function nextOccurrences(rule: RecurrenceRule, from: IsoDate, count: number): Occurrence[] {
  const found: Occurrence[] = [];
  if (count <= 0) return found;
  for (const occurrence of occurrencesBetween(rule, from, searchEnd(rule, from, count))) {
    found.push(occurrence);
    if (found.length >= count) break;
  }
  return found;
}

/**
 * How far to look for `count` occurrences from `from`: `count` periods of the rule and two more,
 * enough for any rule that fires at all (every period holds a working day, but for rules that
 * only fall on weekends and skip them), and finite for one that never does.
 */
export function searchEnd(rule: RecurrenceRule, from: IsoDate, count: number): IsoDate {
  const periodDays = { daily: 1, weekly: 7, monthly: 31, yearly: 366 }[rule.freq] * rule.interval;
  return isoDateOfDayNumber(Math.min(lastDay, dayNumberOf(from) + (count + 2) * periodDays + maxShift));
}

function onWeekend(day: DayNumber, policy: WeekendPolicy): DayNumber | undefined {
  if (policy === 'keep' || !isWeekend(day)) return day;
  if (policy === 'skip') return undefined;
  const saturday = weekdayOfDayNumber(day) === 6;
  if (policy === 'before') return day - (saturday ? 1 : 2);
  return day + (saturday ? 2 : 1);
}

/** The rule's own dates on or after both its start and `fromDay`, in order, to the year 9999. */
function* nominalDays(rule: RecurrenceRule, fromDay: number): Generator<DayNumber> {
  const startDay = dayNumberOf(rule.start);
  const lower = Math.max(startDay, fromDay);
  for (const day of periodDays(rule, startDay, lower)) {
    if (day > lastDay) return;
    if (day >= lower) yield day;
  }
}

/** Candidate dates period by period from the one holding `lower`; some may still lie before it. */
function periodDays(rule: RecurrenceRule, startDay: DayNumber, lower: DayNumber): Generator<DayNumber> {
  switch (rule.freq) {
    case 'daily':
      return dailyDays(rule.interval, startDay, lower);
    case 'weekly':
      return weeklyDays(rule, startDay, lower);
    case 'monthly':
    case 'yearly':
      return monthlyDays(rule, lower);
  }
}

/** Whole periods of `span` from `first` that lie wholly before `lower`: the walk skips them. */
function periodsBefore(first: number, lower: number, span: number): number {
  return Math.max(0, Math.floor((lower - first) / span)) * span;
}

function* dailyDays(n: number, startDay: DayNumber, lower: DayNumber): Generator<DayNumber> {
  for (let day = startDay + periodsBefore(startDay, lower, n); ; day += n) yield day;
}

function* weeklyDays(rule: RecurrenceRule, startDay: DayNumber, lower: DayNumber): Generator<DayNumber> {
  const monday = startDay - (weekdayOfDayNumber(startDay) - 1);
  const weekdays = [...new Set(rule.weekdays ?? [weekdayOfDayNumber(startDay)])].sort((a, b) => a - b);
  const span = 7 * rule.interval;
  for (let week = monday + periodsBefore(monday, lower, span); ; week += span) {
    for (const weekday of weekdays) yield week + weekday - 1;
  }
}

/** A yearly rule is a monthly one every 12 x interval months on the day of its start. */
function* monthlyDays(rule: RecurrenceRule, lower: DayNumber): Generator<DayNumber> {
  const span = rule.freq === 'yearly' ? 12 * rule.interval : rule.interval;
  const startDate = Number(rule.start.slice(8, 10));
  const first = monthIndexOf(rule.start);
  const lowerDate = isoDateOfDayNumber(lower);
  for (let index = first + periodsBefore(first, monthIndexOf(lowerDate), span); index < 10000 * 12; index += span) {
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    yield rule.freq === 'yearly'
      ? dayNumberFromParts(year, month, Math.min(startDate, daysInMonth(year, month)))
      : dayInMonth(rule, year, month, startDate);
  }
}

function monthIndexOf(date: IsoDate): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

function dayInMonth(rule: RecurrenceRule, year: number, month: number, startDate: number): DayNumber {
  const length = daysInMonth(year, month);
  const last = dayNumberFromParts(year, month, length);
  switch (rule.month_on ?? 'day') {
    case 'day':
      return dayNumberFromParts(year, month, Math.min(rule.day ?? startDate, length));
    case 'last_day':
      return last;
    case 'last_working_day':
      return last - Math.max(0, weekdayOfDayNumber(last) - 5);
    case 'nth_weekday':
      return nthWeekday(year, month, rule.nth ?? 1, rule.weekday ?? 1, last);
  }
}

function nthWeekday(year: number, month: number, nth: number, weekday: Weekday, last: DayNumber): DayNumber {
  if (nth === -1) return last - ((weekdayOfDayNumber(last) - weekday + 7) % 7);
  const first = dayNumberFromParts(year, month, 1);
  return first + ((weekday - weekdayOfDayNumber(first) + 7) % 7) + (nth - 1) * 7;
}

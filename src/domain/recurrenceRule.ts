import type { IsoDate } from './dates';
import type { Weekday } from './calendarDays';

/** How often a schedule repeats (issue 47 item 1), as Firefly III and RFC 5545's FREQ name them. */
export const recurrenceFrequencies = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];

/**
 * Which day of each month a monthly rule picks: day N (clamped to the month's length, as the spec's
 * day-of-month schedules are, server-behaviour.md "Scheduled transactions"), the last day, the nth
 * (or last) given weekday, or the last Monday-to-Friday day.
 */
export const monthPositions = ['day', 'last_day', 'nth_weekday', 'last_working_day'] as const;
export type MonthPosition = (typeof monthPositions)[number];

/** 1-4: the first to fourth such weekday of the month; -1: its last one. */
export const weekdayOrdinals = [1, 2, 3, 4, -1] as const;
export type WeekdayOrdinal = (typeof weekdayOrdinals)[number];

/**
 * What happens to an occurrence that falls on a Saturday or Sunday: it stays, moves to the Friday
 * before, moves to the Monday after, or does not happen. Weekends only: the app knows no holidays.
 */
export const weekendPolicies = ['keep', 'before', 'after', 'skip'] as const;
export type WeekendPolicy = (typeof weekendPolicies)[number];

/**
 * A schedule's recurrence, as stored (JSON text in the record's `rule`) and sent over REST.
 * - daily: every `interval` days from `start`.
 * - weekly: every `interval` weeks (Monday to Sunday, counted from the week of `start`) on each of
 *   `weekdays` (default: the weekday of `start`), never before `start`.
 * - monthly: every `interval` months from the month of `start`, on `month_on` (default `day`; its
 *   `day` defaults to the day of `start`).
 * - yearly: every `interval` years on the month and day of `start` (29 February: the 28th in other years).
 * It ends never, after `until` (an occurrence's own date, before any weekend move) or after `count`
 * occurrences that happen (a skipped weekend one is not counted).
 */
export interface RecurrenceRule {
  freq: RecurrenceFrequency;
  interval: number;
  start: IsoDate;
  weekdays?: Weekday[];
  month_on?: MonthPosition;
  day?: number;
  nth?: WeekdayOrdinal;
  weekday?: Weekday;
  until?: IsoDate;
  count?: number;
  weekend?: WeekendPolicy;
}

/** The bounds a rule is held to, both sides (src/domain/recurrenceSchema.ts). */
export const maxRecurrenceInterval = 999;
export const maxRecurrenceCount = 1000;

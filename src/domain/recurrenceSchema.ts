import * as v from 'valibot';
import { jsonTextField } from './jsonTextField';
import type { Weekday } from './calendarDays';
import { isIsoDate, type IsoDate } from './dates';
import { nextOccurrences } from './recurrence';
import {
  maxRecurrenceCount,
  maxRecurrenceInterval,
  monthPositions,
  recurrenceFrequencies,
  weekdayOrdinals,
  weekendPolicies,
  type RecurrenceRule,
} from './recurrenceRule';

/** What a person reads about a rule that cannot be kept, on the device and in a 400 (issue 47 item 1). */
export const recurrenceTexts = {
  notRule: 'The repeat rule must be an object with freq, interval and start.',
  notText: 'The repeat rule must be text holding a rule.',
  freq: 'Repeat must be daily, weekly, monthly or yearly.',
  interval: `Repeat every must be a whole number from 1 to ${maxRecurrenceInterval}.`,
  start: 'The start must be a real date in the form yyyy-mm-dd.',
  until: 'The end date must be a real date in the form yyyy-mm-dd.',
  untilBeforeStart: 'The end date must not be before the start.',
  count: `The number of times must be a whole number from 1 to ${maxRecurrenceCount}.`,
  endTwice: 'Choose an end date or a number of times, not both.',
  weekdays: 'Weekdays must be a list of numbers from 1 (Monday) to 7 (Sunday), at least one.',
  weekday: 'The weekday must be a number from 1 (Monday) to 7 (Sunday).',
  weekdaysOnlyWeekly: 'Weekdays can be chosen only for a weekly rule.',
  monthOn: 'Monthly must be on a day, the last day, a weekday or the last working day.',
  monthOnlyMonthly: 'The day in the month can be chosen only for a monthly rule.',
  day: 'The day of the month must be 1 to 31.',
  dayOnlyOnDay: 'A day of the month is chosen only for a rule on a day of the month.',
  nth: 'Which weekday must be the first, second, third, fourth or last.',
  nthNeedsWeekday: 'A rule on a weekday of the month needs which one and the weekday.',
  nthOnlyOnWeekday: 'Which weekday is chosen only for a rule on a weekday of the month.',
  weekend: 'On a weekend must be keep, before, after or skip.',
  neverFires: 'This rule has no date on which it happens.',
  notCanonical: 'The stored repeat rule must list its fields as ruleText writes them.',
} as const;

const whole = (min: number, max: number, message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
const calendarDate = (message: string) => v.custom<IsoDate>(isIsoDate, message);
const weekday = v.pipe(
  whole(1, 7, recurrenceTexts.weekday),
  v.transform((n) => n as Weekday),
);

const ruleFields = v.strictObject(
  {
    freq: v.picklist(recurrenceFrequencies, recurrenceTexts.freq),
    interval: whole(1, maxRecurrenceInterval, recurrenceTexts.interval),
    start: calendarDate(recurrenceTexts.start),
    weekdays: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            whole(1, 7, recurrenceTexts.weekdays),
            v.transform((n) => n as Weekday),
          ),
          recurrenceTexts.weekdays,
        ),
        v.minLength(1, recurrenceTexts.weekdays),
        v.maxLength(7, recurrenceTexts.weekdays),
      ),
    ),
    month_on: v.optional(v.picklist(monthPositions, recurrenceTexts.monthOn)),
    day: v.optional(whole(1, 31, recurrenceTexts.day)),
    nth: v.optional(v.picklist(weekdayOrdinals, recurrenceTexts.nth)),
    weekday: v.optional(weekday),
    until: v.optional(calendarDate(recurrenceTexts.until)),
    count: v.optional(whole(1, maxRecurrenceCount, recurrenceTexts.count)),
    weekend: v.optional(v.picklist(weekendPolicies, recurrenceTexts.weekend)),
  },
  recurrenceTexts.notRule,
);

/** The rules across fields that the shape alone cannot say; undefined when there is none broken. */
export function recurrenceProblem(rule: RecurrenceRule): string | undefined {
  if (rule.weekdays !== undefined && rule.freq !== 'weekly') return recurrenceTexts.weekdaysOnlyWeekly;
  const monthFields = rule.month_on !== undefined || rule.day !== undefined || rule.nth !== undefined;
  if ((monthFields || rule.weekday !== undefined) && rule.freq !== 'monthly') return recurrenceTexts.monthOnlyMonthly;
  const on = rule.month_on ?? 'day';
  if (rule.day !== undefined && on !== 'day') return recurrenceTexts.dayOnlyOnDay;
  if (on === 'nth_weekday' && (rule.nth === undefined || rule.weekday === undefined))
    return recurrenceTexts.nthNeedsWeekday;
  if (on !== 'nth_weekday' && (rule.nth !== undefined || rule.weekday !== undefined))
    return recurrenceTexts.nthOnlyOnWeekday;
  if (rule.until !== undefined && rule.count !== undefined) return recurrenceTexts.endTwice;
  if (rule.until !== undefined && rule.until < rule.start) return recurrenceTexts.untilBeforeStart;
  // A rule that only falls on weekends it skips, or ends before its first date, is refused rather than kept silent.
  if (nextOccurrences(rule, rule.start, 1).length === 0) return recurrenceTexts.neverFires;
  return undefined;
}

/** A rule as REST bodies and the form give it: its shape, then the rules across fields. */
export const recurrenceRuleSchema = v.pipe(
  ruleFields,
  v.rawCheck(({ dataset, addIssue }) => {
    // A failed bound (interval 0) still leaves the value typed: expand only a rule whose fields all passed.
    if (!dataset.typed || dataset.issues !== undefined) return;
    const problem = recurrenceProblem(dataset.value);
    if (problem !== undefined) addIssue({ message: problem });
  }),
);

/** A rule stored in a record: one text, so a field-level merge keeps it whole (src/domain/merge.ts). */
export const recurrenceFieldSchema = jsonTextField(
  recurrenceRuleSchema,
  1000,
  { notText: recurrenceTexts.notText, tooLong: recurrenceTexts.notText, notJson: recurrenceTexts.notRule },
  { textOf: ruleText, message: recurrenceTexts.notCanonical },
);

/**
 * The stored text of a rule: its fields in one order, weekdays sorted once each, so two devices that
 * mean the same rule store the same text and a merge sees no change where there is none.
 */
export function ruleText(rule: RecurrenceRule): string {
  const weekdays = rule.weekdays && [...new Set(rule.weekdays)].sort((a, b) => a - b);
  return JSON.stringify({
    freq: rule.freq,
    interval: rule.interval,
    start: rule.start,
    weekdays,
    month_on: rule.month_on,
    day: rule.day,
    nth: rule.nth,
    weekday: rule.weekday,
    until: rule.until,
    count: rule.count,
    weekend: rule.weekend,
  });
}

/** The rule a stored text holds; undefined for text that is not a valid rule (refused on every write). */
export function readRule(text: string): RecurrenceRule | undefined {
  const parsed = v.safeParse(recurrenceRuleSchema, parseJson(text));
  return parsed.success ? parsed.output : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

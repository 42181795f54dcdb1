import * as v from 'valibot';
import type { Weekday } from '../../domain/calendarDays';
import { isIsoDate, type IsoDate } from '../../domain/dates';
import type {
  MonthPosition,
  RecurrenceFrequency,
  RecurrenceRule,
  WeekdayOrdinal,
  WeekendPolicy,
} from '../../domain/recurrenceRule';
import { readRule, recurrenceRuleSchema, recurrenceTexts, ruleText } from '../../domain/recurrenceSchema';

/**
 * The repeat part of the scheduled form (issue 47 item 1), as typed. `freq` '' is the spec's own
 * schedule, monthly on the Day of Month field, and stores no rule.
 */
export interface RepeatValues {
  freq: RecurrenceFrequency | '';
  interval: string;
  start: string;
  weekdays: Weekday[];
  monthOn: MonthPosition;
  nth: WeekdayOrdinal;
  weekday: Weekday;
  ends: 'never' | 'until' | 'count';
  until: string;
  count: string;
  weekend: WeekendPolicy;
}

export function blankRepeat(today: IsoDate): RepeatValues {
  return {
    freq: '',
    interval: '1',
    start: today,
    weekdays: [],
    monthOn: 'day',
    nth: 1,
    weekday: 1,
    ends: 'never',
    until: '',
    count: '',
    weekend: 'keep',
  };
}

export function repeatOf(stored: string | undefined, today: IsoDate): RepeatValues {
  const rule = stored === undefined ? undefined : readRule(stored);
  if (!rule) return blankRepeat(today);
  return {
    freq: rule.freq,
    interval: String(rule.interval),
    start: rule.start,
    weekdays: rule.weekdays ?? [],
    monthOn: rule.month_on ?? 'day',
    nth: rule.nth ?? 1,
    weekday: rule.weekday ?? 1,
    ends: rule.until !== undefined ? 'until' : rule.count !== undefined ? 'count' : 'never',
    until: rule.until ?? '',
    count: rule.count === undefined ? '' : String(rule.count),
    weekend: rule.weekend ?? 'keep',
  };
}

/** The rule the fields describe, before the shared schema checks it; undefined for the spec's schedule. */
export function ruleDraft(values: RepeatValues): RecurrenceRule | undefined {
  if (values.freq === '') return undefined;
  const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);
  const nthWeekday = values.freq === 'monthly' && values.monthOn === 'nth_weekday';
  return {
    freq: values.freq,
    interval: whole(values.interval),
    start: values.start as IsoDate,
    ...(values.freq === 'weekly' && values.weekdays.length > 0 && { weekdays: values.weekdays }),
    ...(values.freq === 'monthly' && values.monthOn !== 'day' && { month_on: values.monthOn }),
    ...(nthWeekday && { nth: values.nth, weekday: values.weekday }),
    ...(values.ends === 'until' && { until: values.until as IsoDate }),
    ...(values.ends === 'count' && { count: whole(values.count) }),
    ...(values.weekend !== 'keep' && { weekend: values.weekend }),
  };
}

/** The stored rule text, none for the spec's schedule, or the first problem in the schema's words. */
export function checkRepeat(values: RepeatValues): { rule: string | undefined } | { error: string } {
  const draft = ruleDraft(values);
  if (!draft) return { rule: undefined };
  if (!isIsoDate(draft.start)) return { error: recurrenceTexts.start };
  if (values.ends === 'until' && !isIsoDate(values.until)) return { error: recurrenceTexts.until };
  const parsed = v.safeParse(recurrenceRuleSchema, draft);
  return parsed.success ? { rule: ruleText(parsed.output) } : { error: parsed.issues[0].message };
}

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import type { RecurrenceRule } from './recurrenceRule';
import { readRule, recurrenceFieldSchema, recurrenceRuleSchema, recurrenceTexts, ruleText } from './recurrenceSchema';

const start = '2026-12-04' as IsoDate;
const firstMessage = (input: unknown): string | undefined => {
  const parsed = v.safeParse(recurrenceRuleSchema, input);
  return parsed.success ? undefined : parsed.issues[0].message;
};

describe('recurrenceRuleSchema', () => {
  it.each<[string, unknown, string]>([
    ['not an object', 'weekly', recurrenceTexts.notRule],
    ['an unknown frequency', { freq: 'hourly', interval: 1, start }, recurrenceTexts.freq],
    ['interval 0', { freq: 'daily', interval: 0, start }, recurrenceTexts.interval],
    ['interval 1.5', { freq: 'daily', interval: 1.5, start }, recurrenceTexts.interval],
    ['interval 1000', { freq: 'daily', interval: 1000, start }, recurrenceTexts.interval],
    ['a start that is no date', { freq: 'daily', interval: 1, start: '2026-02-30' }, recurrenceTexts.start],
    ['an unknown field', { freq: 'daily', interval: 1, start, hour: 9 }, recurrenceTexts.notRule],
    ['weekday 8', { freq: 'weekly', interval: 1, start, weekdays: [8] }, recurrenceTexts.weekdays],
    ['no weekday', { freq: 'weekly', interval: 1, start, weekdays: [] }, recurrenceTexts.weekdays],
    [
      'weekdays on a monthly rule',
      { freq: 'monthly', interval: 1, start, weekdays: [1] },
      recurrenceTexts.weekdaysOnlyWeekly,
    ],
    [
      'a day of the month on a weekly rule',
      { freq: 'weekly', interval: 1, start, day: 3 },
      recurrenceTexts.monthOnlyMonthly,
    ],
    ['day 32', { freq: 'monthly', interval: 1, start, day: 32 }, recurrenceTexts.day],
    [
      'a day with the last day',
      { freq: 'monthly', interval: 1, start, month_on: 'last_day', day: 3 },
      recurrenceTexts.dayOnlyOnDay,
    ],
    [
      'an nth weekday without the weekday',
      { freq: 'monthly', interval: 1, start, month_on: 'nth_weekday', nth: 2 },
      recurrenceTexts.nthNeedsWeekday,
    ],
    [
      'the fifth weekday',
      { freq: 'monthly', interval: 1, start, month_on: 'nth_weekday', nth: 5, weekday: 1 },
      recurrenceTexts.nth,
    ],
    [
      'a weekday without nth_weekday',
      { freq: 'monthly', interval: 1, start, weekday: 5 },
      recurrenceTexts.nthOnlyOnWeekday,
    ],
    [
      'an end date and a count',
      { freq: 'daily', interval: 1, start, until: '2027-01-01', count: 3 },
      recurrenceTexts.endTwice,
    ],
    [
      'an end before the start',
      { freq: 'daily', interval: 1, start, until: '2026-12-03' },
      recurrenceTexts.untilBeforeStart,
    ],
    ['count 0', { freq: 'daily', interval: 1, start, count: 0 }, recurrenceTexts.count],
    ['an unknown weekend policy', { freq: 'daily', interval: 1, start, weekend: 'never' }, recurrenceTexts.weekend],
    [
      'only weekends, skipped',
      { freq: 'weekly', interval: 1, start, weekdays: [6, 7], weekend: 'skip' },
      recurrenceTexts.neverFires,
    ],
    [
      'an end before its first date',
      { freq: 'monthly', interval: 1, start, day: 20, until: '2026-12-10' },
      recurrenceTexts.neverFires,
    ],
  ])('refuses %s with its own text', (_name, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it.each<[string, RecurrenceRule]>([
    ['every second Friday', { freq: 'weekly', interval: 2, start, weekdays: [5] }],
    ['the last working day', { freq: 'monthly', interval: 1, start, month_on: 'last_working_day' }],
    [
      'the last Friday, 12 times',
      { freq: 'monthly', interval: 1, start, month_on: 'nth_weekday', nth: -1, weekday: 5, count: 12 },
    ],
    [
      'yearly until 2030, moved after weekends',
      { freq: 'yearly', interval: 1, start, until: '2030-12-04' as IsoDate, weekend: 'after' },
    ],
  ])('keeps %s, and its stored text reads back as the same rule', (_name, rule) => {
    expect(firstMessage(rule)).toBeUndefined();
    expect(readRule(ruleText(rule))).toEqual(rule);
    expect(v.safeParse(recurrenceFieldSchema, ruleText(rule)).success).toBe(true);
  });
});

describe('ruleText', () => {
  it('writes one text for one rule, whatever the order of its fields and weekdays', () => {
    const a = ruleText({ freq: 'weekly', interval: 1, start, weekdays: [5, 1, 5] });
    const b = ruleText({ weekdays: [1, 5], start, interval: 1, freq: 'weekly' });
    expect(a).toBe(b);
    expect(a).toBe('{"freq":"weekly","interval":1,"start":"2026-12-04","weekdays":[1,5]}');
  });

  it('is the only stored text the record field takes, so two devices never store one rule twice apart', () => {
    const text = '{"interval":1,"freq":"daily","start":"2026-12-04"}';
    const parsed = v.safeParse(recurrenceFieldSchema, text);
    expect(parsed.success ? undefined : parsed.issues[0].message).toBe(recurrenceTexts.notCanonical);
    const broken = v.safeParse(recurrenceFieldSchema, '{"freq":');
    expect(broken.success).toBe(false);
  });
});

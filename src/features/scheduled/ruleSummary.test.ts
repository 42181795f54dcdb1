import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { RecurrenceRule } from '../../domain/recurrenceRule';
import { ruleSummary } from './ruleSummary';

const start = '2026-11-27' as IsoDate;

describe('ruleSummary', () => {
  it.each<[RecurrenceRule, string]>([
    [{ freq: 'weekly', interval: 2, start, weekdays: [5] }, 'Every 2 weeks on Friday'],
    [{ freq: 'weekly', interval: 1, start, weekdays: [3, 1] }, 'Every week on Monday, Wednesday'],
    [{ freq: 'weekly', interval: 1, start }, 'Every week from 2026-11-27'],
    [{ freq: 'daily', interval: 3, start }, 'Every 3 days from 2026-11-27'],
    [{ freq: 'monthly', interval: 1, start }, 'Every month on day 27'],
    [{ freq: 'monthly', interval: 1, start, month_on: 'last_working_day' }, 'Every month on the last working day'],
    [
      { freq: 'monthly', interval: 1, start, month_on: 'nth_weekday', nth: -1, weekday: 5 },
      'Every month on the last Friday',
    ],
    [{ freq: 'yearly', interval: 1, start }, 'Every year from 2026-11-27'],
  ])('%o reads %s', (rule, text) => {
    expect(ruleSummary(rule)).toBe(text);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import { nextOccurrences, occurrencesBetween } from './recurrence';
import type { RecurrenceRule, WeekendPolicy } from './recurrenceRule';

const d = (text: string): IsoDate => text as IsoDate;
const rule = (fields: Partial<RecurrenceRule> & Pick<RecurrenceRule, 'freq' | 'start'>): RecurrenceRule => ({
  interval: 1,
  ...fields,
  start: d(fields.start),
});
const datesBetween = (r: RecurrenceRule, from: string, to: string): string[] =>
  [...occurrencesBetween(r, d(from), d(to))].map((o) => o.date);

type Row = [name: string, rule: RecurrenceRule, from: string, to: string, dates: string[]];

describe('occurrencesBetween: the dates a rule falls on', () => {
  it.each<Row>([
    // Every N days: across a short February, a leap day and a year end.
    [
      'every 3 days over the end of a 28-day February',
      rule({ freq: 'daily', interval: 3, start: d('2026-02-26') }),
      '2026-02-01',
      '2026-03-08',
      ['2026-02-26', '2026-03-01', '2026-03-04', '2026-03-07'],
    ],
    [
      'daily over a leap day',
      rule({ freq: 'daily', start: d('2028-02-27') }),
      '2028-02-01',
      '2028-03-01',
      ['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01'],
    ],
    [
      'every 10 days over a year end, from a range that starts later',
      rule({ freq: 'daily', interval: 10, start: d('2026-12-12') }),
      '2026-12-20',
      '2027-01-15',
      ['2026-12-22', '2027-01-01', '2027-01-11'],
    ],
    // Weekly: a biweekly Friday salary over a month end and a year end; chosen weekdays.
    [
      'every second Friday',
      rule({ freq: 'weekly', interval: 2, start: d('2026-11-27') }),
      '2026-11-01',
      '2027-01-31',
      ['2026-11-27', '2026-12-11', '2026-12-25', '2027-01-08', '2027-01-22'],
    ],
    [
      'Mondays and Wednesdays, not before a Wednesday start',
      rule({ freq: 'weekly', start: d('2026-12-02'), weekdays: [3, 1] }),
      '2026-11-30',
      '2026-12-14',
      ['2026-12-02', '2026-12-07', '2026-12-09', '2026-12-14'],
    ],
    [
      'every 4 weeks on Sunday, counted from the week of the start',
      rule({ freq: 'weekly', interval: 4, start: d('2026-12-02'), weekdays: [7] }),
      '2026-12-01',
      '2027-02-01',
      ['2026-12-06', '2027-01-03', '2027-01-31'],
    ],
    // Monthly on day N: 29-31 in short months take the month's last day (server-behaviour.md).
    [
      'day 31 in a 28- and a 30-day month',
      rule({ freq: 'monthly', start: d('2026-01-31'), day: 31 }),
      '2026-01-01',
      '2026-05-31',
      ['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30', '2026-05-31'],
    ],
    [
      'day 30 in a leap February',
      rule({ freq: 'monthly', start: d('2028-01-30'), day: 30 }),
      '2028-01-01',
      '2028-03-31',
      ['2028-01-30', '2028-02-29', '2028-03-30'],
    ],
    [
      'day 29 in a common and a leap February',
      rule({ freq: 'monthly', interval: 12, start: d('2027-02-01'), day: 29 }),
      '2027-01-01',
      '2028-12-31',
      ['2027-02-28', '2028-02-29'],
    ],
    [
      'day N defaults to the day of the start',
      rule({ freq: 'monthly', start: d('2026-01-15') }),
      '2026-01-01',
      '2026-03-31',
      ['2026-01-15', '2026-02-15', '2026-03-15'],
    ],
    [
      "a start after this month's day waits for the next month",
      rule({ freq: 'monthly', start: d('2026-01-20'), day: 5 }),
      '2026-01-01',
      '2026-02-28',
      ['2026-02-05'],
    ],
    [
      'every 3 months from a 30th, over February',
      rule({ freq: 'monthly', interval: 3, start: d('2026-11-30') }),
      '2026-11-01',
      '2027-06-30',
      ['2026-11-30', '2027-02-28', '2027-05-30'],
    ],
    [
      'the last day of each month, leap year',
      rule({ freq: 'monthly', start: d('2028-01-01'), month_on: 'last_day' }),
      '2028-01-01',
      '2028-04-30',
      ['2028-01-31', '2028-02-29', '2028-03-31', '2028-04-30'],
    ],
    [
      'the second Tuesday',
      rule({ freq: 'monthly', start: d('2026-12-01'), month_on: 'nth_weekday', nth: 2, weekday: 2 }),
      '2026-12-01',
      '2027-01-31',
      ['2026-12-08', '2027-01-12'],
    ],
    [
      'the first Monday, when the 1st is one',
      rule({ freq: 'monthly', start: d('2027-03-01'), month_on: 'nth_weekday', nth: 1, weekday: 1 }),
      '2027-03-01',
      '2027-03-31',
      ['2027-03-01'],
    ],
    [
      'the last Friday',
      rule({ freq: 'monthly', start: d('2026-12-01'), month_on: 'nth_weekday', nth: -1, weekday: 5 }),
      '2026-12-01',
      '2027-01-31',
      ['2026-12-25', '2027-01-29'],
    ],
    [
      'the last working day, when the month ends on a weekend',
      rule({ freq: 'monthly', start: d('2026-05-01'), month_on: 'last_working_day' }),
      '2026-05-01',
      '2026-08-31',
      ['2026-05-29', '2026-06-30', '2026-07-31', '2026-08-31'],
    ],
    [
      'the last working day, when the month ends on a Saturday',
      rule({ freq: 'monthly', start: d('2026-10-01'), month_on: 'last_working_day' }),
      '2026-10-01',
      '2026-10-31',
      ['2026-10-30'],
    ],
    // Yearly: 29 February becomes the 28th in common years and is back in leap years.
    [
      'yearly from a leap day',
      rule({ freq: 'yearly', start: d('2024-02-29') }),
      '2024-01-01',
      '2028-12-31',
      ['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29'],
    ],
    [
      'every 2 years',
      rule({ freq: 'yearly', interval: 2, start: d('2025-03-15') }),
      '2026-01-01',
      '2030-12-31',
      ['2027-03-15', '2029-03-15'],
    ],
    [
      'weekend skipped',
      rule({ freq: 'monthly', start: d('2026-07-01'), weekend: 'skip' }),
      '2026-07-01',
      '2026-09-30',
      ['2026-07-01', '2026-09-01'],
    ],
    [
      'a move after the range end is outside it',
      rule({ freq: 'monthly', start: d('2026-01-31'), weekend: 'after' }),
      '2026-01-01',
      '2026-01-31',
      [],
    ],
    [
      'a move into the range from after its end is inside it',
      rule({ freq: 'monthly', start: d('2026-08-01'), weekend: 'before' }),
      '2026-07-31',
      '2026-07-31',
      ['2026-07-31'],
    ],
    // Ends: an end date (inclusive, the rule's own date) or a number of times.
    [
      'until, inclusive',
      rule({ freq: 'weekly', start: d('2026-12-04'), until: d('2026-12-18') }),
      '2026-12-01',
      '2027-01-31',
      ['2026-12-04', '2026-12-11', '2026-12-18'],
    ],
    [
      "until is of the rule's own date, before a weekend move",
      rule({ freq: 'monthly', start: d('2026-07-01'), until: d('2026-08-01'), weekend: 'after' }),
      '2026-07-01',
      '2026-09-30',
      ['2026-07-01', '2026-08-03'],
    ],
    [
      'a count of 3',
      rule({ freq: 'monthly', start: d('2026-01-10'), count: 3 }),
      '2026-01-01',
      '2026-12-31',
      ['2026-01-10', '2026-02-10', '2026-03-10'],
    ],
    [
      'a count counts from the start, also when the range starts later',
      rule({ freq: 'monthly', start: d('2026-01-10'), count: 3 }),
      '2026-03-01',
      '2026-12-31',
      ['2026-03-10'],
    ],
    [
      'a skipped weekend occurrence is not counted',
      rule({ freq: 'monthly', start: d('2026-07-01'), count: 2, weekend: 'skip' }),
      '2026-07-01',
      '2026-12-31',
      ['2026-07-01', '2026-09-01'],
    ],
    [
      'a rule that only falls on skipped weekends ends at the range end',
      rule({ freq: 'weekly', start: d('2026-12-05'), weekdays: [6, 7], weekend: 'skip' }),
      '2026-12-01',
      '2027-12-31',
      [],
    ],
    ['nothing before the start', rule({ freq: 'daily', start: d('2026-12-10') }), '2026-12-01', '2026-12-09', []],
  ])('%s', (_name, r, from, to, dates) => {
    expect(datesBetween(r, from, to)).toEqual(dates);
  });

  // A weekend date under each weekend setting: 1 August 2026 is a Saturday (a monthly rule, seen over
  // July and August), 1 March 2026 a Sunday (a yearly rule, seen over February and March).
  const saturday = { freq: 'monthly', start: '2026-08-01', from: '2026-07-01', to: '2026-08-31' } as const;
  const sunday = { freq: 'yearly', start: '2026-03-01', from: '2026-02-01', to: '2026-03-31' } as const;
  it.each<[name: string, day: typeof saturday | typeof sunday, weekend: WeekendPolicy, date: string]>([
    ['weekend kept', saturday, 'keep', '2026-08-01'],
    ['Saturday moved to the Friday before, over a month end', saturday, 'before', '2026-07-31'],
    ['Sunday moved to the Friday before, over a month end', sunday, 'before', '2026-02-27'],
    ['Saturday moved to the Monday after', saturday, 'after', '2026-08-03'],
    ['Sunday moved to the Monday after', sunday, 'after', '2026-03-02'],
  ])('%s', (_name, day, weekend, date) => {
    expect(datesBetween(rule({ freq: day.freq, start: d(day.start), weekend }), day.from, day.to)).toEqual([date]);
  });

  it('names each occurrence by its own date, also when a weekend moved it', () => {
    const moved = rule({ freq: 'monthly', start: d('2026-08-01'), weekend: 'before' });
    expect([...occurrencesBetween(moved, d('2026-07-01'), d('2026-08-31'))]).toEqual([
      { nominal: '2026-08-01', date: '2026-07-31' },
    ]);
  });

  // The walk jumps to the range rather than stepping from the start; it must land on the same dates.
  it.each<[string, RecurrenceRule]>([
    ['every 3 days', rule({ freq: 'daily', interval: 3, start: d('2020-02-27') })],
    [
      'every 2 weeks on Tuesday and Saturday, moved after',
      rule({ freq: 'weekly', interval: 2, start: d('2020-01-01'), weekdays: [2, 6], weekend: 'after' }),
    ],
    [
      'every 5 months on day 31, moved before',
      rule({ freq: 'monthly', interval: 5, start: d('2020-01-31'), weekend: 'before' }),
    ],
    [
      'the last Sunday, kept',
      rule({ freq: 'monthly', start: d('2020-01-01'), month_on: 'nth_weekday', nth: -1, weekday: 7 }),
    ],
    ['every 3 years from a leap day', rule({ freq: 'yearly', interval: 3, start: d('2020-02-29') })],
  ])('a range far from the start gives the dates of the whole walk: %s', (_name, r) => {
    const whole = datesBetween(r, '2020-01-01', '2032-12-31');
    for (const [from, to] of <[string, string][]>[
      ['2023-03-01', '2024-03-05'],
      ['2027-12-30', '2028-03-01'],
      ['2031-06-15', '2032-12-31'],
    ]) {
      expect(datesBetween(r, from, to)).toEqual(whole.filter((date) => date >= from && date <= to));
    }
  });
});

describe('occurrencesBetween: calendar dates, whatever the time zone', () => {
  const zoneBefore = process.env.TZ;
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  // Clocks change on 29 March and 25 October 2026 in Berlin, 8 March and 1 November 2026 in New York:
  // a day there is 23 or 25 hours, which a rule stepping Date instants by 24 hours gets wrong.
  it.each(['Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC'])(
    'in %s, a daily rule steps one calendar day over every change of the clocks',
    (zone) => {
      process.env.TZ = zone;
      const changes: [string, string, string][] = [
        ['2026-03-07', '2026-03-08', '2026-03-09'],
        ['2026-03-28', '2026-03-29', '2026-03-30'],
        ['2026-10-24', '2026-10-25', '2026-10-26'],
        ['2026-10-31', '2026-11-01', '2026-11-02'],
      ];
      for (const days of changes) {
        expect(datesBetween(rule({ freq: 'daily', start: d('2026-01-01') }), days[0], days[2])).toEqual(days);
      }
      expect(datesBetween(rule({ freq: 'weekly', start: d('2026-03-06') }), '2026-03-01', '2026-03-31')).toEqual([
        '2026-03-06',
        '2026-03-13',
        '2026-03-20',
        '2026-03-27',
      ]);
      expect(
        datesBetween(rule({ freq: 'monthly', start: d('2026-01-31'), weekend: 'before' }), '2026-10-01', '2026-11-30'),
      ).toEqual(['2026-10-30', '2026-11-30']);
    },
  );
});

describe('nextOccurrences', () => {
  it("gives the next few dates from a day, for the form's preview", () => {
    const salary = rule({ freq: 'weekly', interval: 2, start: d('2026-11-27') });
    expect(nextOccurrences(salary, d('2026-12-03'), 3).map((o) => o.date)).toEqual([
      '2026-12-11',
      '2026-12-25',
      '2027-01-08',
    ]);
  });

  it('gives fewer when the rule ends first, and none when it never fires', () => {
    const twice = rule({ freq: 'yearly', start: d('2026-12-24'), count: 2 });
    expect(nextOccurrences(twice, d('2026-01-01'), 5).map((o) => o.date)).toEqual(['2026-12-24', '2027-12-24']);
    const weekendsSkipped = rule({ freq: 'daily', interval: 7, start: d('2026-12-05'), weekend: 'skip' });
    expect(nextOccurrences(weekendsSkipped, d('2026-12-01'), 5)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import { toCents } from './money';
import type { ScheduledRecord } from './records';
import type { RecurrenceRule } from './recurrenceRule';
import { ruleText } from './recurrenceSchema';
import { activeOccurrences, dueOccurrences } from './schedule';
import { nextDueDate, upcomingScheduled } from './upcoming';

const d = (text: string): IsoDate => text as IsoDate;
const item = (rule: RecurrenceRule | undefined, createdAt = '2026-11-20T10:00:00.000Z'): ScheduledRecord => ({
  id: 'x',
  scheduled_trans_status: 'deposit',
  day_of_month: Number(rule?.start.slice(8) ?? 1),
  amount_cents: toCents(250_000),
  currency: 'EUR',
  category: 'Salary',
  scheduled_trans_details: '',
  status: true,
  created_at: createdAt,
  ...(rule && { rule: ruleText(rule) }),
});
const biweekly: RecurrenceRule = { freq: 'weekly', interval: 2, start: d('2026-11-27') };

describe('a schedule with a rule', () => {
  it('fires on the dates of its rule, each occurrence named by its own day', () => {
    expect([...activeOccurrences(item(biweekly), d('2026-12-31'))]).toEqual([
      { id: 'sched:x:2026-11-27', date: '2026-11-27' },
      { id: 'sched:x:2026-12-11', date: '2026-12-11' },
      { id: 'sched:x:2026-12-25', date: '2026-12-25' },
    ]);
  });

  it('keeps the ids of a spec day-of-month schedule when its rule is that monthly day', () => {
    const legacy = item(undefined);
    const monthly = item({ freq: 'monthly', interval: 1, start: d('2026-11-01'), day: 1 });
    expect([...activeOccurrences(monthly, d('2027-02-15'))]).toEqual([...activeOccurrences(legacy, d('2027-02-15'))]);
    expect([...activeOccurrences(monthly, d('2027-02-15'))].map((o) => o.id)).toEqual([
      'sched:x:2026-12',
      'sched:x:2027-01',
      'sched:x:2027-02',
    ]);
  });

  it('keeps the id of an occurrence a weekend moved into the month before', () => {
    // 1 August 2026 is a Saturday: paid on Friday 31 July, still August's occurrence.
    const rent = item(
      { freq: 'monthly', interval: 1, start: d('2026-07-01'), weekend: 'before' },
      '2026-06-20T00:00:00Z',
    );
    expect([...activeOccurrences(rent, d('2026-07-31'))]).toEqual([
      { id: 'sched:x:2026-07', date: '2026-07-01' },
      { id: 'sched:x:2026-08', date: '2026-07-31' },
    ]);
  });

  it('never back-fills dates of its rule before the item was created', () => {
    // Every second Friday from 2 January: 20 November (the day it was created) is one, 6 November too.
    const early = item({ ...biweekly, start: d('2026-01-02') });
    expect(dueOccurrences(early, d('2026-12-03'), () => false).map((o) => o.date)).toEqual(['2026-11-20']);
  });

  it('is due no more once its count is reached', () => {
    const twice = item({ ...biweekly, count: 2 });
    expect(dueOccurrences(twice, d('2027-06-01'), () => false).map((o) => o.date)).toEqual([
      '2026-11-27',
      '2026-12-11',
    ]);
    expect(nextDueDate(twice, d('2026-12-11'))).toBeUndefined();
  });

  it('lists the next date of each rule in the upcoming list, a yearly bill after a biweekly salary', () => {
    const insurance = { ...item({ freq: 'yearly', interval: 1, start: d('2027-01-04') }), id: 'y' };
    const upcoming = upcomingScheduled([insurance, item(biweekly)], d('2026-12-26'), 5);
    expect(upcoming.map((u) => [u.item.id, u.date])).toEqual([
      ['y', '2027-01-04'],
      ['x', '2027-01-08'],
    ]);
  });

  it('falls back to its day of the month when the stored rule text is damaged', () => {
    const damaged = { ...item(undefined), rule: '{"freq":' };
    expect(nextDueDate(damaged, d('2026-12-03'))).toBe('2027-01-01');
  });
});

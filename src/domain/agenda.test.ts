import { describe, expect, it } from 'vitest';
import { agenda } from './agenda';
import type { IsoDate } from './dates';
import { toCents } from './money';
import type { ScheduledRecord } from './records';
import type { RecurrenceRule } from './recurrenceRule';
import { ruleText } from './recurrenceSchema';

const d = (text: string): IsoDate => text as IsoDate;
const item = (
  id: string,
  rule: RecurrenceRule | undefined,
  fields: Partial<ScheduledRecord> = {},
): ScheduledRecord => ({
  id,
  scheduled_trans_status: 'withdraw',
  day_of_month: 31,
  amount_cents: toCents(1000),
  currency: 'USD',
  category: id,
  scheduled_trans_details: '',
  status: true,
  created_at: '2026-11-01T00:00:00.000Z',
  ...(rule && { rule: ruleText(rule) }),
  ...fields,
});

describe('agenda: every occurrence of the next 60 days', () => {
  it('lists each date of every active item in order, across a month end and a weekend', () => {
    const salary = item('salary', { freq: 'weekly', interval: 2, start: d('2026-11-27') });
    const rent = item('rent', undefined); // the spec's day 31: the 31st, else the month's last day
    const bill = item('bill', { freq: 'yearly', interval: 1, start: d('2027-01-02'), weekend: 'after' });
    const paused = item('paused', undefined, { status: false });
    expect(agenda([rent, salary, bill, paused], d('2026-12-03')).map((e) => [e.item.id, e.date, e.id])).toEqual([
      ['salary', '2026-12-11', 'sched:salary:2026-12-11'],
      ['salary', '2026-12-25', 'sched:salary:2026-12-25'],
      ['rent', '2026-12-31', 'sched:rent:2026-12'],
      ['bill', '2027-01-04', 'sched:bill:2027-01'],
      ['salary', '2027-01-08', 'sched:salary:2027-01-08'],
      ['salary', '2027-01-22', 'sched:salary:2027-01-22'],
      ['rent', '2027-01-31', 'sched:rent:2027-01'],
    ]);
  });

  it('includes today and the 60th day, and nothing before the item was made', () => {
    const daily = item('daily', { freq: 'daily', interval: 30, start: d('2026-10-04') });
    expect(agenda([daily], d('2026-12-03')).map((e) => e.date)).toEqual(['2026-12-03', '2027-01-02', '2027-02-01']);
    const later = item('later', undefined, { created_at: '2027-01-20T09:00:00.000Z', day_of_month: 25 });
    expect(agenda([later], d('2026-12-03')).map((e) => e.date)).toEqual(['2027-01-25']);
  });
});

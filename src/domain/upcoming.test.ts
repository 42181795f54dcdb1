import { describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import type { Cents } from './money';
import type { ScheduledRecord } from './records';
import { nextDueDate, upcomingScheduled } from './upcoming';

const item = (id: string, day_of_month: number, overrides: Partial<ScheduledRecord> = {}): ScheduledRecord => ({
  id,
  scheduled_trans_status: 'withdraw',
  day_of_month,
  amount_cents: 1000 as Cents,
  currency: 'USD',
  category: 'Rent',
  scheduled_trans_details: '',
  status: true,
  created_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const d = (text: string) => text as IsoDate;

describe('nextDueDate', () => {
  it.each([
    ['later this month', 25, '2026-01-20', '2026-01-25'],
    ["today's (already applied) moves to next month", 20, '2026-01-20', '2026-02-20'],
    ['earlier this month moves to next month', 5, '2026-01-20', '2026-02-05'],
    ['the 31st in February is its last day', 31, '2026-02-10', '2026-02-28'],
    ['the 31st after February 28 is March 31', 31, '2026-02-28', '2026-03-31'],
    ['across a year end', 3, '2025-12-15', '2026-01-03'],
  ])('gives %s', (_, day, today, expected) => {
    expect(nextDueDate(item('a', day), d(today))).toBe(expected);
  });

  it('gives nothing for a paused item', () => {
    expect(nextDueDate(item('a', 25, { status: false }), d('2026-01-20'))).toBeUndefined();
  });

  it('waits for the day it becomes active (resumed later than today in UTC)', () => {
    const resumed = item('a', 21, { active_since: '2026-01-22T10:00:00.000Z' });
    expect(nextDueDate(resumed, d('2026-01-20'))).toBe('2026-02-21');
  });
});

describe('upcomingScheduled', () => {
  it('lists the active items soonest first, up to the count', () => {
    const items = [
      item('rent', 1),
      item('gym', 28),
      item('paused', 21, { status: false }),
      item('pay', 25),
      item('phone', 25),
    ];
    expect(upcomingScheduled(items, d('2026-01-20'), 3).map(({ item: { id }, date }) => [id, date])).toEqual([
      ['pay', '2026-01-25'],
      ['phone', '2026-01-25'],
      ['gym', '2026-01-28'],
    ]);
  });
});

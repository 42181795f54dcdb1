import { describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import { toCents } from './money';
import type { ScheduledRecord, TransactionRecord } from './records';
import { dueOccurrences, maxOccurrencesPerCall, occurrenceId, occurrenceRecord, utcDateOf } from './schedule';

const d = (text: string): IsoDate => text as IsoDate;
const item = (day: number, createdAt: string, status = true): ScheduledRecord => ({
  id: 'x',
  scheduled_trans_status: 'withdraw',
  day_of_month: day,
  amount_cents: toCents(100_000),
  currency: 'USD',
  category: 'Rent',
  scheduled_trans_details: 'Flat',
  status,
  created_at: createdAt,
});
const none = (): boolean => false;

describe('occurrenceId', () => {
  it.each<[string, number, number, string]>([
    ['abc', 2025, 2, 'sched:abc:2025-02'],
    ['abc', 2025, 12, 'sched:abc:2025-12'],
    ['9f1c-77', 2026, 1, 'sched:9f1c-77:2026-01'],
  ])('%s %d-%d -> %s', (id, year, month, expected) => {
    expect(occurrenceId(id, { year, month })).toBe(expected);
  });
});

describe('utcDateOf', () => {
  it.each<[string, string]>([
    ['2025-01-10T09:00:00Z', '2025-01-10'],
    ['2025-01-10T23:59:59.999Z', '2025-01-10'],
    ['2025-01-10T23:30:00-02:00', '2025-01-11'],
    ['2025-01-01T01:00:00+03:00', '2024-12-31'],
  ])('%s -> %s', (timestamp, expected) => {
    expect(utcDateOf(timestamp)).toBe(expected);
  });

  it.each(['', 'yesterday', '2025-13-45T00:00:00Z'])('rejects %j', (text) => {
    expect(() => utcDateOf(text)).toThrow(RangeError);
  });
});

describe('dueOccurrences', () => {
  it.each<[string, ScheduledRecord, string, string[], [string, string][]]>([
    [
      'day 31 in February 2025 falls on the 28th',
      item(31, '2025-02-01T00:00:00Z'),
      '2025-03-31',
      [],
      [
        ['sched:x:2025-02', '2025-02-28'],
        ['sched:x:2025-03', '2025-03-31'],
      ],
    ],
    [
      'day 31 in February 2024 falls on the 29th',
      item(31, '2024-02-01T00:00:00Z'),
      '2024-02-29',
      [],
      [['sched:x:2024-02', '2024-02-29']],
    ],
    ['not before the clamped date has arrived', item(31, '2024-02-01T00:00:00Z'), '2024-02-28', [], []],
    [
      'day 29 in February 2025',
      item(29, '2025-01-30T00:00:00Z'),
      '2025-03-01',
      [],
      [['sched:x:2025-02', '2025-02-28']],
    ],
    ['created after the day: nothing that month', item(5, '2025-01-10T09:00:00Z'), '2025-02-04', [], []],
    [
      'created after the day: first fire next month',
      item(5, '2025-01-10T09:00:00Z'),
      '2025-02-05',
      [],
      [['sched:x:2025-02', '2025-02-05']],
    ],
    [
      'created on the day fires that day',
      item(10, '2025-01-10T23:59:59Z'),
      '2025-01-10',
      [],
      [['sched:x:2025-01', '2025-01-10']],
    ],
    // 23:30 at UTC-2 is the 11th in UTC, after the 10th.
    [
      'creation is taken in UTC',
      item(10, '2025-01-10T23:30:00-02:00'),
      '2025-02-10',
      [],
      [['sched:x:2025-02', '2025-02-10']],
    ],
    ['today before creation', item(1, '2025-06-01T00:00:00Z'), '2025-05-31', [], []],
    [
      'missed months are caught up over a year boundary, oldest first',
      item(15, '2025-10-01T00:00:00Z'),
      '2026-02-14',
      [],
      [
        ['sched:x:2025-10', '2025-10-15'],
        ['sched:x:2025-11', '2025-11-15'],
        ['sched:x:2025-12', '2025-12-15'],
        ['sched:x:2026-01', '2026-01-15'],
      ],
    ],
    [
      'already applied months are skipped',
      item(15, '2025-10-01T00:00:00Z'),
      '2026-02-15',
      ['sched:x:2025-11', 'sched:x:2026-01'],
      [
        ['sched:x:2025-10', '2025-10-15'],
        ['sched:x:2025-12', '2025-12-15'],
        ['sched:x:2026-02', '2026-02-15'],
      ],
    ],
    ['everything applied', item(15, '2025-10-01T00:00:00Z'), '2025-11-20', ['sched:x:2025-10', 'sched:x:2025-11'], []],
    ['inactive', item(15, '2025-10-01T00:00:00Z', false), '2026-02-15', [], []],
  ])('%s', (_label, scheduled, today, applied, expected) => {
    const appliedSet = new Set(applied);
    expect(dueOccurrences(scheduled, d(today), (id) => appliedSet.has(id))).toEqual(
      expected.map(([id, date]) => ({ id, date })),
    );
  });

  it.each<[string[], number, string, string]>([
    [[], 120, '2000-01-01', '2009-12-01'],
    // Once the first 120 exist, the next call continues where the last stopped.
    [
      Array.from(
        { length: 120 },
        (_, i) => `sched:x:${2000 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      ),
      120,
      '2010-01-01',
      '2019-12-01',
    ],
  ])('caps a long catch-up at 120 (applied %#)', (applied, count, first, last) => {
    const appliedSet = new Set(applied);
    const due = dueOccurrences(item(1, '2000-01-01T00:00:00Z'), d('2025-12-31'), (id) => appliedSet.has(id));
    expect(maxOccurrencesPerCall).toBe(120);
    expect(due).toHaveLength(count);
    expect(due[0]?.date).toBe(first);
    expect(due.at(-1)?.date).toBe(last);
  });

  it('throws on a creation time that is not a time', () => {
    expect(() => dueOccurrences(item(1, 'soon'), d('2025-01-01'), none)).toThrow(RangeError);
  });
});

describe('occurrenceRecord', () => {
  const income: ScheduledRecord = {
    id: 'pay',
    scheduled_trans_status: 'deposit',
    day_of_month: 25,
    amount_cents: toCents(350_000),
    currency: 'EGP',
    category: '',
    scheduled_trans_details: '',
    status: true,
    created_at: '2024-01-01T00:00:00Z',
  };
  it.each<[ScheduledRecord, string, string, TransactionRecord]>([
    [
      item(31, '2025-01-01T00:00:00Z'),
      'sched:x:2025-02',
      '2025-02-28',
      {
        id: 'sched:x:2025-02',
        amount_cents: toCents(100_000),
        currency: 'USD',
        trans_status: 'withdraw',
        category: 'Rent',
        trans_details: 'Flat',
        date: d('2025-02-28'),
        created_at: '2025-03-01T08:30:00.000Z',
        scheduled_id: 'x',
        wish_id: null,
      },
    ],
    [
      income,
      'sched:pay:2025-01',
      '2025-01-25',
      {
        id: 'sched:pay:2025-01',
        amount_cents: toCents(350_000),
        currency: 'EGP',
        trans_status: 'deposit',
        category: '',
        trans_details: '',
        date: d('2025-01-25'),
        created_at: '2025-03-01T08:30:00.000Z',
        scheduled_id: 'pay',
        wish_id: null,
      },
    ],
  ])('%#', (scheduled, id, date, expected) => {
    expect(occurrenceRecord(scheduled, { id, date: d(date) }, new Date('2025-03-01T08:30:00Z'))).toEqual(expected);
  });
});

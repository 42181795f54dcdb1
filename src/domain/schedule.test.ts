import { describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import { toCents } from './money';
import type { ScheduledRecord, TransactionRecord } from './records';
import {
  dueOccurrences,
  maxOccurrencesPerCall,
  occurrenceId,
  occurrenceRecord,
  occurrencesToSettleOnPause,
  utcDateOf,
  withActivity,
} from './schedule';
import { itMapsEach } from '../../tests/support/itMapsEach';

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
  itMapsEach('%s -> %s', utcDateOf, [
    ['2025-01-10T09:00:00Z', '2025-01-10'],
    ['2025-01-10T23:59:59.999Z', '2025-01-10'],
    ['2025-01-10T23:30:00-02:00', '2025-01-11'],
    ['2025-01-01T01:00:00+03:00', '2024-12-31'],
  ]);

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
  // The January pay day of `income`, as the occurrence record made on 2025-03-01.
  const januaryPay: TransactionRecord = {
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
    [income, 'sched:pay:2025-01', '2025-01-25', januaryPay],
    // Issue 44: an item naming its account makes its occurrences there.
    [{ ...income, account_id: 'cash' }, 'sched:pay:2025-01', '2025-01-25', { ...januaryPay, account_id: 'cash' }],
    // Issue 45: an item naming its payee names it on its occurrences.
    [{ ...income, payee: 'Acme Ltd' }, 'sched:pay:2025-01', '2025-01-25', { ...januaryPay, payee: 'Acme Ltd' }],
  ])('%#', (scheduled, id, date, expected) => {
    expect(occurrenceRecord(scheduled, { id, date: d(date) }, new Date('2025-03-01T08:30:00Z'))).toEqual(expected);
  });
});

describe('withActivity', () => {
  const stamp = '2025-04-20T08:00:00.000Z';
  const now = new Date('2025-05-01T10:00:00.000Z');
  const base = item(15, '2025-01-01T00:00:00Z');
  const paused = { ...base, status: false };
  const resumedBefore = { ...base, active_since: '2025-03-01T00:00:00.000Z' };
  it.each<[string, ScheduledRecord | undefined, ScheduledRecord, string | undefined]>([
    ['a new item is stored as sent', undefined, base, undefined],
    ['a new item keeps a time it carries (a restore)', undefined, { ...base, active_since: stamp }, stamp],
    ['a resume without the field (an older app) is active from now', paused, base, now.toISOString()],
    [
      'a resume repeating the stored time (an older app spreading the pulled item) is active from now',
      { ...paused, active_since: '2025-03-01T00:00:00.000Z' },
      resumedBefore,
      now.toISOString(),
    ],
    [
      'a resume stamped later by the device that made it keeps that time',
      paused,
      { ...base, active_since: stamp },
      stamp,
    ],
    [
      'a resume stamped earlier than the stored time is active from now',
      { ...paused, active_since: stamp },
      { ...base, active_since: '2025-02-01T00:00:00.000Z' },
      now.toISOString(),
    ],
    [
      'an edit without the field keeps the stored time',
      resumedBefore,
      { ...base, amount_cents: toCents(5) },
      resumedBefore.active_since,
    ],
    [
      'an edit with an older time keeps the stored time',
      { ...base, active_since: stamp },
      { ...base, active_since: '2025-02-01T00:00:00.000Z' },
      stamp,
    ],
    ['a pause keeps the stored time', resumedBefore, { ...paused }, resumedBefore.active_since],
    ['an edit of an item never resumed adds nothing', base, { ...base, day_of_month: 3 }, undefined],
    ['an edit of a paused item does not resume it', paused, { ...paused, day_of_month: 3 }, undefined],
  ])('%s', (_label, previous, next, expected) => {
    const stored = withActivity(previous, next, now);
    expect(stored.active_since).toBe(expected);
    expect({ ...stored, active_since: undefined }).toEqual({ ...next, active_since: undefined });
  });
});

/**
 * Sequences of what a person and their devices do, each on a date (at noon UTC), and the occurrence
 * dates that exist at the end: the rule that an item fires only in months it was active on its day.
 */
type Step =
  | ['create', string, number]
  | ['apply' | 'pause' | 'resume', string]
  | ['edit', string, Partial<ScheduledRecord>]
  | ['delete', string];

function run(steps: Step[]): string[] {
  let current: ScheduledRecord | undefined;
  const made = new Map<string, string>();
  const deleted = new Set<string>();
  const applied = (id: string) => made.has(id) || deleted.has(id);
  const at = (date: string) => new Date(`${date}T12:00:00Z`);
  const change = (date: string, patch: Partial<ScheduledRecord>) => {
    const previous = current!;
    const next = withActivity(previous, { ...previous, ...patch }, at(date));
    for (const o of occurrencesToSettleOnPause(previous, next, d(date), applied)) made.set(o.id, o.date);
    current = next;
  };
  for (const step of steps) {
    if (step[0] === 'create') current = { ...item(step[2], at(step[1]).toISOString()), id: 'x' };
    else if (step[0] === 'pause') change(step[1], { status: false });
    else if (step[0] === 'resume') change(step[1], { status: true });
    else if (step[0] === 'edit') change(step[1], step[2]);
    else if (step[0] === 'delete') {
      made.delete(step[1]);
      deleted.add(step[1]);
    } else {
      for (;;) {
        const batch = dueOccurrences(current!, d(step[1]), applied);
        if (batch.length === 0) break;
        for (const o of batch) made.set(o.id, o.date);
      }
    }
  }
  return [...made.values()].sort();
}

describe('pause, resume and edit sequences', () => {
  it.each<[string, Step[], string[]]>([
    [
      'paused after January, resumed in April after its day: nothing for February to April',
      [
        ['create', '2025-01-01', 15],
        ['apply', '2025-01-20'],
        ['pause', '2025-01-31'],
        ['resume', '2025-04-20'],
        ['apply', '2025-04-20'],
        ['apply', '2025-05-15'],
      ],
      ['2025-01-15', '2025-05-15'],
    ],
    [
      'resumed before its day: that month fires',
      [
        ['create', '2025-01-01', 15],
        ['apply', '2025-01-15'],
        ['pause', '2025-02-01'],
        ['resume', '2025-04-10'],
        ['apply', '2025-04-30'],
      ],
      ['2025-01-15', '2025-04-15'],
    ],
    [
      'resumed on its day: that day fires',
      [
        ['create', '2025-01-01', 15],
        ['pause', '2025-01-02'],
        ['resume', '2025-04-15'],
        ['apply', '2025-04-15'],
      ],
      ['2025-04-15'],
    ],
    [
      'paused before anyone applied: the months it was active are settled by the pause',
      [
        ['create', '2025-01-01', 10],
        ['pause', '2025-03-20'],
        ['apply', '2025-05-01'],
        ['resume', '2025-06-01'],
        ['apply', '2025-07-01'],
      ],
      ['2025-01-10', '2025-02-10', '2025-03-10', '2025-06-10'],
    ],
    [
      'paused and resumed within a month before its day: the month fires',
      [
        ['create', '2025-01-01', 20],
        ['apply', '2025-01-20'],
        ['pause', '2025-02-05'],
        ['resume', '2025-02-10'],
        ['apply', '2025-02-25'],
      ],
      ['2025-01-20', '2025-02-20'],
    ],
    [
      'paused the day after its day, unapplied: the pause settles it; resumed, the next month fires',
      [
        ['create', '2025-01-01', 10],
        ['apply', '2025-01-31'],
        ['pause', '2025-02-11'],
        ['resume', '2025-02-12'],
        ['apply', '2025-03-10'],
      ],
      ['2025-01-10', '2025-02-10', '2025-03-10'],
    ],
    [
      'an edit while paused does not resume it; the resume counts from its own day',
      [
        ['create', '2025-01-01', 15],
        ['apply', '2025-01-15'],
        ['pause', '2025-02-01'],
        ['edit', '2025-03-01', { amount_cents: toCents(5) }],
        ['apply', '2025-04-30'],
        ['resume', '2025-05-20'],
        ['apply', '2025-06-30'],
      ],
      ['2025-01-15', '2025-06-15'],
    ],
    [
      'a new day after a resume: the month fires on the new day if that is still ahead',
      [
        ['create', '2025-01-01', 10],
        ['pause', '2025-01-02'],
        ['resume', '2025-04-12'],
        ['edit', '2025-04-13', { day_of_month: 20 }],
        ['apply', '2025-04-25'],
      ],
      ['2025-04-20'],
    ],
    [
      'the edit form resuming it counts as a resume',
      [
        ['create', '2025-01-01', 1],
        ['apply', '2025-01-01'],
        ['pause', '2025-01-31'],
        ['edit', '2025-03-05', { status: true, amount_cents: toCents(7) }],
        ['apply', '2025-04-01'],
      ],
      ['2025-01-01', '2025-04-01'],
    ],
    [
      'the edit form pausing it settles like a pause',
      [
        ['create', '2025-01-01', 5],
        ['edit', '2025-03-06', { status: false, day_of_month: 28 }],
        ['apply', '2025-06-30'],
      ],
      ['2025-01-05', '2025-02-05', '2025-03-05'],
    ],
    [
      'a deleted occurrence is not made again by a pause',
      [
        ['create', '2025-01-01', 5],
        ['apply', '2025-02-05'],
        ['delete', 'sched:x:2025-02'],
        ['pause', '2025-03-06'],
      ],
      ['2025-01-05', '2025-03-05'],
    ],
    [
      'two pauses and resumes: only the active stretches fire',
      [
        ['create', '2025-01-01', 8],
        ['apply', '2025-01-08'],
        ['pause', '2025-01-09'],
        ['resume', '2025-03-01'],
        ['apply', '2025-03-08'],
        ['pause', '2025-03-09'],
        ['resume', '2025-06-09'],
        ['apply', '2025-08-01'],
      ],
      ['2025-01-08', '2025-03-08', '2025-07-08'],
    ],
  ])('%s', (_label, steps, expected) => {
    expect(run(steps)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { db } from '../queries/freshDbPerTest';
import { CommandRefused } from './CommandRefused';
import { enterOccurrenceNow, occurrenceSettledText, skipOccurrence } from './occurrences';
import { addScheduled } from './scheduled';

const rent = () =>
  addScheduled(
    db,
    {
      scheduled_trans_status: 'withdraw',
      day_of_month: 1,
      amount_cents: 120000 as Cents,
      currency: 'EUR',
      category: 'Rent',
      scheduled_trans_details: 'Flat',
      status: true,
    },
    new Date('2026-11-10T09:00:00Z'),
  );

const today = '2026-12-20' as IsoDate;
const now = new Date('2026-12-20T09:00:00Z');

describe('enterOccurrenceNow and skipOccurrence', () => {
  it('enters a coming occurrence dated today, queued as the put of its own id', async () => {
    const item = await rent();
    const id = `sched:${item.id}:2027-01`;
    await enterOccurrenceNow(db, item, id, today, now);
    expect(await db.transactions.get(id)).toMatchObject({ date: today, amount_cents: 120000, scheduled_id: item.id });
    expect((await db.outbox.toArray()).map((entry) => entry.name)).toContain('transaction.put.v1');
  });

  it('refuses to enter a skipped one or skip an entered one, changing nothing', async () => {
    const item = await rent();
    const january = `sched:${item.id}:2027-01`;
    const february = `sched:${item.id}:2027-02`;
    await skipOccurrence(db, january);
    await enterOccurrenceNow(db, item, february, today, now);
    const queued = await db.outbox.count();

    await expect(enterOccurrenceNow(db, item, january, today, now)).rejects.toEqual(
      new CommandRefused(occurrenceSettledText),
    );
    await expect(skipOccurrence(db, february)).rejects.toBeInstanceOf(CommandRefused);
    expect(await db.transactions.get(january)).toBeUndefined();
    expect(await db.deletedOccurrences.get(february)).toBeUndefined();
    expect(await db.outbox.count()).toBe(queued);
  });

  it('takes only occurrence ids', async () => {
    const item = await rent();
    await expect(skipOccurrence(db, item.id)).rejects.toBeInstanceOf(RangeError);
    await expect(enterOccurrenceNow(db, item, 'plain-id', today, now)).rejects.toBeInstanceOf(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { splitFields, splitTexts } from '../../domain/splits';
import { db } from '../queries/freshDbPerTest';
import { addScheduled, applyDueScheduled, updateScheduled, type ScheduledInput } from './scheduled';

// Issue 45, item 1: a split schedule on the device: refused unless its parts add up, as the
// server refuses it, and every transaction it makes carries its parts.
const created = new Date('2025-01-05T09:00:00.000Z');
const rent: ScheduledInput = {
  scheduled_trans_status: 'withdraw',
  day_of_month: 10,
  amount_cents: 1000_00 as Cents,
  currency: 'EUR',
  scheduled_trans_details: 'Flat and heating',
  status: true,
  ...splitFields([
    { category: 'Rent', amount_cents: 800_00 as Cents, note: '' },
    { category: 'Utilities', amount_cents: 200_00 as Cents, note: 'heating' },
  ]),
};

describe('a split scheduled transaction on the device', () => {
  it('makes split transactions with its parts', async () => {
    const item = await addScheduled(db, rent, created);
    expect(await applyDueScheduled(db, '2025-02-15' as IsoDate, new Date('2025-02-15T08:00:00Z'))).toEqual({
      applied: 2,
    });
    const made = (await db.transactions.toArray()).filter((t) => t.scheduled_id === item.id);
    expect(made.map(({ category, parts }) => ({ category, parts }))).toEqual([
      { category: 'Rent', parts: rent.parts },
      { category: 'Rent', parts: rent.parts },
    ]);
  });

  it('refuses an add or an edit whose parts do not add up, and writes nothing', async () => {
    await expect(addScheduled(db, { ...rent, amount_cents: 999_00 as Cents }, created)).rejects.toThrow(
      splitTexts.mismatch,
    );
    expect(await db.outbox.count()).toBe(0);
    const item = await addScheduled(db, rent, created);
    await expect(updateScheduled(db, item, { ...rent, amount_cents: 1100_00 as Cents })).rejects.toThrow(
      splitTexts.mismatch,
    );
    expect(await db.scheduled.get(item.id)).toEqual(item);
  });
});

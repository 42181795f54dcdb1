import { anEntry, expectedPatchEntry } from '../../../tests/support/records';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { ScheduledRecord, TransactionRecord } from '../../domain/records';
import {
  addScheduled,
  applyDueScheduled,
  deleteScheduled,
  toggleScheduled,
  updateScheduled,
  type ScheduledInput,
} from './scheduled';
import { addTransaction, deleteTransaction } from './transactions';
import { db } from '../queries/freshDbPerTest';

const created = new Date('2025-01-05T09:00:00.000Z');
const salary: ScheduledInput = {
  scheduled_trans_status: 'deposit',
  day_of_month: 25,
  amount_cents: 300000 as Cents,
  currency: 'USD',
  category: 'Salary',
  scheduled_trans_details: 'Monthly salary',
  status: true,
};

const outbox = async () => (await db.outbox.toArray()).map(({ name, args, recordKey }) => ({ name, args, recordKey }));

describe('addScheduled, updateScheduled, toggleScheduled, deleteScheduled', () => {
  it('adds an item with a new id and its creation time', async () => {
    const item = await addScheduled(db, salary, created);

    expect(item).toEqual({
      id: item.id,
      scheduled_trans_status: 'deposit',
      day_of_month: 25,
      amount_cents: 300000,
      currency: 'USD',
      category: 'Salary',
      scheduled_trans_details: 'Monthly salary',
      status: true,
      created_at: '2025-01-05T09:00:00.000Z',
    });
    expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(await db.scheduled.get(item.id)).toEqual(item);
    expect(await db.outbox.toArray()).toEqual([
      { number: 1, name: 'scheduled.put.v1', args: item, recordKey: `scheduled:${item.id}` },
    ]);
  });

  it('updates type, amount and active flag, keeping the id and creation time', async () => {
    const item = await addScheduled(db, salary, created);

    const updated = await updateScheduled(
      db,
      item,
      {
        ...salary,
        scheduled_trans_status: 'withdraw',
        day_of_month: 1,
        amount_cents: 120000 as Cents,
        category: 'Rent',
        scheduled_trans_details: 'Rent',
        status: false,
      },
      created,
    );

    const expected: ScheduledRecord = {
      id: item.id,
      scheduled_trans_status: 'withdraw',
      day_of_month: 1,
      amount_cents: 120000 as Cents,
      currency: 'USD',
      category: 'Rent',
      scheduled_trans_details: 'Rent',
      status: false,
      created_at: '2025-01-05T09:00:00.000Z',
    };
    expect(updated).toEqual(expected);
    expect(await db.scheduled.get(item.id)).toEqual(expected);
    // Only the changed fields travel, each with the value it replaced (protocol step 4).
    expect((await outbox())[1]).toEqual(
      expectedPatchEntry('scheduled', item.id, {
        scheduled_trans_status: ['deposit', 'withdraw'],
        day_of_month: [25, 1],
        amount_cents: [300000, 120000],
        category: ['Salary', 'Rent'],
        scheduled_trans_details: ['Monthly salary', 'Rent'],
        status: [true, false],
      }),
    );
  });

  it('toggles the active flag; a resume says since when it is active', async () => {
    const item = await addScheduled(db, salary, created);

    const paused = await toggleScheduled(db, item, created);
    expect(paused).toEqual({ ...item, status: false });
    expect(await db.scheduled.get(item.id)).toEqual({ ...item, status: false });

    const resumedAt = new Date('2025-01-06T10:00:00.000Z');
    const resumed = await toggleScheduled(db, paused, resumedAt);
    expect(resumed).toEqual({ ...item, status: true, active_since: '2025-01-06T10:00:00.000Z' });
    expect(await db.scheduled.get(item.id)).toEqual(resumed);
    expect((await outbox()).slice(1)).toEqual([
      expectedPatchEntry('scheduled', item.id, { status: [true, false] }),
      expectedPatchEntry('scheduled', item.id, {
        status: [false, true],
        active_since: [null, '2025-01-06T10:00:00.000Z'],
      }),
    ]);
  });

  it('deletes an item and leaves the transactions it generated', async () => {
    const item = await addScheduled(db, salary, created);
    await applyDueScheduled(db, '2025-01-31' as IsoDate, created);

    await deleteScheduled(db, item.id);

    expect(await db.scheduled.count()).toBe(0);
    expect(await db.transactions.count()).toBe(1);
    expect((await outbox()).at(-1)).toEqual({
      name: 'scheduled.delete.v1',
      args: { id: item.id },
      recordKey: `scheduled:${item.id}`,
    });
  });
});

describe('pausing and resuming (issue 13 item 11)', () => {
  const at = (date: string) => new Date(`${date}T12:00:00.000Z`);
  const days = async () => (await db.transactions.orderBy('[date+id]').toArray()).map((t) => t.date);

  it('resuming does not back-fill the paused months', async () => {
    const item = await addScheduled(db, { ...salary, day_of_month: 15 }, at('2025-01-01'));
    await applyDueScheduled(db, '2025-01-20' as IsoDate, at('2025-01-20'));
    const paused = await toggleScheduled(db, item, at('2025-01-31'));
    await applyDueScheduled(db, '2025-03-20' as IsoDate, at('2025-03-20'));
    await toggleScheduled(db, paused, at('2025-04-20'));

    expect(await applyDueScheduled(db, '2025-04-20' as IsoDate, at('2025-04-20'))).toEqual({ applied: 0 });
    expect(await applyDueScheduled(db, '2025-05-15' as IsoDate, at('2025-05-15'))).toEqual({ applied: 1 });
    expect(await days()).toEqual(['2025-01-15', '2025-05-15']);
  });

  it('resuming through the edit form is a resume too', async () => {
    const item = await addScheduled(db, { ...salary, day_of_month: 1, status: false }, at('2025-01-01'));
    await updateScheduled(db, item, { ...salary, day_of_month: 1, status: true }, at('2025-03-05'));
    expect(await applyDueScheduled(db, '2025-04-01' as IsoDate, at('2025-04-01'))).toEqual({ applied: 1 });
    expect(await days()).toEqual(['2025-04-01']);
  });

  it('pausing writes what fell due while active, in the same command, except deleted ones', async () => {
    const item = await addScheduled(db, { ...salary, day_of_month: 10 }, at('2025-01-01'));
    await applyDueScheduled(db, '2025-01-10' as IsoDate, at('2025-01-10'));
    await deleteTransaction(db, `sched:${item.id}:2025-01`);
    const before = await db.outbox.count();

    await toggleScheduled(db, item, at('2025-03-20'));

    expect(await days()).toEqual(['2025-02-10', '2025-03-10']);
    expect((await outbox()).slice(before).map((entry) => entry.recordKey)).toEqual([
      `transaction:sched:${item.id}:2025-02`,
      `transaction:sched:${item.id}:2025-03`,
      `scheduled:${item.id}`,
    ]);
  });
});

describe('applyDueScheduled', () => {
  const applyAt = new Date('2025-04-26T07:00:00.000Z');

  it('catches up every missed month in one command, with deterministic ids', async () => {
    const item = await addScheduled(db, salary, created);

    expect(await applyDueScheduled(db, '2025-04-26' as IsoDate, applyAt)).toEqual({ applied: 4 });

    const occurrence = (month: string): TransactionRecord => ({
      id: `sched:${item.id}:${month}`,
      amount_cents: 300000 as Cents,
      currency: 'USD',
      trans_status: 'deposit',
      category: 'Salary',
      trans_details: 'Monthly salary',
      date: `${month}-25` as IsoDate,
      created_at: '2025-04-26T07:00:00.000Z',
      scheduled_id: item.id,
      wish_id: null,
    });
    const expected = ['2025-01', '2025-02', '2025-03', '2025-04'].map(occurrence);
    expect(await db.transactions.orderBy('[date+id]').toArray()).toEqual(expected);
    expect(await db.balances.toArray()).toEqual([{ currency: 'USD', cents: 1200000, count: 4 }]);
    expect((await outbox()).slice(1)).toEqual(
      expected.map((record) => ({ name: 'transaction.put.v1', args: record, recordKey: `transaction:${record.id}` })),
    );
  });

  it('is idempotent: a second call creates nothing and writes nothing to the outbox', async () => {
    await addScheduled(db, salary, created);
    await applyDueScheduled(db, '2025-04-26' as IsoDate, applyAt);
    const before = await outbox();
    const balances = await db.balances.toArray();

    expect(await applyDueScheduled(db, '2025-04-26' as IsoDate, new Date('2025-04-26T08:00:00.000Z'))).toEqual({
      applied: 0,
    });

    expect(await db.transactions.count()).toBe(4);
    expect(await outbox()).toEqual(before);
    expect(await db.balances.toArray()).toEqual(balances);
  });

  it('does not fire before the day of the month arrives, then fires once it has', async () => {
    const item = await addScheduled(db, salary, created);

    expect(await applyDueScheduled(db, '2025-01-24' as IsoDate, applyAt)).toEqual({ applied: 0 });
    expect(await applyDueScheduled(db, '2025-01-25' as IsoDate, applyAt)).toEqual({ applied: 1 });
    expect(await applyDueScheduled(db, '2025-02-24' as IsoDate, applyAt)).toEqual({ applied: 0 });
    expect(await applyDueScheduled(db, '2025-02-25' as IsoDate, applyAt)).toEqual({ applied: 1 });

    expect(await db.transactions.toCollection().primaryKeys()).toEqual([
      `sched:${item.id}:2025-01`,
      `sched:${item.id}:2025-02`,
    ]);
  });

  it('skips inactive items', async () => {
    const active = await addScheduled(db, salary, created);
    await addScheduled(db, { ...salary, category: 'Bonus', status: false }, created);

    expect(await applyDueScheduled(db, '2025-02-25' as IsoDate, applyAt)).toEqual({ applied: 2 });

    expect(await db.transactions.toCollection().primaryKeys()).toEqual([
      `sched:${active.id}:2025-01`,
      `sched:${active.id}:2025-02`,
    ]);
  });

  it('writes nothing at all when no item is active', async () => {
    await addScheduled(db, { ...salary, status: false }, created);

    expect(await applyDueScheduled(db, '2025-04-26' as IsoDate, applyAt)).toEqual({ applied: 0 });

    expect(await db.transactions.count()).toBe(0);
    expect(await db.outbox.count()).toBe(1);
  });

  it('does not re-create an occurrence already present locally, as if pulled from another device', async () => {
    const item = await addScheduled(db, salary, created);
    const pulled: TransactionRecord = {
      id: `sched:${item.id}:2025-02`,
      amount_cents: 300000 as Cents,
      currency: 'USD',
      trans_status: 'deposit',
      category: 'Salary',
      trans_details: 'Monthly salary',
      date: '2025-02-25' as IsoDate,
      created_at: '2025-02-25T06:00:00.000Z',
      scheduled_id: item.id,
      wish_id: null,
    };
    // A pulled record lands without an outbox entry (protocol step 6).
    await db.transactions.put(pulled);

    expect(await applyDueScheduled(db, '2025-03-25' as IsoDate, applyAt)).toEqual({ applied: 2 });

    expect(await db.transactions.get(pulled.id)).toEqual(pulled);
    expect((await outbox()).slice(1).map((entry) => entry.recordKey)).toEqual([
      `transaction:sched:${item.id}:2025-01`,
      `transaction:sched:${item.id}:2025-03`,
    ]);
  });

  it('never makes an occurrence again once it was deleted here, and keeps its tombstone', async () => {
    const item = await addScheduled(db, salary, created);
    await applyDueScheduled(db, '2025-02-25' as IsoDate, applyAt);
    const february = `sched:${item.id}:2025-02`;

    await deleteTransaction(db, february);

    expect(await db.deletedOccurrences.toArray()).toEqual([{ id: february }]);
    expect(await applyDueScheduled(db, '2025-02-26' as IsoDate, applyAt)).toEqual({ applied: 0 });
    expect(await applyDueScheduled(db, '2025-03-25' as IsoDate, applyAt)).toEqual({ applied: 1 });
    expect(await db.transactions.toCollection().primaryKeys()).toEqual([
      `sched:${item.id}:2025-01`,
      `sched:${item.id}:2025-03`,
    ]);
  });

  it('keeps no tombstone for a deleted plain transaction', async () => {
    const plain = await addTransaction(
      db,
      anEntry({ amount_cents: 100, currency: 'USD', category: '', date: '2025-01-02' }),
      created,
    );
    await deleteTransaction(db, plain.id);
    expect(await db.deletedOccurrences.count()).toBe(0);
  });

  it('fires on the last day of shorter months and catches up years in one call', async () => {
    const item = await addScheduled(db, { ...salary, day_of_month: 31 }, new Date('2014-01-01T00:00:00.000Z'));

    expect(await applyDueScheduled(db, '2025-02-28' as IsoDate, applyAt)).toEqual({ applied: 134 });

    expect(await db.transactions.get(`sched:${item.id}:2024-02`)).toMatchObject({ date: '2024-02-29' });
    expect(await db.transactions.get(`sched:${item.id}:2025-02`)).toMatchObject({ date: '2025-02-28' });
    expect(await db.balances.get('USD')).toEqual({ currency: 'USD', cents: 40200000, count: 134 });
  });
});

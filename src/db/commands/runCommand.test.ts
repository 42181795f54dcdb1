import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { MoneyKitchenDb } from '../database';
import { freshTestDb } from '../queries/testDb';
import { commandMeasureName } from './runCommand';
import { addTransaction, type TransactionInput } from './transactions';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});

const lunch: TransactionInput = {
  amount_cents: 1250 as Cents,
  currency: 'EUR',
  trans_status: 'withdraw',
  category: 'Food',
  trans_details: 'Lunch',
  date: '2026-03-10' as IsoDate,
};
const now = new Date('2026-03-10T12:00:00Z');

describe('runCommand', () => {
  it('writes the record, its derived figures and its outbox entry together', async () => {
    const record = await addTransaction(db, lunch, now);

    expect(await db.transactions.toArray()).toEqual([record]);
    expect(await db.balances.toArray()).toEqual([{ currency: 'EUR', cents: -1250, count: 1 }]);
    expect(await db.days.toArray()).toEqual([
      { date: '2026-03-10', sums: [{ kind: 'withdraw', category: 'Food', currency: 'EUR', cents: 1250, count: 1 }] },
    ]);
    expect(await db.categoryUse.toArray()).toEqual([{ kind: 'withdraw', category: 'Food', count: 1 }]);
    expect(await db.outbox.toArray()).toEqual([
      { number: 1, name: 'transaction.put.v1', args: record, recordKey: `transaction:${record.id}` },
    ]);
  });

  it('writes nothing at all when one part fails', async () => {
    vi.spyOn(db.outbox, 'bulkAdd').mockRejectedValue(new Error('quota exceeded'));

    await expect(addTransaction(db, lunch, now)).rejects.toThrow('quota exceeded');

    expect(await db.transactions.count()).toBe(0);
    expect(await db.balances.count()).toBe(0);
    expect(await db.days.count()).toBe(0);
    expect(await db.categoryUse.count()).toBe(0);
  });

  it('leaves one User Timing measure of the latest command for tools to read', async () => {
    await addTransaction(db, lunch, now);
    await addTransaction(db, { ...lunch, amount_cents: 300 as Cents }, now);

    const measures = performance.getEntriesByName(commandMeasureName, 'measure');
    expect(measures).toHaveLength(1);
    expect(measures[0]!.duration).toBeGreaterThan(0);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aTransaction } from '../../tests/support/records';
import type { MoneyKitchenDb } from './database';
import { freshTestDb } from './queries/testDb';
import { writeInTurns } from './writeInTurns';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});

const manyTransactions = (count: number) =>
  Array.from({ length: count }, (_, i) => aTransaction({ id: `tx-${String(i).padStart(5, '0')}` }));

describe('writeInTurns', () => {
  it('writes every record, a slice per request, with never more than two slices waiting', async () => {
    const records = manyTransactions(1050);
    let waiting = 0;
    let mostWaiting = 0;
    const sliceSizes: number[] = [];
    const bulkPut = db.transactions.bulkPut.bind(db.transactions);
    vi.spyOn(db.transactions, 'bulkPut').mockImplementation(((slice: typeof records) => {
      sliceSizes.push(slice.length);
      waiting++;
      mostWaiting = Math.max(mostWaiting, waiting);
      return bulkPut(slice).finally(() => waiting--);
    }) as typeof db.transactions.bulkPut);

    await db.transaction('rw', db.transactions, () =>
      writeInTurns(records, (slice) => db.transactions.bulkPut(slice), 100),
    );

    expect(sliceSizes).toEqual([100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 50]);
    expect(mostWaiting).toBe(2);
    expect(await db.transactions.count()).toBe(1050);
  });

  it('writes nothing when one slice fails: the whole transaction is undone and the caller hears why', async () => {
    const records = manyTransactions(500);
    // A record without its key: the fourth slice's put fails.
    (records[350] as { id?: string }).id = undefined;

    await expect(
      db.transaction('rw', db.transactions, () =>
        writeInTurns(records, (slice) => db.transactions.bulkPut(slice), 100),
      ),
    ).rejects.toThrow();

    expect(await db.transactions.count()).toBe(0);
  });
});

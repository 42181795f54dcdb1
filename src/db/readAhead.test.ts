import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from './database';
import { freshTestDb } from './queries/testDb';
import { ReadAhead } from './readAhead';

let db: MoneyKitchenDb;
beforeEach(async () => {
  db = freshTestDb();
  await db.categoryUse.bulkPut([
    { kind: 'withdraw', category: 'Food', count: 3 },
    { kind: 'deposit', category: 'Salary', count: 1 },
  ]);
});

describe('ReadAhead', () => {
  it('answers in the order asked, reading each key once however often it is asked for', async () => {
    const bulkGet = vi.spyOn(db.categoryUse, 'bulkGet');
    const rows = await db.transaction('rw', db.categoryUse, async () => {
      const reads = new ReadAhead(db.categoryUse);
      reads.start([
        ['withdraw', 'Food'],
        ['withdraw', 'Food'],
      ]);
      return reads.read([
        ['deposit', 'Salary'],
        ['withdraw', 'Rent'],
        ['withdraw', 'Food'],
      ]);
    });

    expect(rows).toEqual([
      { kind: 'deposit', category: 'Salary', count: 1 },
      undefined,
      { kind: 'withdraw', category: 'Food', count: 3 },
    ]);
    expect(bulkGet.mock.calls.map(([keys]) => keys)).toEqual([
      [['withdraw', 'Food']],
      [
        ['deposit', 'Salary'],
        ['withdraw', 'Rent'],
      ],
    ]);
  });
});

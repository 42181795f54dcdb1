import { describe, expect, it, vi } from 'vitest';
import type { IsoDate } from '../domain/dates';
import type { Cents } from '../domain/money';
import type { TransactionRecord } from '../domain/records';
import { runCommand } from './commands/runCommand';
import { buildDeferredSearchIndex, searchIndexState, writeWithSearchRowsAfter } from './searchIndex';
import { db } from './queries/freshDbPerTest';

const record = (id: string, details: string): TransactionRecord => ({
  id,
  amount_cents: 500 as Cents,
  currency: 'EUR',
  trans_status: 'withdraw',
  category: 'Groceries',
  trans_details: details,
  date: '2024-05-01' as IsoDate,
  created_at: '2024-05-01T10:00:00.000Z',
  scheduled_id: null,
  wish_id: null,
});

const put = (saved: TransactionRecord, searchRows: boolean) =>
  runCommand(db, [{ kind: 'transaction', op: 'put', id: saved.id, record: saved }], undefined, { searchRows });

describe('writeWithSearchRowsAfter', () => {
  it("answers with the write's result, then fills in the rows of what it wrote", async () => {
    const written = await writeWithSearchRowsAfter(db, 'imp:a', async (searchRows) => {
      await put(record('imp:a:2', 'Market stall'), searchRows);
      return 'written';
    });
    expect(written).toBe('written');

    await buildDeferredSearchIndex(db);
    expect(await searchIndexState(db)).toBe('ready');
    expect((await db.searchRows.toArray()).map((row) => [row.id, row.words])).toEqual([
      ['imp:a:2', expect.arrayContaining(['market', 'stall'])],
    ]);
  });

  it('passes a failed write on, and rebuilds the index with the rows of whatever it wrote', async () => {
    const failing = writeWithSearchRowsAfter(db, 'imp:b', async (searchRows) => {
      await put(record('imp:b:2', 'Bakery'), searchRows);
      throw new Error('The disk is full');
    });
    await expect(failing).rejects.toThrow('The disk is full');

    // Nobody else starts a build here: the failed write's own rebuild must bring the index back.
    await vi.waitFor(async () => expect(await searchIndexState(db)).toBe('ready'));
    expect((await db.searchRows.toArray()).map((row) => row.id)).toEqual(['imp:b:2']);
  });
});

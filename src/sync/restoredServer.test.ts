import { beforeEach, describe, expect, it } from 'vitest';
import { addTransaction } from '../db/commands/transactions';
import type { MoneyKitchenDb } from '../db/database';
import { freshTestDb } from '../db/queries/testDb';
import type { Cents } from '../domain/money';
import type { PulledChange, PullResponse } from '../domain/mutations';
import type { TransactionRecord } from '../domain/records';
import { pulledTransactionChanges } from '../../tests/support/pulledChanges';
import { anEntry, aTransaction } from '../../tests/support/records';
import { pullChanges } from './pull';
import type { SyncTransport } from './transport';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});

const tx = (id: string, amount: number, overrides: Partial<TransactionRecord> = {}) =>
  aTransaction({ id, amount_cents: amount as Cents, currency: 'EUR', trans_details: '', ...overrides });

/** A server holding `changes` under `databaseId`: it answers every change after the cursor, as one page. */
function serverOf(databaseId: string, changes: PulledChange[], extra: Partial<PullResponse> = {}) {
  const asked: number[] = [];
  const transport: SyncTransport = {
    push: () => Promise.reject(new Error('not used')),
    rates: () => Promise.reject(new Error('not used')),
    pull: async (after) => {
      asked.push(after);
      const page = changes.filter((change) => change.seq > after);
      const newest = changes.at(-1)?.seq ?? 0;
      return {
        changes: page,
        cursor: page.at(-1)?.seq ?? after,
        more: false,
        database_id: databaseId,
        ...(page.length === 0 && after > newest ? { unknown_cursor: true as const } : {}),
        ...extra,
      };
    },
  };
  return { transport, asked };
}

const amounts = async () => (await db.transactions.toArray()).map((t) => [t.id, t.amount_cents]).sort();

describe('a server restored from a backup (issue 50, item 3)', () => {
  it('seeing another database identity, forgets what it pulled and syncs again from the start', async () => {
    const before = pulledTransactionChanges();
    await pullChanges(
      db,
      serverOf('db-1', [before.put(tx('a', 100)), before.put(tx('b', 200)), before.put(tx('c', 300))]).transport,
    );
    expect(await amounts()).toEqual([
      ['a', 100],
      ['b', 200],
      ['c', 300],
    ]);

    // Restored to when it held a alone; since then d was made, under the number b had before.
    const after = pulledTransactionChanges();
    const restored = serverOf('db-2', [after.put(tx('a', 100)), after.put(tx('d', 400))]);
    await pullChanges(db, restored.transport);

    expect(await amounts()).toEqual([
      ['a', 100],
      ['d', 400],
    ]);
    expect(restored.asked).toEqual([3, 0]);
    expect(await db.balances.toArray()).toEqual([{ currency: 'EUR', cents: -500, count: 2 }]);
    expect((await db.syncState.get('databaseId'))?.value).toBe('db-2');
    expect((await db.syncState.get('cursor'))?.value).toBe('2');
  });

  it('asked from a cursor the database never handed out, syncs again from the start', async () => {
    const before = pulledTransactionChanges();
    await pullChanges(
      db,
      serverOf('db-1', [before.put(tx('a', 100)), before.put(tx('b', 200)), before.put(tx('c', 300))]).transport,
    );
    // Same identity (restored by copying the file, identity and all), but it ends at change 1.
    const restored = serverOf('db-1', [pulledTransactionChanges().put(tx('a', 100))]);
    await pullChanges(db, restored.transport);
    expect(await amounts()).toEqual([['a', 100]]);
    expect(restored.asked).toEqual([3, 0]);
  });

  it('with changes still waiting to be sent, keeps everything until they are pushed, losing none', async () => {
    const before = pulledTransactionChanges();
    await pullChanges(db, serverOf('db-1', [before.put(tx('a', 100))]).transport);
    await addTransaction(db, anEntry({ amount_cents: 999 as Cents, trans_details: 'made offline' }), new Date());
    const waiting = await db.outbox.toArray();

    const restored = serverOf('db-2', [pulledTransactionChanges().put(tx('z', 1))]);
    await pullChanges(db, restored.transport);
    expect(await db.outbox.toArray()).toEqual(waiting);
    expect((await db.transactions.toArray()).map((t) => t.trans_details).sort()).toEqual(['', 'made offline']);
    expect((await db.syncState.get('databaseId'))?.value).toBe('db-1');

    // Pushed (the outbox is empty again): the next pull starts over on the restored database.
    await db.outbox.clear();
    await pullChanges(db, restored.transport);
    expect(await amounts()).toEqual([['z', 1]]);
  });
});

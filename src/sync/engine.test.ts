import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../db/database';
import { importTransactions } from '../db/commands/imports';
import { freshTestDb } from '../db/queries/testDb';
import { importRowId } from '../domain/importIds';
import { aTransaction } from '../../tests/support/records';
import { SyncEngine } from './engine';
import { writeState } from './syncState';
import type { SyncTransport } from './transport';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});

/** A server with nothing new: counts the pulls the engine makes. */
function quietServer() {
  const transport: SyncTransport = {
    push: async () => ({ results: [] }),
    pull: vi.fn(async (after: number) => ({ changes: [], cursor: after, more: false })),
    rates: async () => ({ tables: [], cursor: 0, more: false }),
  };
  return transport;
}

describe('a change number from the live stream', () => {
  it('syncs only when the server is ahead of what this device has pulled', async () => {
    const server = quietServer();
    const engine = new SyncEngine(db, server, { exclusive: (_name, work) => work() });
    await writeState(db, 'cursor', '7');
    await engine.syncIfBehind(7);
    await engine.syncIfBehind(3);
    expect(server.pull).not.toHaveBeenCalled();
    await engine.syncIfBehind(8);
    expect(server.pull).toHaveBeenCalledWith(7, expect.any(Number));
  });

  it('is shown as "live" in the status, and only a change of it tells the listeners', () => {
    const engine = new SyncEngine(db, quietServer(), { exclusive: (_name, work) => work() });
    const told = vi.fn();
    engine.subscribe(told);
    engine.setLive(true);
    engine.setLive(true);
    expect(engine.getStatus().live).toBe(true);
    engine.setLive(false);
    expect(engine.getStatus().live).toBe(false);
    expect(told).toHaveBeenCalledTimes(2);
  });
});

const batch = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** `count` rows of one imported file, with the ids an import gives them. */
const fileRows = (count: number) =>
  Array.from({ length: count }, (_, i) => aTransaction({ id: importRowId(batch, i + 2), category: 'Groceries' }));

/** Web Locks as the browser grants them: one holder per name, the others in the order they asked. */
function locksInOrder() {
  const last = new Map<string, Promise<unknown>>();
  const pending: { name: string }[] = [];
  return {
    request(name: string, work: () => Promise<unknown>) {
      const waiting = { name };
      pending.push(waiting);
      const start = () => {
        pending.splice(pending.indexOf(waiting), 1);
        return work();
      };
      const granted = (last.get(name) ?? Promise.resolve()).then(start, start);
      last.set(
        name,
        granted.catch(() => undefined),
      );
      return granted;
    },
    query: async () => ({ held: [], pending: [...pending] }),
  };
}

describe('an import and the sync', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('holds the sync back until every chunk is written, so the push starts with the whole import', async () => {
    vi.stubGlobal('navigator', { locks: locksInOrder() });
    const heldAtPush: number[] = [];
    const engine = new SyncEngine(db, {
      push: async () => {
        heldAtPush.push(await db.transactions.count());
        throw new TypeError('Failed to fetch');
      },
      pull: () => Promise.reject(new Error('not reached')),
      rates: () => Promise.reject(new Error('not reached')),
    });
    let syncing: Promise<void> | undefined;
    await importTransactions(db, { id: batch, fileName: 'bank.csv', format: 'csv' }, fileRows(4100), {
      now: new Date('2026-03-10T12:00:00Z'),
      // The sync is asked for once the first chunk is in, as the outbox's first entries ask for it.
      onProgress: () => {
        syncing ??= engine.syncNow();
      },
    });
    await syncing;

    expect(heldAtPush).toEqual([4100]);
  });

  it('gives way between two push batches to an import that waits, and pushes the import after it', async () => {
    const locks = locksInOrder();
    vi.stubGlobal('navigator', { locks });
    await importTransactions(
      db,
      { id: 'b'.repeat(24), fileName: 'first.csv', format: 'csv' },
      [aTransaction({ id: importRowId('b'.repeat(24), 2) })],
      {
        now: new Date('2026-03-10T12:00:00Z'),
      },
    );
    let importing: Promise<unknown> | undefined;
    const heldAtPush: number[] = [];
    const engine = new SyncEngine(db, {
      push: async ({ mutations }) => {
        heldAtPush.push(await db.transactions.count());
        if (!importing) {
          // A second import starts while the first push is on the wire, and waits for the lock.
          importing = importTransactions(db, { id: batch, fileName: 'bank.csv', format: 'csv' }, fileRows(4100), {
            now: new Date('2026-03-10T12:00:00Z'),
          });
          while ((await locks.query()).pending.length === 0) await new Promise((resolve) => setTimeout(resolve, 1));
        }
        return { results: mutations.map(({ number }) => ({ number, status: 'applied' as const })) };
      },
      pull: async (after) => ({ changes: [], conflicts: [], cursor: after, more: false }),
      rates: async () => ({ tables: [], cursor: 0, more: false }),
    });
    await engine.syncNow();
    await importing;

    // The first push held the first import's row; the next went out with the whole second import in.
    expect(heldAtPush.slice(0, 2)).toEqual([1, 4101]);
    expect(await db.outbox.count()).toBe(0);
  });
});

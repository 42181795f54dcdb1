import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../db/database';
import { freshTestDb } from '../db/queries/testDb';
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

import { describe, expect, it } from 'vitest';
import { rebuildDerived } from '../db/rebuildDerived';
import type { Cents } from '../domain/money';
import type { PulledChange } from '../domain/mutations';
import type { TransferRecord } from '../domain/records';
import { pullChanges } from './pull';
import type { SyncTransport } from './transport';
import { cashForTheTrip } from '../../tests/support/records';
import { db } from '../db/queries/freshDbPerTest';

const now = new Date('2026-03-10T08:30:00.000Z');
const exchange = cashForTheTrip('2026-03-10');

describe('pulling transfers', () => {
  it('a pulled transfer, its edit and its delete move the balances as the commands do, and a rebuild agrees', async () => {
    const record: TransferRecord = { ...exchange, id: 'pulled-1', created_at: now.toISOString() };
    const pages: PulledChange[][] = [
      [{ kind: 'transfer', id: record.id, seq: 1, deleted: false, record }],
      [{ kind: 'transfer', id: record.id, seq: 2, deleted: false, record: { ...record, out_cents: 120_00 as Cents } }],
      [
        { kind: 'transfer', id: 'pulled-2', seq: 3, deleted: false, record: { ...record, id: 'pulled-2' } },
        { kind: 'transfer', id: record.id, seq: 4, deleted: true },
      ],
    ];
    let served = 0;
    const transport: SyncTransport = {
      push: () => Promise.reject(new Error('not used')),
      rates: () => Promise.reject(new Error('not used')),
      pull: async () => {
        const changes = pages[served]!;
        served += 1;
        return { changes, cursor: changes.at(-1)!.seq, more: served < pages.length };
      },
    };
    await pullChanges(db, transport);

    expect((await db.transfers.toArray()).map((t) => t.id)).toEqual(['pulled-2']);
    const incremental = await db.balances.toArray();
    expect(incremental).toEqual([
      { currency: 'EGP', cents: 4850_00, count: 0, transfers: 1 },
      { currency: 'USD', cents: -100_00, count: 0, transfers: 1 },
    ]);
    await rebuildDerived(db);
    expect(await db.balances.toArray()).toEqual(incremental);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { updateTransaction } from '../db/commands/transactions';
import type { MoneyKitchenDb } from '../db/database';
import { rebuildDerived } from '../db/rebuildDerived';
import { freshTestDb } from '../db/queries/testDb';
import type { IsoDate } from '../domain/dates';
import type { Cents } from '../domain/money';
import type { PulledChange } from '../domain/mutations';
import type { TransactionRecord } from '../domain/records';
import { pulledTransactionChanges } from '../../tests/support/pulledChanges';
import { aTransaction } from '../../tests/support/records';
import { pullChanges } from './pull';
import type { SyncTransport } from './transport';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});

const tx = (id: string, amount: number, overrides: Partial<TransactionRecord> = {}) =>
  aTransaction({ id, amount_cents: amount as Cents, currency: 'EUR', trans_details: '', ...overrides });

const { put, removed, lastSeq } = pulledTransactionChanges();

/** Serves `pages` in order, each answering the cursor after its last change. */
function transportOf(pages: PulledChange[][]): SyncTransport {
  let served = 0;
  return {
    push: () => Promise.reject(new Error('not used')),
    rates: () => Promise.reject(new Error('not used')),
    pull: async () => {
      const changes = pages[served]!;
      served += 1;
      return { changes, cursor: changes.at(-1)?.seq ?? 0, more: served < pages.length };
    },
  };
}

/** The derived tables as a full rebuild from the records computes them. */
async function derivedState() {
  const read = async () => ({
    balances: await db.balances.toArray(),
    days: (await db.days.toArray()).map((day) => ({ ...day, sums: [...day.sums].sort((a, b) => a.cents - b.cents) })),
    uses: await db.categoryUse.toArray(),
  });
  const incremental = await read();
  await rebuildDerived(db);
  return { incremental, rebuilt: await read() };
}

describe('pulling pages of changes', () => {
  it('ends with the last change of each record, figures matching a rebuild, across pages', async () => {
    const received: number[] = [];
    await pullChanges(
      db,
      transportOf([
        [put(tx('a', 1000)), put(tx('b', 300, { currency: 'USD', trans_status: 'deposit' })), put(tx('a', 2500))],
        [removed('b'), put(tx('c', 700, { date: '2026-03-11' as IsoDate, category: 'Rent' })), put(tx('c', 800))],
      ]),
      (progress) => received.push(progress.received),
    );

    expect(received).toEqual([3, 6]);
    expect((await db.transactions.toArray()).map((t) => [t.id, t.amount_cents, t.date])).toEqual([
      ['a', 2500, '2026-03-10'],
      ['c', 800, '2026-03-10'],
    ]);
    expect(await db.balances.toArray()).toEqual([{ currency: 'EUR', cents: -3300, count: 2 }]);
    expect(await db.days.toArray()).toEqual([
      { date: '2026-03-10', sums: [{ kind: 'withdraw', category: 'Food', currency: 'EUR', cents: 3300, count: 2 }] },
    ]);
    const { incremental, rebuilt } = await derivedState();
    expect(incremental).toEqual(rebuilt);
    expect(await db.syncState.get('cursor')).toEqual({ key: 'cursor', value: String(lastSeq()) });
  });

  it('applies a long page in parts, each moving the cursor to its last change, so a stop keeps what arrived', async () => {
    const page = ['p1', 'p2', 'p3', 'p4', 'p5'].map((id, i) => put(tx(id, 100 * (i + 1))));
    let parts = 0;
    // The tab closes after the first part: what it committed stays, with the cursor at its end.
    const stop = () => {
      parts += 1;
      throw new Error('tab closed');
    };
    await expect(pullChanges(db, transportOf([page]), stop, { partSize: 2 })).rejects.toThrow('tab closed');
    expect(parts).toBe(1);
    expect((await db.transactions.toArray()).map((t) => t.id)).toEqual(['p1', 'p2']);
    expect(await db.syncState.get('cursor')).toEqual({ key: 'cursor', value: String(page[1]!.seq) });

    const received: number[] = [];
    await pullChanges(db, transportOf([page.slice(2)]), (progress) => received.push(progress.received), {
      partSize: 2,
    });
    expect(received).toEqual([2, 3]);
    expect(await db.syncState.get('cursor')).toEqual({ key: 'cursor', value: String(page[4]!.seq) });
    expect(await db.balances.toArray()).toEqual([{ currency: 'EUR', cents: -1500, count: 5 }]);
  });

  it('leaves a record with a local change waiting as it is, and applies the rest of the page', async () => {
    await pullChanges(db, transportOf([[put(tx('a', 1000)), put(tx('b', 200))]]));
    const local = (await db.transactions.get('a'))!;
    await updateTransaction(db, local, { ...local, amount_cents: 1500 as Cents });

    await pullChanges(db, transportOf([[put(tx('a', 9999)), removed('b')]]));

    expect(await db.transactions.toArray()).toEqual([{ ...local, amount_cents: 1500 }]);
    expect(await db.balances.toArray()).toEqual([{ currency: 'EUR', cents: -1500, count: 1 }]);
    const { incremental, rebuilt } = await derivedState();
    expect(incremental).toEqual(rebuilt);
  });

  it('an edit that moves no money writes no day row', async () => {
    await pullChanges(db, transportOf([[put(tx('a', 1000)), put(tx('b', 500, { category: 'Rent' }))]]));
    const dayWrites = vi.spyOn(db.days, 'bulkPut');

    await pullChanges(db, transportOf([[put(tx('a', 1000, { trans_details: 'Lunch' }))]]));

    expect(dayWrites).not.toHaveBeenCalled();
    expect((await db.transactions.get('a'))?.trans_details).toBe('Lunch');
  });
});

describe('pulling the tombstone of a scheduled occurrence', () => {
  const occurrence = (id: string) => tx(id, 300000, { scheduled_id: 'pay', trans_status: 'deposit' });

  it('keeps the tombstone and drops the copy, even one with a local change waiting to be pushed', async () => {
    const kept = occurrence('sched:pay:2026-02');
    const edited = occurrence('sched:pay:2026-03');
    await pullChanges(db, transportOf([[put(kept), put(edited), put(tx('plain', 100))]]));
    // Edited here, not yet pushed: the server will refuse it over its tombstone (protocol step 4).
    await updateTransaction(db, edited, { ...edited, amount_cents: 5 as Cents });
    await updateTransaction(db, (await db.transactions.get('plain'))!, { ...tx('plain', 7) });

    await pullChanges(db, transportOf([[removed(edited.id), removed(kept.id), removed('plain')]]));

    expect((await db.transactions.toArray()).map((t) => t.id)).toEqual(['plain']);
    expect((await db.deletedOccurrences.toArray()).map((row) => row.id)).toEqual([kept.id, edited.id]);
    const { incremental, rebuilt } = await derivedState();
    expect(incremental).toEqual(rebuilt);
  });
});

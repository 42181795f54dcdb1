import { describe, expect, it } from 'vitest';
import { pulledTransactionChanges } from '../../tests/support/pulledChanges';
import { aTransaction } from '../../tests/support/records';
import { transactionResults } from '../db/queries/transactionSearch';
import type { IsoDate } from '../domain/dates';
import type { PulledChange } from '../domain/mutations';
import { rowDetails } from '../domain/transfers';
import { buildDeferredSearchIndex, searchIndexState } from '../db/searchIndex';
import type { SyncTransport } from './transport';
import { pullChanges } from './pull';
import { db } from '../db/queries/freshDbPerTest';

async function detailsOf(text: string) {
  return (await transactionResults(db, { text }, 1, 10)).rows.map(rowDetails);
}

const { put, removed, lastSeq } = pulledTransactionChanges();

/** A server that serves `pages` in turn and calls `during` before answering each. */
function servingPages(
  pages: PulledChange[][],
  during: (page: number) => Promise<void> = async () => {},
): SyncTransport {
  let served = 0;
  return {
    push: () => Promise.reject(new Error('not used')),
    rates: () => Promise.reject(new Error('not used')),
    pull: async () => {
      await during(served);
      const changes = pages[served]!;
      served += 1;
      return { changes, cursor: lastSeq(), more: served < pages.length };
    },
  };
}

describe('the index of pulled changes', () => {
  it('is kept by the pull applier of a device that synced before, including date moves and deletes', async () => {
    await db.syncState.put({ key: 'cursor', value: '1' });
    const first = aTransaction({ id: 'p1', trans_details: 'Crème brûlée' });
    const second = aTransaction({ id: 'p2', trans_details: 'Taxi home' });
    const pages: PulledChange[][] = [
      [put(first), put(second)],
      [put({ ...first, date: '2026-04-01' as IsoDate }), removed('p2')],
    ];
    await pullChanges(db, servingPages(pages));
    expect(await searchIndexState(db)).toBe('ready');
    expect(await db.searchRows.toArray()).toEqual([
      {
        date: '2026-04-01',
        id: 'p1',
        category: 'Food',
        amount: 1250,
        currency: 'USD',
        kind: 'withdraw',
        account: 'currency-account-USD',
        // Not reconciled: listed by its account's reconcile screen.
        toReconcileIn: 'currency-account-USD',
        words: ['creme', 'brulee', 'food'],
      },
    ]);
    expect(await detailsOf('brul')).toEqual(['Crème brûlée']);
  });

  it('waits for the end of a first sync, finding matches by reading the records meanwhile, then builds the rows', async () => {
    const pages = [
      [put(aTransaction({ id: 'f1', trans_details: 'Crème brûlée' }))],
      [put(aTransaction({ id: 'f2', trans_details: 'Taxi home' }))],
    ];
    const seenDuring: unknown[] = [];
    await pullChanges(
      db,
      servingPages(pages, async (page) => {
        if (page === 1)
          seenDuring.push(await searchIndexState(db), await db.searchRows.count(), await detailsOf('brul'));
      }),
    );
    // During the first sync the pages wrote no search rows, and the search still found the record.
    expect(seenDuring).toEqual(['deferred', 0, ['Crème brûlée']]);
    await buildDeferredSearchIndex(db);
    expect(await searchIndexState(db)).toBe('ready');
    expect((await db.searchRows.toArray()).map((row) => row.id).sort()).toEqual(['f1', 'f2']);
    expect(await detailsOf('taxi')).toEqual(['Taxi home']);
  });

  it('builds the rows again from scratch when the tab closed while they were being built', async () => {
    const kept = aTransaction({ id: 'k1', trans_details: 'Fresh basil' });
    await db.transactions.put(kept);
    await db.searchRows.put({
      date: '2020-01-01',
      id: 'gone',
      category: '',
      amount: 1,
      currency: 'EUR',
      kind: 'withdraw',
      words: ['stale'],
    });
    await db.syncState.put({ key: 'searchIndex', value: 'building' });
    expect(await detailsOf('basil')).toEqual(['Fresh basil']);
    await buildDeferredSearchIndex(db);
    expect((await db.searchRows.toArray()).map((row) => row.id)).toEqual(['k1']);
    expect(await detailsOf('stale')).toEqual([]);
  });
});

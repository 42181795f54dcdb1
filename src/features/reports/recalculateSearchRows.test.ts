import { describe, expect, it, vi } from 'vitest';
import { aTransaction } from '../../../tests/support/records';
import { recalculateReports } from './recalculateReports';
import { recalculateNetWorth } from '../transactions/recalculateNetWorth';
import type { MoneyKitchenDb } from '../../db/database';
import { transactionResults } from '../../db/queries/transactionSearch';
import { searchIndexState } from '../../db/searchIndex';
import { searchRowOf } from '../../db/searchRows';
import { db } from '../../db/queries/freshDbPerTest';

/** A device whose search rows went wrong: one row missing, one describing a record that is gone. */
async function withDamagedSearchRows() {
  const kept = aTransaction({ id: 'kept', trans_details: 'Bakery bread' });
  const unindexed = aTransaction({ id: 'unindexed', trans_details: 'Bakery cake' });
  await db.transactions.bulkPut([kept, unindexed]);
  await db.searchRows.bulkPut([searchRowOf(kept), searchRowOf(aTransaction({ id: 'gone', trans_details: 'Bakery' }))]);
}

const bakeryIds = async () =>
  (await transactionResults(db, { text: 'bakery' }, 1, 10)).rows.map((row) => row.id).sort();

describe.each([
  ['Recalculate Networth', (target: MoneyKitchenDb) => recalculateNetWorth(target)],
  ['Recalculate Reports', (target: MoneyKitchenDb) => recalculateReports(target)],
])('%s', (_name, recalculate) => {
  it('rebuilds the search rows too, so a search finds exactly the transactions held', async () => {
    await withDamagedSearchRows();
    await recalculate(db);
    await vi.waitFor(async () => expect(await searchIndexState(db)).toBe('ready'));
    expect(await bakeryIds()).toEqual(['kept', 'unindexed']);
    expect((await db.searchRows.toArray()).map((row) => row.id).sort()).toEqual(['kept', 'unindexed']);
  });
});

import { expect, it } from 'vitest';
import type { PullResponse } from '../../src/domain/mutations';
import { signedInUser } from '../support/accounts';
import { aTransaction, put, remove } from '../support/records';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

const api = useTestApi();
const push = syncPushThrough(api);

/**
 * The undo of a delete (issue 46, item 7) is the put of the same record under its id: the server
 * takes it over the tombstone, and another device's pull gets it back live.
 */
it('takes the undo of a delete, a put of the same id over its tombstone, and other devices pull it live', async () => {
  const user = await signedInUser(api);
  const tx = aTransaction({ trans_details: 'Undone delete' });
  const answered = await push(user, [
    put(1, 'transaction', tx),
    remove(2, 'transaction', tx.id),
    put(3, 'transaction', tx),
  ]);
  expect(answered.status).toBe(200);
  const { results } = (await answered.json()) as { results: { status: string }[] };
  expect(results.map((result) => result.status)).toEqual(['applied', 'applied', 'applied']);

  const pulled = await api.json('GET', '/api/sync/pull/?protocol=1&after=0&limit=1000', undefined, user.access);
  const { changes } = (await pulled.json()) as PullResponse;
  const change = changes.find((c) => c.id === tx.id);
  expect(change?.deleted).toBe(false);
  expect(change && !change.deleted ? change.record : undefined).toMatchObject({
    id: tx.id,
    trans_details: 'Undone delete',
  });
});

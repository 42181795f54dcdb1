import { describe, expect, it } from 'vitest';
import type { PullResponse, PushResult } from '../../src/domain/mutations';
import { signedInUser, type TestUser } from '../support/accounts';
import { aTransaction, aWish, put, remove } from '../support/records';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

const api = useTestApi();

const push = syncPushThrough(api);

async function pulledIds(user: TestUser) {
  const response = await api.json('GET', '/api/sync/pull/?protocol=1&after=0', undefined, user.access);
  return ((await response.json()) as PullResponse).changes.map((change) => change.id).sort();
}

describe('U+0000 in a pushed mutation', () => {
  it('rejects that mutation alone and applies the rest', async () => {
    const user = await signedInUser(api);
    const before = aTransaction();
    const after = aTransaction();
    const response = await push(user, [
      put(1, 'transaction', before),
      put(2, 'transaction', aTransaction({ category: 'Fo\u0000od' })),
      put(3, 'wish', aWish({ wish_details: '\u0000' })),
      put(4, 'transaction', aTransaction({ id: 'nul-\u0000-id' })),
      remove(5, 'transaction', 'nul-\u0000-id'),
      put(6, 'transaction', after),
    ]);
    expect(response.status).toBe(200);
    const { results } = (await response.json()) as { results: PushResult[] };
    expect(results.map((r) => r.status)).toEqual([
      'applied',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
      'applied',
    ]);
    for (const rejected of results.filter((r) => r.status === 'rejected')) {
      expect(rejected.error).toMatch(/U\+0000/);
    }
    expect(await pulledIds(user)).toEqual([before.id, after.id].sort());
  });

  it('still refuses a push whose own fields hold it, as a whole', async () => {
    const user = await signedInUser(api);
    const response = await push(user, [put(1, 'transaction', aTransaction())], 'pho\u0000ne');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/U\+0000/);
    expect(await pulledIds(user)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../src/domain/mutations';
import { signedInUser, type TestUser } from '../support/accounts';
import { onlyFirstAndLastApplied, pushAroundBadText } from '../support/badTextPush';
import { aTransaction, put } from '../support/records';
import { withoutMadeAccounts } from '../support/serverRecords';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

const api = useTestApi();

const push = syncPushThrough(api);

async function pulledIds(user: TestUser) {
  const response = await api.json('GET', '/api/sync/pull/?protocol=1&after=0', undefined, user.access);
  return withoutMadeAccounts(((await response.json()) as PullResponse).changes)
    .map((change) => change.id)
    .sort();
}

describe('U+0000 in a pushed mutation', () => {
  it('rejects that mutation alone and applies the rest', async () => {
    const user = await signedInUser(api);
    const after = aTransaction();
    const bad = { category: 'Fo\u0000od', wishDetails: '\u0000', putId: 'nul-\u0000-id', deleteId: 'nul-\u0000-id' };
    const { status, results, first: before } = await pushAroundBadText(push, user, bad, after);
    expect(status).toBe(200);
    expect(results.map((r) => r.status)).toEqual(onlyFirstAndLastApplied);
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

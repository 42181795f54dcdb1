import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../src/domain/mutations';
import { loneSurrogateText } from '../../src/domain/text';
import { newCredentials, signedInUser, type TestUser } from '../support/accounts';
import { onlyFirstAndLastApplied, pushAroundBadText } from '../support/badTextPush';
import { aTransaction, put } from '../support/records';
import { withoutMadeAccounts } from '../support/serverRecords';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

// Both databases store UTF-8, which has no form for half a UTF-16 pair: before the fix each of these
// was stored with U+FFFD in its place, so the device and the server held different text.
const api = useTestApi();
const money = '/api/finance-management';
const highHalf = 'Caf\uD83D';
const lowHalf = '\uDE00 lunch';

const push = syncPushThrough(api);

async function pulled(user: TestUser) {
  const response = await api.json('GET', '/api/sync/pull/?protocol=1&after=0', undefined, user.access);
  return withoutMadeAccounts(((await response.json()) as PullResponse).changes);
}

describe('text with a lone surrogate (silent corruption)', () => {
  it('is refused with a 400 that says why over REST, and nothing is stored', async () => {
    const user = await signedInUser(api);
    for (const category of [highHalf, lowHalf]) {
      const response = await api.json(
        'POST',
        `${money}/transaction/add-transactions/`,
        { amount: '1.00', currency: 'USD', trans_status: 'withdraw', category, date: '2026-03-02' },
        user.access,
      );
      expect(response.status).toBe(400);
      expect((await response.json()).error).toBe(loneSurrogateText);
    }
    const wish = await api.json(
      'POST',
      `${money}/wishlist/add-wish/`,
      { price: 5, currency: 'USD', year: 2026, wish_details: highHalf },
      user.access,
    );
    expect(wish.status).toBe(400);
    expect((await wish.json()).error).toBe(loneSurrogateText);
    expect(await pulled(user)).toEqual([]);
  });

  it('is refused at registration, so no account name is stored changed', async () => {
    const credentials = { ...newCredentials(), username: `cook${lowHalf.slice(0, 1)}x` };
    const response = await api.json('POST', '/api/auth/register/', {
      ...credentials,
      password2: credentials.password,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(loneSurrogateText);
  });

  it('in a pushed mutation rejects that mutation alone, as the protocol rejects, and applies the rest', async () => {
    const user = await signedInUser(api);
    const emoji = aTransaction({ category: 'Sushi \uD83C\uDF63' });
    const bad = { category: highHalf, wishDetails: lowHalf, putId: `id-${highHalf}`, deleteId: `id-${lowHalf}` };
    const { status, results, first: before } = await pushAroundBadText(push, user, bad, emoji);
    expect(status).toBe(200);
    expect(results.map((result) => result.status)).toEqual(onlyFirstAndLastApplied);
    for (const rejected of results.filter((result) => result.status === 'rejected')) {
      expect(rejected.error).toBe(loneSurrogateText);
    }
    const changes = await pulled(user);
    expect(changes.map((change) => change.id).sort()).toEqual([before.id, emoji.id].sort());
    // A proper pair is kept exactly as sent.
    const stored = changes.find((change) => change.id === emoji.id) as { record?: { category?: string } };
    expect(stored.record?.category).toBe('Sushi \uD83C\uDF63');
  });

  it('in a push own fields refuses the whole push with a 400', async () => {
    const user = await signedInUser(api);
    const response = await push(user, [put(1, 'transaction', aTransaction())], `phone${highHalf}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(loneSurrogateText);
    expect(await pulled(user)).toEqual([]);
  });
});

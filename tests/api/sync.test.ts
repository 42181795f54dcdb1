import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../src/domain/mutations';
import { signedInUser, type TestUser } from '../support/accounts';
import { aTransaction, aWish, put, remove } from '../support/records';
import { withoutMadeAccounts } from '../support/serverRecords';
import { useTestApi } from '../support/testApi';

const api = useTestApi();

const push = (user: TestUser, clientId: string, mutations: unknown[]) =>
  api.json('POST', '/api/sync/push/', { protocol: 1, client_id: clientId, mutations }, user.access);

async function pullAll(user: TestUser, limit = 1000, after = 0) {
  const changes: PullResponse['changes'] = [];
  let cursor = after;
  for (let pages = 0; pages < 1000; pages += 1) {
    const response = await api.json(
      'GET',
      `/api/sync/pull/?protocol=1&after=${cursor}&limit=${limit}`,
      undefined,
      user.access,
    );
    expect(response.status).toBe(200);
    const page = (await response.json()) as PullResponse;
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.more) return { changes, cursor, pages: pages + 1 };
  }
  throw new Error('pull never finished');
}

// The accounts made on first use are tested in accounts-rules.test.ts.
const pushed = withoutMadeAccounts;

describe('sync push', () => {
  it('applies mutations in order and answers each', async () => {
    const user = await signedInUser(api);
    const first = aTransaction();
    const response = await push(user, 'phone', [
      put(1, 'transaction', first),
      put(2, 'transaction', { ...first, amount_cents: 500 }),
    ]);
    expect(response.status).toBe(200);
    expect((await response.json()).results).toEqual([
      { number: 1, status: 'applied' },
      { number: 2, status: 'applied' },
    ]);
    const changes = pushed((await pullAll(user)).changes);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      kind: 'transaction',
      id: first.id,
      deleted: false,
      record: { ...first, amount_cents: 500 },
    });
  });

  it('applies a retried push once: numbers already applied are answered, not re-run', async () => {
    const user = await signedInUser(api);
    const tx = aTransaction();
    await push(user, 'laptop', [put(1, 'transaction', tx)]);
    await push(user, 'laptop', [remove(2, 'transaction', tx.id)]);
    // The first push's response was "lost"; the device sends it again. It must not resurrect the record.
    const retry = await push(user, 'laptop', [put(1, 'transaction', tx)]);
    expect((await retry.json()).results).toEqual([{ number: 1, status: 'applied' }]);
    const changes = pushed((await pullAll(user)).changes);
    expect(changes).toEqual([expect.objectContaining({ id: tx.id, deleted: true })]);
  });

  it('rejects a bad mutation with its reason without blocking the ones behind it', async () => {
    const user = await signedInUser(api);
    const good = aTransaction();
    const badCurrency = { ...aTransaction(), currency: 'XYZ' };
    const badDate = { ...aTransaction(), date: '2025-02-30' };
    const response = await push(user, 'tablet', [
      put(1, 'transaction', badCurrency),
      { number: 2, name: 'transaction.explode.v1', args: {} },
      put(3, 'transaction', badDate),
      put(4, 'transaction', good),
    ]);
    const { results } = await response.json();
    // Each refusal says why, and what the server holds for that record (here: nothing).
    expect(results).toEqual([
      {
        number: 1,
        status: 'rejected',
        error: 'Unknown currency code',
        current: { kind: 'transaction', id: badCurrency.id, record: null },
      },
      { number: 2, status: 'rejected', error: 'Unknown change "transaction.explode.v1"' },
      {
        number: 3,
        status: 'rejected',
        error: 'Date must be a real date in the form yyyy-mm-dd',
        current: { kind: 'transaction', id: badDate.id, record: null },
      },
      { number: 4, status: 'applied' },
    ]);
    expect(pushed((await pullAll(user)).changes).map((c) => c.id)).toEqual([good.id]);
  });

  it('keeps completed wishes locked, as the wishlist rules say', async () => {
    const user = await signedInUser(api);
    const wish = aWish({ status: true });
    await push(user, 'phone', [put(1, 'wish', wish)]);
    const { results } = await (
      await push(user, 'phone', [
        put(2, 'wish', { ...wish, price_cents: 1 }),
        remove(3, 'wish', wish.id),
        put(4, 'wish', { ...wish, status: false }),
      ])
    ).json();
    expect(results.map((r: { status: string }) => r.status)).toEqual(['rejected', 'rejected', 'applied']);
    expect(results[0].error).toContain('Completed wishes cannot be edited or deleted');
    // The refusal carries the server's record, so the device can put its copy back.
    expect(results[0].current).toEqual({ kind: 'wish', id: wish.id, record: wish });
  });

  it.each([
    [{ protocol: 2, client_id: 'x', mutations: [] }, 'This app speaks sync protocol 1; please update it.'],
    [{ protocol: 1, mutations: [] }, 'client_id is required'],
    [{ protocol: 1, client_id: 'x', mutations: 'all' }, 'mutations must be a list'],
    [
      {
        protocol: 1,
        client_id: 'x',
        mutations: [put(2, 'transaction', aTransaction()), put(1, 'transaction', aTransaction())],
      },
      'mutations must be in increasing number order',
    ],
    [
      {
        protocol: 1,
        client_id: 'x',
        mutations: Array.from({ length: 501 }, (_, i) => remove(i + 1, 'transaction', `t${i}`)),
      },
      'At most 500 mutations per push',
    ],
  ])('refuses the malformed push %# with 400 and applies nothing', async (body, error) => {
    const user = await signedInUser(api);
    const response = await api.json('POST', '/api/sync/push/', body, user.access);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(error);
    expect((await pullAll(user)).changes).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await api.json('POST', '/api/sync/push/', { protocol: 1, client_id: 'x', mutations: [] });
    expect(response.status).toBe(401);
  });
});

describe('sync pull', () => {
  it('pages through every change in order with no gaps and no repeats', async () => {
    const user = await signedInUser(api);
    const mutations = Array.from({ length: 57 }, (_, i) => put(i + 1, 'transaction', aTransaction()));
    await push(user, 'phone', mutations);
    await push(user, 'phone', [put(58, 'wish', aWish())]);
    const { changes: all, pages } = await pullAll(user, 10);
    expect(pages).toBe(6);
    const changes = pushed(all);
    expect(changes).toHaveLength(58);
    expect(new Set(changes.map((c) => c.id)).size).toBe(58);
    const seqs = all.map((c) => c.seq);
    expect(new Set(seqs).size).toBe(all.length);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('continues from a cursor: only what changed since', async () => {
    const user = await signedInUser(api);
    const tx = aTransaction();
    await push(user, 'phone', [put(1, 'transaction', tx), put(2, 'transaction', aTransaction())]);
    const { cursor } = await pullAll(user);
    await push(user, 'phone', [remove(3, 'transaction', tx.id)]);
    const since = await pullAll(user, 1000, cursor);
    expect(since.changes).toEqual([{ kind: 'transaction', id: tx.id, seq: expect.any(Number), deleted: true }]);
  });

  it("never carries one user's records to another, even with the same ids", async () => {
    const alice = await signedInUser(api, 'alice');
    const bob = await signedInUser(api, 'bob');
    const shared = aTransaction();
    await push(alice, 'a-phone', [put(1, 'transaction', shared)]);
    await push(bob, 'b-phone', [
      put(1, 'transaction', { ...shared, amount_cents: 1 }),
      remove(2, 'transaction', 'never-existed'),
    ]);
    expect(pushed((await pullAll(alice)).changes)).toEqual([
      expect.objectContaining({ id: shared.id, record: expect.objectContaining({ amount_cents: 1250 }) }),
    ]);
    expect(pushed((await pullAll(bob)).changes)).toEqual([
      expect.objectContaining({ id: shared.id, record: expect.objectContaining({ amount_cents: 1 }) }),
    ]);
  });

  it.each(['protocol=1&after=-1', 'protocol=1&limit=0', 'protocol=1&limit=99999', 'after=0', 'protocol=1&after=abc'])(
    'refuses the query %s with 400',
    async (query) => {
      const user = await signedInUser(api);
      const response = await api.json('GET', `/api/sync/pull/?${query}`, undefined, user.access);
      expect(response.status).toBe(400);
    },
  );
});

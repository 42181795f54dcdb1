import { describe, expect, it } from 'vitest';
import { categoryStyleId } from '../../src/domain/categoryColours';
import type { PushResult } from '../../src/domain/mutations';
import { signedInUser, type TestUser } from '../support/accounts';
import { patch, put, remove } from '../support/records';
import { useTestApi } from '../support/testApi';

/** The category_style record kind (docs/sync-protocol.md, "Records") through push and pull, on both databases. */

const api = useTestApi();

async function push(user: TestUser, mutations: unknown[]): Promise<PushResult[]> {
  const response = await api.json(
    'POST',
    '/api/sync/push/',
    { protocol: 1, client_id: 'styles', mutations },
    user.access,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: PushResult[] }).results;
}

async function pulledStyles(user: TestUser) {
  const response = await api.json('GET', '/api/sync/pull/?protocol=1&limit=5000', undefined, user.access);
  const { changes } = (await response.json()) as {
    changes: { kind: string; id: string; deleted: boolean; record?: unknown }[];
  };
  return changes.filter((change) => change.kind === 'category_style');
}

const food = {
  id: categoryStyleId('withdraw', 'Food'),
  trans_status: 'withdraw',
  category: 'Food',
  colour: 'teal',
};

describe('category colours', { timeout: 30_000 }, () => {
  it('are put, patched and deleted like any record, and only their owner pulls them', async () => {
    const owner = await signedInUser(api);
    const stranger = await signedInUser(api);
    const results = await push(owner, [
      put(1, 'category_style', food),
      patch(2, 'category_style', food.id, { colour: ['teal', 'indigo'] }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['applied', 'applied']);
    expect(await pulledStyles(owner)).toMatchObject([
      { id: food.id, deleted: false, record: { ...food, colour: 'indigo' } },
    ]);
    expect(await pulledStyles(stranger)).toEqual([]);

    expect((await push(owner, [remove(3, 'category_style', food.id)]))[0]?.status).toBe('applied');
    expect(await pulledStyles(owner)).toMatchObject([{ id: food.id, deleted: true }]);
  });

  it.each([
    ['a colour outside the palette', { ...food, colour: '#ff00ff' }, /^Colour must be one of red, orange/],
    ['an empty category', { ...food, category: '' }, /^Category is required/],
    ['an unknown field', { ...food, rgb: '#fff' }, /./],
  ])('refuse %s with a reason and store nothing', async (_, record, reason) => {
    const owner = await signedInUser(api);
    const [result] = await push(owner, [put(1, 'category_style', record)]);
    expect(result?.status).toBe('rejected');
    expect(result?.error).toMatch(reason);
    expect(await pulledStyles(owner)).toEqual([]);
  });
});

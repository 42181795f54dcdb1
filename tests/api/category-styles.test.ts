import { describe, expect, it } from 'vitest';
import { categoryStyleId } from '../../src/domain/categoryColours';
import { signedInUser, type TestUser } from '../support/accounts';
import { patch, put, remove } from '../support/records';
import { pulledChangesOf } from '../support/serverRecords';
import { acceptedResults, syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/** The category_style record kind (docs/sync-protocol.md, "Records") through push and pull, on both databases. */

const api = useTestApi();

const pushThrough = syncPushThrough(api);
const push = async (user: TestUser, mutations: unknown[]) =>
  acceptedResults(await pushThrough(user, mutations, 'styles'));
const pulledStyles = (user: TestUser) => pulledChangesOf(api, user.access, 'category_style');

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

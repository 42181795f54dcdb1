import { describe, expect, it } from 'vitest';
import { regexTexts } from '../../src/domain/ruleRegex';
import { ruleTexts } from '../../src/domain/rules';
import { signedInUser, type TestUser } from '../support/accounts';
import { aRule, patch, put, remove } from '../support/records';
import { pulledChangesOf } from '../support/serverRecords';
import { acceptedResults, syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/** The rule record kind (issue 48 item 1, docs/sync-protocol.md "Records") through push and pull, on both databases. */

const api = useTestApi();

const pushThrough = syncPushThrough(api);
const push = async (user: TestUser, mutations: unknown[]) =>
  acceptedResults(await pushThrough(user, mutations, 'rules'));
const pulledRules = (user: TestUser) => pulledChangesOf(api, user.access, 'rule');

const groceries = JSON.stringify({ category: 'Groceries' });
const food = JSON.stringify({ category: 'Food', tags: ['shop'] });

describe('rules', { timeout: 30_000 }, () => {
  it('are put, patched and deleted like any record, and only their owner pulls them', async () => {
    const owner = await signedInUser(api);
    const stranger = await signedInUser(api);
    const rule = aRule({ actions: groceries });
    const results = await push(owner, [
      put(1, 'rule', rule),
      patch(2, 'rule', rule.id, { actions: [groceries, food], sort_order: [0, 3] }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['applied', 'applied']);
    expect(await pulledRules(owner)).toMatchObject([
      { id: rule.id, deleted: false, record: { ...rule, actions: food, sort_order: 3, enabled: true } },
    ]);
    expect(await pulledRules(stranger)).toEqual([]);

    expect((await push(owner, [remove(3, 'rule', rule.id)]))[0]?.status).toBe('applied');
    expect(await pulledRules(owner)).toMatchObject([{ id: rule.id, deleted: true }]);
  });

  it("one user's rule of the same id neither changes nor reveals another's (threat: a guessed id)", async () => {
    const owner = await signedInUser(api);
    const intruder = await signedInUser(api);
    const rule = aRule();
    await push(owner, [put(1, 'rule', rule)]);
    await push(intruder, [put(1, 'rule', { ...rule, actions: food }), remove(2, 'rule', rule.id)]);
    expect(await pulledRules(owner)).toMatchObject([{ id: rule.id, deleted: false, record: rule }]);
  });

  it.each([
    ['no condition', aRule({ conditions: '[]' }), ruleTexts.noCondition],
    ['no action', aRule({ actions: '{}' }), ruleTexts.noAction],
    ['conditions that are not JSON', aRule({ conditions: '[{' }), ruleTexts.notText],
    [
      'a pattern that backtracks without end (threat: a frozen device)',
      aRule({ conditions: JSON.stringify([{ field: 'payee', op: 'matches', value: '(a+)+$' }]) }),
      regexTexts.group,
    ],
    [
      'a split of one part',
      aRule({ actions: JSON.stringify({ split: [{ category: 'A', share: 1 }] }) }),
      ruleTexts.parts,
    ],
    ['an unknown field', { ...aRule(), colour: 'red' }, /./],
  ])('refuse %s with a reason and store nothing', async (_, record, reason) => {
    const owner = await signedInUser(api);
    const [result] = await push(owner, [put(1, 'rule', record)]);
    expect(result?.status).toBe('rejected');
    expect(result?.error).toMatch(reason);
    expect(await pulledRules(owner)).toEqual([]);
  });

  it('refuse a patch that makes the conditions invalid, and keep the rule as it was', async () => {
    const owner = await signedInUser(api);
    const rule = aRule();
    await push(owner, [put(1, 'rule', rule)]);
    const [result] = await push(owner, [patch(2, 'rule', rule.id, { conditions: [rule.conditions, '[]'] })]);
    expect(result?.status).toBe('rejected');
    expect(result?.error).toBe(ruleTexts.noCondition);
    expect(await pulledRules(owner)).toMatchObject([{ record: rule }]);
  });
});

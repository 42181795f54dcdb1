import { describe, expect, it } from 'vitest';
import { maxTagLength, tagTexts, tagsText } from '../../src/domain/tags';
import { signedInUser } from '../support/accounts';
import { aTransaction, patch, put } from '../support/records';
import { serverRecords } from '../support/serverRecords';
import { syncPushThrough } from '../support/syncPush';
import { moneyPath, restTransactions, resultsOf } from '../support/restTransactions';
import { useTestApi } from '../support/testApi';

/** Issue 45, item 3: the tags of transactions, by sync and by REST, on both databases. */

const api = useTestApi();
const push = syncPushThrough(api);
const money = moneyPath;
const rest = restTransactions(api);
const addTransaction = rest.add;

describe('tags by sync', () => {
  it('pushed tags are stored, pulled back, and merge as one field beside the others', async () => {
    const user = await signedInUser(api);
    const dinner = aTransaction({ tags: tagsText(['trip']), trans_details: 'Dinner' });
    await push(user, [put(1, 'transaction', dinner)]);
    await push(
      user,
      [patch(1, 'transaction', dinner.id, { tags: [tagsText(['trip'])!, tagsText(['trip', 'Rome'])!] })],
      'laptop',
    );
    await push(user, [patch(2, 'transaction', dinner.id, { trans_details: ['Dinner', 'Pizza'] })]);
    expect(await serverRecords(api, user.access, 'transaction')).toEqual([
      { ...dinner, tags: '["Rome","trip"]', trans_details: 'Pizza' },
    ]);
  });

  it.each([
    ['not a list', '"trip"', tagTexts.notList],
    ['an empty list', '[]', tagTexts.empty],
    ['out of order', '["trip","food"]', tagTexts.notCanonical],
    ['twice but for case', '["trip","Trip"]', tagTexts.notCanonical],
    ['with a comma in a tag', '["a,b"]', tagTexts.tagComma],
    ['with a tag too long', JSON.stringify(['x'.repeat(maxTagLength + 1)]), tagTexts.tagTooLong],
  ])('refuses tags %s with its text and stores nothing', async (_case, tags, text) => {
    const user = await signedInUser(api);
    const response = await push(user, [put(1, 'transaction', { ...aTransaction(), tags })]);
    expect(response.status).toBe(200);
    expect(await resultsOf(response)).toEqual([expect.objectContaining({ error: expect.stringContaining(text) })]);
    expect(await serverRecords(api, user.access, 'transaction')).toEqual([]);
  });
});

describe('tags by REST', () => {
  it('add-transactions/ stores the tags cleaned, unique and ordered and answers the list; without tags it reads as the spec has it', async () => {
    const user = await signedInUser(api);
    const added = await addTransaction(user, { amount: 40, currency: 'EUR', tags: [' trip ', 'Food', 'TRIP', ''] });
    expect(added.status).toBe(201);
    expect((await added.json()).transaction).toMatchObject({ tags: ['Food', 'trip'] });
    const plain = await addTransaction(user, { amount: 1, currency: 'EUR' });
    expect((await plain.json()).transaction).not.toHaveProperty('tags');
    const listed = await api.json('GET', `${money}/transaction/get-transactions/`, undefined, user.access);
    expect(JSON.stringify(await listed.json())).toContain('"tags":["Food","trip"]');
  });

  it('update-transactions/ without tags keeps them, with [] or null clears them', async () => {
    const user = await signedInUser(api);
    const added = await addTransaction(user, { amount: 5, currency: 'EUR', tags: ['trip'] });
    const { id } = (await added.json()).transaction as { id: string };
    const update = (body: Record<string, unknown>) =>
      api.json('POST', `${money}/transaction/update-transactions/${id}/`, body, user.access);
    const kept = await update({ amount: 6, currency: 'EUR' });
    expect((await kept.json()).transaction).toMatchObject({ amount: 6, tags: ['trip'] });
    const changed = await update({ amount: 6, currency: 'EUR', tags: ['work'] });
    expect((await changed.json()).transaction).toMatchObject({ tags: ['work'] });
    const cleared = await update({ amount: 6, currency: 'EUR', tags: [] });
    expect((await cleared.json()).transaction).not.toHaveProperty('tags');
    await update({ amount: 6, currency: 'EUR', tags: ['work'] });
    const nulled = await update({ amount: 6, currency: 'EUR', tags: null });
    expect((await nulled.json()).transaction).not.toHaveProperty('tags');
  });

  it.each([
    ['not a list', 'trip', tagTexts.notList],
    ['a list of numbers', [1], tagTexts.notList],
    ['a tag too long', ['x'.repeat(maxTagLength + 1)], tagTexts.tagTooLong],
    ['too many tags', Array.from({ length: 21 }, (_, i) => `t${i}`), tagTexts.tooMany],
  ])('refuses %s with a 400 that says so', async (_case, tags, text) => {
    const user = await signedInUser(api);
    const response = await addTransaction(user, { amount: 1, currency: 'EUR', tags });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(text);
  });
});

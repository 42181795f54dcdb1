import { describe, expect, it } from 'vitest';
import { maxPayeeLength, payeeTexts } from '../../src/domain/payees';
import { signedInUser, type TestUser } from '../support/accounts';
import { aTransaction, patch, put } from '../support/records';
import { pulledFromServer, serverRecords } from '../support/serverRecords';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/** Issue 45, item 2: the payee of transactions and schedules, by sync and by REST, on both databases. */

const api = useTestApi();
const push = syncPushThrough(api);
const money = '/api/finance-management';

const addTransaction = (user: TestUser, body: Record<string, unknown>) =>
  api.json('POST', `${money}/transaction/add-transactions/`, body, user.access);

const resultsOf = async (response: Response) => (await response.json()).results as Record<string, unknown>[];

describe('payee by sync', () => {
  it('a pushed payee is stored, pulled back and merges as a field of its own', async () => {
    const user = await signedInUser(api);
    const lunch = aTransaction({ payee: 'Corner Bistro', trans_details: 'Lunch' });
    await push(user, [put(1, 'transaction', lunch)]);
    // Another device renamed the payee while this one changed the description: both edits hold.
    await push(user, [patch(1, 'transaction', lunch.id, { payee: ['Corner Bistro', 'Bistro Corner'] })], 'laptop');
    await push(user, [patch(2, 'transaction', lunch.id, { trans_details: ['Lunch', 'Team lunch'] })]);
    expect(await serverRecords(api, user.access, 'transaction')).toEqual([
      { ...lunch, payee: 'Bistro Corner', trans_details: 'Team lunch' },
    ]);
  });

  it('a patch to null takes the payee away, and a record without one has none', async () => {
    const user = await signedInUser(api);
    const lunch = aTransaction({ payee: 'Corner Bistro' });
    await push(user, [
      put(1, 'transaction', lunch),
      patch(2, 'transaction', lunch.id, { payee: ['Corner Bistro', null] }),
    ]);
    const [stored] = await serverRecords(api, user.access, 'transaction');
    expect(stored).not.toHaveProperty('payee');
  });

  it.each([
    ['too long', 'x'.repeat(maxPayeeLength + 1), payeeTexts.tooLong],
    ['empty', '', payeeTexts.empty],
    ['with spaces around it', ' Bistro ', payeeTexts.spaces],
    ['not text', 42, payeeTexts.notText],
  ])('refuses a payee %s with its text and stores nothing', async (_case, payee, text) => {
    const user = await signedInUser(api);
    const response = await push(user, [put(1, 'transaction', { ...aTransaction(), payee })]);
    expect(response.status).toBe(200);
    expect(await resultsOf(response)).toEqual([expect.objectContaining({ error: expect.stringContaining(text) })]);
    expect(await serverRecords(api, user.access, 'transaction')).toEqual([]);
  });

  it("payee leak: one person never pulls or lists another's payees", async () => {
    const owner = await signedInUser(api, 'owner');
    const other = await signedInUser(api, 'other');
    await push(owner, [put(1, 'transaction', aTransaction({ payee: 'Private Clinic' }))]);
    await addTransaction(other, { amount: 3, currency: 'EUR', payee: 'Bakery' });

    const pulled = JSON.stringify(await pulledFromServer(api, other.access));
    expect(pulled).not.toContain('Private Clinic');
    const listed = await api.json('GET', `${money}/transaction/get-transactions/`, undefined, other.access);
    const body = JSON.stringify(await listed.json());
    expect(body).toContain('Bakery');
    expect(body).not.toContain('Private Clinic');
  });
});

describe('payee by REST', () => {
  it('add-transactions/ stores a cleaned payee and answers it; a transaction without one reads as the spec has it', async () => {
    const user = await signedInUser(api);
    const added = await addTransaction(user, { amount: 86.4, currency: 'EUR', payee: '  REWE   Markt ' });
    expect(added.status).toBe(201);
    expect((await added.json()).transaction).toMatchObject({ payee: 'REWE Markt' });
    const plain = await addTransaction(user, { amount: 1, currency: 'EUR' });
    expect((await plain.json()).transaction).not.toHaveProperty('payee');
  });

  it('update-transactions/ without a payee keeps it, with null clears it', async () => {
    const user = await signedInUser(api);
    const added = await addTransaction(user, { amount: 5, currency: 'EUR', payee: 'Bakery' });
    const { id } = (await added.json()).transaction as { id: string };
    const update = (body: Record<string, unknown>) =>
      api.json('POST', `${money}/transaction/update-transactions/${id}/`, body, user.access);
    const kept = await update({ amount: 6, currency: 'EUR' });
    expect((await kept.json()).transaction).toMatchObject({ amount: 6, payee: 'Bakery' });
    const cleared = await update({ amount: 6, currency: 'EUR', payee: null });
    expect((await cleared.json()).transaction).not.toHaveProperty('payee');
  });

  it('refuses a payee too long with a 400 that says so', async () => {
    const user = await signedInUser(api);
    const response = await addTransaction(user, { amount: 1, currency: 'EUR', payee: 'x'.repeat(maxPayeeLength + 1) });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(payeeTexts.tooLong);
  });
});

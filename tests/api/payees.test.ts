import { describe, expect, it } from 'vitest';
import { maxPayeeLength, payeeTexts } from '../../src/domain/payees';
import { signInAgain, signedInUser, type TestUser } from '../support/accounts';
import { aTransaction, patch, put } from '../support/records';
import { pulledFromServer, serverRecords } from '../support/serverRecords';
import { syncPushThrough } from '../support/syncPush';
import { moneyPath, restTransactions, resultsOf } from '../support/restTransactions';
import { useTestApi } from '../support/testApi';

/** Issue 45, item 2: the payee of transactions and schedules, by sync and by REST, on both databases. */

const api = useTestApi();
const push = syncPushThrough(api);
const money = moneyPath;
const rest = restTransactions(api);
const addTransaction = rest.add;

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

  it('export-csv/ adds a Payee column only when a transaction names one', async () => {
    const user = await signedInUser(api);
    const exported = async () =>
      (
        await api.json(
          'GET',
          `${money}/transaction/export-csv/?start_date=2026-03-01&end_date=2026-03-31`,
          undefined,
          user.access,
        )
      ).text();
    await addTransaction(user, { amount: 2, currency: 'EUR', trans_status: 'withdraw', date: '2026-03-02' });
    expect((await exported()).split('\r\n')[0]).toBe('Date,Amount,Currency,Status,Category,Details');
    await addTransaction(user, {
      amount: 3,
      currency: 'EUR',
      trans_status: 'withdraw',
      date: '2026-03-03',
      payee: 'Bakery',
    });
    expect((await exported()).split('\r\n').slice(0, 3)).toEqual([
      'Date,Amount,Currency,Status,Category,Details,Payee',
      '2026-03-02,2.00,EUR,withdraw,,,',
      '2026-03-03,3.00,EUR,withdraw,,,Bakery',
    ]);
  });

  it('refuses a payee too long with a 400 that says so', async () => {
    const user = await signedInUser(api);
    const response = await addTransaction(user, { amount: 1, currency: 'EUR', payee: 'x'.repeat(maxPayeeLength + 1) });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(payeeTexts.tooLong);
  });
});

describe('payee of a scheduled transaction by REST', () => {
  const rent = { scheduled_trans_status: 'withdraw', day_of_month: 20, amount: 900, currency: 'EUR', category: 'Rent' };
  const call = (user: TestUser, path: string, body?: unknown) => api.json('POST', `${money}${path}`, body, user.access);
  const get = async (user: TestUser, path: string) =>
    (await api.json('GET', `${money}${path}`, undefined, user.access)).json();
  const listed = async (user: TestUser) =>
    (await get(user, '/scheduled-trans/get-scheduled-trans/')).scheduled_transactions as Record<string, unknown>[];

  it('add-scheduled-trans/ stores a cleaned payee and lists it; an item without one reads as the spec has it', async () => {
    const user = await signedInUser(api);
    const added = await call(user, '/scheduled-trans/add-scheduled-trans/', { ...rent, payee: '  Haus   Verwaltung ' });
    expect(added.status).toBe(201);
    expect((await added.json()).scheduled_transaction).toMatchObject({ payee: 'Haus Verwaltung' });
    await call(user, '/scheduled-trans/add-scheduled-trans/', { ...rent, day_of_month: 1 });
    const [withPayee, plain] = (await listed(user)).sort((a, b) => Number(b.day_of_month) - Number(a.day_of_month));
    expect(withPayee).toMatchObject({ day_of_month: 20, payee: 'Haus Verwaltung' });
    expect(plain).not.toHaveProperty('payee');
    const [stored] = (await serverRecords(api, user.access, 'scheduled')).filter((r) => r.day_of_month === 20);
    expect(stored).toMatchObject({ payee: 'Haus Verwaltung' });
  });

  it('update-scheduled-trans/ without a payee keeps it, with one changes it, with null clears it', async () => {
    const user = await signedInUser(api);
    const added = await call(user, '/scheduled-trans/add-scheduled-trans/', { ...rent, payee: 'Landlord' });
    const { id } = (await added.json()).scheduled_transaction as { id: string };
    const update = async (body: Record<string, unknown>) =>
      (await (await call(user, `/scheduled-trans/update-scheduled-trans/${id}/`, body)).json()).scheduled_transaction;
    expect(await update({ ...rent, amount: 950 })).toMatchObject({ amount: 950, payee: 'Landlord' });
    expect(await update({ ...rent, payee: 'New Landlord' })).toMatchObject({ payee: 'New Landlord' });
    expect(await update({ ...rent, payee: null })).not.toHaveProperty('payee');
    expect(await serverRecords(api, user.access, 'scheduled')).toEqual([
      expect.not.objectContaining({ payee: expect.anything() }),
    ]);
  });

  it('a transaction made from a schedule when it comes due names its payee', async () => {
    let user = await signedInUser(api);
    // Created 2026-03-15 (test clock): the first occurrence is 2026-03-20.
    await call(user, '/scheduled-trans/add-scheduled-trans/', { ...rent, payee: 'Landlord' });
    await call(user, '/scheduled-trans/add-scheduled-trans/', { ...rent, category: 'Gym', amount: 30 });
    api.clock.advance(10 * 24 * 60 * 60 * 1000); // to 2026-03-25
    user = await signInAgain(api, user);
    const applied = await (await call(user, '/scheduled-trans/apply-scheduled-trans/')).json();
    expect(applied).toMatchObject({ applied_count: 2 });
    const made = await get(user, '/transaction/get-transactions/?start_date=2026-03-01&end_date=2026-03-31');
    const byCategory = Object.fromEntries((made.transactions as Record<string, unknown>[]).map((t) => [t.category, t]));
    expect(byCategory.Rent).toMatchObject({ date: '2026-03-20', payee: 'Landlord' });
    expect(byCategory.Gym).not.toHaveProperty('payee');
  });
});

import { describe, expect, it } from 'vitest';
import { accountRuleTexts } from '../../src/domain/accountRules';
import type { Cents } from '../../src/domain/money';
import { signedInUser, type TestUser } from '../support/accounts';
import { anAccount, aTransaction, put } from '../support/records';
import { serverRecords } from '../support/serverRecords';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/** Issue 44 through the REST API: the accounts list, and adding transactions into an account or none. */

const api = useTestApi();
const push = syncPushThrough(api);
const money = '/api/finance-management';

const addTransaction = (user: TestUser, body: Record<string, unknown>) =>
  api.json('POST', `${money}/transaction/add-transactions/`, body, user.access);

async function accountsOf(user: TestUser) {
  const response = await api.json('GET', '/api/account/get-accounts/', undefined, user.access);
  expect(response.status).toBe(200);
  return ((await response.json()) as { accounts: Record<string, unknown>[] }).accounts;
}

describe('GET /api/account/get-accounts/', () => {
  it('needs a signed-in user', async () => {
    expect((await api.json('GET', '/api/account/get-accounts/')).status).toBe(401);
  });

  it('lists open and closed accounts in their order, each with its balance now', async () => {
    const user = await signedInUser(api);
    const card = anAccount({
      name: 'Visa',
      account_type: 'credit_card',
      opening_cents: -120_00,
      last_four: '4242',
      sort_order: 2,
    });
    const old = anAccount({ name: 'Old savings', account_type: 'savings', closed: true, sort_order: 1 });
    await push(user, [
      put(1, 'account', card),
      put(2, 'account', old),
      put(3, 'transaction', aTransaction({ currency: 'EUR', account_id: card.id, amount_cents: 30_01 as Cents })),
      put(4, 'transaction', aTransaction({ currency: 'EUR', account_id: old.id, trans_status: 'deposit' })),
    ]);
    expect(await accountsOf(user)).toEqual([
      expect.objectContaining({ id: old.id, name: 'Old savings', closed: true, balance: 12.5, is_liability: false }),
      expect.objectContaining({
        id: card.id,
        name: 'Visa',
        account_type: 'credit_card',
        currency: 'EUR',
        balance: -150.01,
        opening_balance: -120,
        last_four: '4242',
        closed: false,
        is_liability: true,
      }),
    ]);
  });

  it("account confusion: one person never sees, counts or names another's account", async () => {
    const owner = await signedInUser(api, 'owner');
    const other = await signedInUser(api, 'other');
    const savings = anAccount({ name: "Owner's savings", opening_cents: 5000_00 });
    await push(owner, [put(1, 'account', savings)]);

    expect(await accountsOf(other)).toEqual([]);
    const worth = await (await api.json('GET', `${money}/get-networth-details/`, undefined, other.access)).json();
    expect(worth).toEqual({ networth_details: {}, accounts: [] });
    // Naming the owner's account id, by REST or by sync, finds no account of the caller's.
    const added = await addTransaction(other, { amount: 1, currency: 'EUR', account_id: savings.id });
    expect(added.status).toBe(400);
    expect(JSON.stringify(await added.json())).toContain(accountRuleTexts.missing);
    const pushed = await push(other, [
      put(1, 'transaction', aTransaction({ currency: 'EUR', account_id: savings.id })),
    ]);
    expect((await pushed.json()).results).toEqual([expect.objectContaining({ error: accountRuleTexts.missing })]);

    expect(await serverRecords(api, other.access, 'transaction')).toEqual([]);
    expect(await accountsOf(owner)).toEqual([expect.objectContaining({ id: savings.id, balance: 5000 })]);
  });
});

describe('POST add-transactions/ with accounts', () => {
  it('without an account puts it in the account of its currency, made on first use', async () => {
    const user = await signedInUser(api);
    const added = await addTransaction(user, { amount: 4.2, currency: 'CHF', trans_status: 'withdraw' });
    expect(added.status).toBe(201);
    expect((await added.json()).transaction).toMatchObject({ amount: 4.2, account_id: 'currency-account-CHF' });
    expect(await accountsOf(user)).toEqual([
      expect.objectContaining({ id: 'currency-account-CHF', name: 'CHF account', currency: 'CHF', balance: -4.2 }),
    ]);
    // A second one uses the same account: not another one made.
    await addTransaction(user, { amount: 10, currency: 'CHF', trans_status: 'deposit' });
    expect(await accountsOf(user)).toEqual([expect.objectContaining({ id: 'currency-account-CHF', balance: 5.8 })]);
  });

  it('into a named account, in its currency or, with the amount in it, in another', async () => {
    const user = await signedInUser(api);
    const current = anAccount({ opening_cents: 100_00 });
    await push(user, [put(1, 'account', current)]);

    const inEuros = await addTransaction(user, { amount: 20, currency: 'EUR', account_id: current.id });
    expect(inEuros.status).toBe(201);
    expect((await inEuros.json()).transaction).toMatchObject({ account_id: current.id });

    const withoutAmount = await addTransaction(user, { amount: 11, currency: 'USD', account_id: current.id });
    expect(withoutAmount.status).toBe(400);
    expect(JSON.stringify(await withoutAmount.json())).toContain(accountRuleTexts.accountCentsNeeded('EUR'));

    const inDollars = await addTransaction(user, {
      amount: 11,
      currency: 'USD',
      account_id: current.id,
      account_amount: 10.05,
    });
    expect(inDollars.status).toBe(201);
    expect((await inDollars.json()).transaction).toMatchObject({ amount: 11, currency: 'USD', account_amount: 10.05 });

    // 100 opening, plus 20 and 10.05: income, the spec's kind when none is given.
    expect(await accountsOf(user)).toEqual([expect.objectContaining({ id: current.id, balance: 130.05 })]);
    // Nothing went to a currency account: the refused add made none.
    expect((await serverRecords(api, user.access, 'account')).map((account) => account.id)).toEqual([current.id]);
  });
});

import { describe, expect, it } from 'vitest';
import { accountRuleTexts } from '../../src/domain/accountRules';
import type { Cents } from '../../src/domain/money';
import type { PushResult } from '../../src/domain/mutations';
import { transferTexts } from '../../src/domain/transfers';
import { signedInUser, type TestUser } from '../support/accounts';
import { anAccount, aTransaction, aTransferRecord, put, remove } from '../support/records';
import { serverRecords } from '../support/serverRecords';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/** Issue 44 on the server: what a write naming an account must keep (docs/sync-protocol.md, "Accounts"). */

const api = useTestApi();
const pushThrough = syncPushThrough(api);

async function push(user: TestUser, mutations: unknown[]): Promise<PushResult[]> {
  const response = await pushThrough(user, mutations);
  expect(response.status).toBe(200);
  return (await response.json()).results;
}

/** The error of each refused mutation, or 'applied'. */
const outcomes = (results: PushResult[]) =>
  results.map((result) => (result.status === 'applied' ? 'applied' : result.error));

const balances = async (user: TestUser) => {
  const response = await api.json('GET', '/api/account/get-accounts/', undefined, user.access);
  expect(response.status).toBe(200);
  const { accounts } = (await response.json()) as { accounts: { id: string; balance: number }[] };
  return Object.fromEntries(accounts.map((account) => [account.id, account.balance]));
};

describe('a transaction naming an account', () => {
  it('is refused while the account does not exist, and nothing is stored', async () => {
    const user = await signedInUser(api);
    const results = await push(user, [put(1, 'transaction', aTransaction({ account_id: 'acc-never-made' }))]);
    expect(outcomes(results)).toEqual([accountRuleTexts.missing]);
    expect(await serverRecords(api, user.access, 'transaction')).toEqual([]);
    expect(await serverRecords(api, user.access, 'account')).toEqual([]);
  });

  it("needs the amount in the account's currency when paid in another one, and only then", async () => {
    const user = await signedInUser(api);
    const card = anAccount({ account_type: 'credit_card', currency: 'EUR', opening_cents: -50_00 });
    const dollars = aTransaction({ currency: 'USD', amount_cents: 11_00 as Cents, account_id: card.id });
    const euros = aTransaction({ currency: 'EUR', account_id: card.id, account_cents: 12_50 as Cents });
    const results = await push(user, [
      put(1, 'account', card),
      put(2, 'transaction', dollars),
      put(3, 'transaction', euros),
      put(4, 'transaction', { ...dollars, account_cents: 10_12 }),
    ]);
    expect(outcomes(results)).toEqual([
      'applied',
      accountRuleTexts.accountCentsNeeded('EUR'),
      accountRuleTexts.accountCentsUnneeded('EUR'),
      'applied',
    ]);
    // What the card owes: its opening debt and the payment in euros.
    expect(await balances(user)).toEqual({ [card.id]: -60.12 });
  });

  it('made without an account goes to the account of its currency, made on first use with it', async () => {
    const user = await signedInUser(api);
    const named = aTransaction({ currency: 'GBP', account_id: 'currency-account-GBP' });
    const unnamed = aTransaction({ currency: 'JPY', amount_cents: 500 as Cents });
    expect(outcomes(await push(user, [put(1, 'transaction', named), put(2, 'transaction', unnamed)]))).toEqual([
      'applied',
      'applied',
    ]);
    const accounts = await serverRecords(api, user.access, 'account');
    expect(accounts.map((account) => [account.id, account.name, account.currency, account.opening_cents])).toEqual([
      ['currency-account-GBP', 'GBP account', 'GBP', 0],
      ['currency-account-JPY', 'JPY account', 'JPY', 0],
    ]);
    expect(await balances(user)).toEqual({ 'currency-account-GBP': -12.5, 'currency-account-JPY': -5 });
  });

  it('refused makes no account of its currency either', async () => {
    const user = await signedInUser(api);
    // Named the yen account while paid in dollars, without the amount in yen.
    const refused = aTransaction({ currency: 'USD', account_id: 'currency-account-JPY' });
    expect(outcomes(await push(user, [put(1, 'transaction', refused)]))).toEqual([
      accountRuleTexts.accountCentsNeeded('JPY'),
    ]);
    expect(await serverRecords(api, user.access, 'account')).toEqual([]);
  });

  it("keeps a currency's account in that currency", async () => {
    const user = await signedInUser(api);
    const wrong = anAccount({ id: 'currency-account-USD', currency: 'EUR' });
    expect(outcomes(await push(user, [put(1, 'account', wrong)]))).toEqual([
      accountRuleTexts.currencyAccountCurrency('USD'),
    ]);
  });
});

describe('a transfer between accounts', () => {
  it('of one currency moves equal amounts between two different accounts of it', async () => {
    const user = await signedInUser(api);
    const current = anAccount({ opening_cents: 1000_00 });
    const savings = anAccount({ account_type: 'savings' });
    const sides = {
      out_currency: 'EUR',
      in_currency: 'EUR',
      out_cents: 200_00 as Cents,
      in_cents: 200_00 as Cents,
    } as const;
    const between = aTransferRecord({ ...sides, out_account_id: current.id, in_account_id: savings.id });
    const results = await push(user, [
      put(1, 'account', current),
      put(2, 'account', savings),
      put(3, 'transfer', { ...between, in_cents: 199_00 }),
      put(4, 'transfer', { ...between, in_account_id: current.id }),
      put(5, 'transfer', aTransferRecord(sides)),
      put(6, 'transfer', { ...between, out_currency: 'USD', in_cents: 100_00 }),
      put(7, 'transfer', between),
    ]);
    expect(outcomes(results)).toEqual([
      'applied',
      'applied',
      transferTexts.sameCurrencyAmounts,
      transferTexts.sameCurrency,
      // Naming no accounts, both sides are the euro account: money going nowhere.
      transferTexts.sameCurrency,
      accountRuleTexts.otherCurrency('The account money leaves', 'EUR', 'USD'),
      'applied',
    ]);
    expect(await balances(user)).toEqual({ [current.id]: 800, [savings.id]: 200 });
  });
});

describe('deleting an account', () => {
  it('is refused while a live record names it, saying what, and allowed once none does', async () => {
    const user = await signedInUser(api);
    const current = anAccount();
    const spent = aTransaction({ currency: 'EUR', account_id: current.id });
    const moved = aTransferRecord({ out_account_id: current.id, out_currency: 'EUR', in_currency: 'USD' });
    await push(user, [put(1, 'account', current), put(2, 'transaction', spent), put(3, 'transfer', moved)]);
    expect(outcomes(await push(user, [remove(4, 'account', current.id)]))).toEqual([
      accountRuleTexts.inUse('1 transaction and 1 transfer'),
    ]);
    expect((await serverRecords(api, user.access, 'account')).map((account) => account.id)).toContain(current.id);
    const results = await push(user, [
      remove(5, 'transaction', spent.id),
      remove(6, 'transfer', moved.id),
      remove(7, 'account', current.id),
    ]);
    expect(outcomes(results)).toEqual(['applied', 'applied', 'applied']);
    expect((await serverRecords(api, user.access, 'account')).map((account) => account.id)).not.toContain(current.id);
  });

  it('of a currency is refused while a record of that currency names no account, so counts in it', async () => {
    const user = await signedInUser(api);
    const coffee = aTransaction({ currency: 'USD' });
    await push(user, [put(1, 'transaction', coffee)]);
    expect(outcomes(await push(user, [remove(2, 'account', 'currency-account-USD')]))).toEqual([
      accountRuleTexts.inUse('1 transaction'),
    ]);
  });

  it('leaves no way to change its currency while it holds anything', async () => {
    const user = await signedInUser(api);
    const current = anAccount();
    await push(user, [
      put(1, 'account', current),
      put(2, 'transaction', aTransaction({ currency: 'EUR', account_id: current.id })),
    ]);
    expect(outcomes(await push(user, [put(3, 'account', { ...current, currency: 'USD' })]))).toEqual([
      accountRuleTexts.currencyInUse,
    ]);
  });
});

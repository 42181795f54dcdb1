import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../src/domain/dates';
import { signedInUser, type TestUser } from '../support/accounts';
import { storedCurrencyTotal } from '../support/currencyTotals';
import { aTransaction, put } from '../support/records';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

const api = useTestApi();
const base = '/api/finance-management';

const add = (user: TestUser, body: Record<string, unknown>) =>
  api.json('POST', `${base}/transaction/add-transactions/`, body, user.access);
const push = syncPushThrough(api);
const update = (user: TestUser, id: string, body: Record<string, unknown>) =>
  api.json('POST', `${base}/transaction/update-transactions/${id}/`, body, user.access);
const list = async (user: TestUser, query = '') =>
  (await api.json('GET', `${base}/transaction/get-transactions/${query}`, undefined, user.access)).json();

describe('transactions over REST', () => {
  it('adds, lists newest first with the spec shapes, updates and deletes', async () => {
    const user = await signedInUser(api);
    const first = await add(user, {
      amount: '12.50',
      currency: 'EUR',
      trans_status: 'withdraw',
      category: 'Food',
      trans_details: 'Lunch',
      date: '2026-03-02',
    });
    expect(first.status).toBe(201);
    const { transaction } = await first.json();
    expect(transaction).toMatchObject({
      amount: 12.5,
      currency: 'EUR',
      trans_status: 'withdraw',
      category: 'Food',
      date: '2026-03-02',
    });
    await add(user, { amount: 1000, currency: 'USD', trans_status: 'Deposit', date: '2026-03-05' });

    const page = await list(user);
    // Default filter: the current month of the server's clock (2026-03 in tests).
    expect(page.date_range).toEqual({ start_date: '2026-03-01', end_date: '2026-03-31' });
    expect(page.pagination).toEqual({ page: 1, num_pages: 1, per_page: 10, total: 2, total_count: 2 });
    expect(page.transactions.map((t: { amount: number }) => t.amount)).toEqual([1000, 12.5]);
    expect(page.transactions[0].trans_status).toBe('deposit');

    const updated = await update(user, transaction.id, { amount: 20, currency: 'GBP', trans_status: 'withdraw' });
    expect(updated.status).toBe(200);
    expect((await updated.json()).transaction).toMatchObject({
      amount: 20,
      currency: 'GBP',
      date: '2026-03-02',
      category: '',
    });

    const deleted = await api.json(
      'DELETE',
      `${base}/transaction/delete-transactions/${transaction.id}/`,
      undefined,
      user.access,
    );
    expect(deleted.status).toBe(200);
    expect((await list(user)).pagination.total_count).toBe(1);
    expect(
      (await api.json('DELETE', `${base}/transaction/delete-transactions/${transaction.id}/`, undefined, user.access))
        .status,
    ).toBe(404);
  });

  it('makes one record of the same client id sent twice', async () => {
    const user = await signedInUser(api);
    const body = { id: 'client-made-1', amount: 5, currency: 'USD', date: '2026-03-01' };
    expect((await add(user, body)).status).toBe(201);
    expect((await add(user, body)).status).toBe(200);
    expect((await list(user)).pagination.total_count).toBe(1);
  });

  it('makes a deleted transaction again when its client id is added again, counted once in the total', async () => {
    const user = await signedInUser(api);
    const body = { id: 'client-made-2', amount: 5, currency: 'USD', date: '2026-03-01' };
    expect((await add(user, body)).status).toBe(201);
    const removed = await api.json(
      'DELETE',
      `${base}/transaction/delete-transactions/client-made-2/`,
      undefined,
      user.access,
    );
    expect(removed.status).toBe(200);
    const again = await add(user, { ...body, amount: 7 });
    expect(again.status).toBe(201);
    expect((await again.json()).transaction).toMatchObject({ id: 'client-made-2', amount: 7 });
    expect((await list(user)).pagination.total_count).toBe(1);
    expect(await storedCurrencyTotal(api.database, user.id, 'USD')).toBe(700);
  });

  it('filters by dates, pages by 10, falls back to the last page and reads page 0 as the first', async () => {
    const user = await signedInUser(api);
    for (let day = 1; day <= 12; day += 1) {
      await add(user, { amount: day, currency: 'USD', date: `2026-01-${String(day).padStart(2, '0')}` });
    }
    const filtered = await list(user, '?start_date=2026-01-03&end_date=2026-01-12&page=2');
    expect(filtered.pagination).toEqual({ page: 1, num_pages: 1, per_page: 10, total: 10, total_count: 10 });
    const amounts = (answer: { transactions: { amount: number }[] }) => answer.transactions.map((t) => t.amount);
    const january = '?start_date=2026-01-01&end_date=2026-01-31';
    const all = await list(user, `${january}&page=9`);
    expect(all.pagination.page).toBe(2);
    expect(amounts(all)).toEqual([2, 1]);
    const second = await list(user, `${january}&page=2`);
    expect(second.pagination).toEqual({ page: 2, num_pages: 2, per_page: 10, total: 12, total_count: 12 });
    expect(amounts(second)).toEqual([2, 1]);
    const farthest = await list(user, `${january}&page=999999999`);
    expect(farthest.pagination.page).toBe(2);
    expect(amounts(farthest)).toEqual([2, 1]);
    const zeroth = await list(user, `${january}&page=0`);
    expect(zeroth.pagination.page).toBe(1);
    expect(amounts(zeroth)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const empty = await list(user, '?start_date=2025-01-01&end_date=2025-01-31&page=3');
    expect(empty.pagination).toEqual({ page: 1, num_pages: 1, per_page: 10, total: 0, total_count: 0 });
    expect(empty.transactions).toEqual([]);
  });

  it('counts the total again after every change once it was counted (threat: a kept total shown after a change, or to another person)', async () => {
    const [user, other] = [await signedInUser(api), await signedInUser(api)];
    const january = '?start_date=2026-01-01&end_date=2026-01-31';
    const total = async (who: TestUser) => (await list(who, january)).pagination.total_count;
    const added = await add(user, { amount: 1, currency: 'USD', date: '2026-01-05' });
    const { transaction } = await added.json();
    expect(await total(user)).toBe(1);
    expect(await total(other)).toBe(0);

    await add(user, { amount: 2, currency: 'USD', date: '2026-01-06' });
    expect(await total(user)).toBe(2);
    const moved = await update(user, transaction.id, { amount: 1, currency: 'USD', date: '2026-02-05' });
    expect(moved.status).toBe(200);
    expect(await total(user)).toBe(1);
    const pushed = await push(user, [put(1, 'transaction', aTransaction({ date: '2026-01-07' as IsoDate }))]);
    expect(pushed.status).toBe(200);
    expect(await total(user)).toBe(2);
    expect(await total(other)).toBe(0);
  });

  it.each([
    ['?start_date=2026-02-30', 'Dates must be real dates in the form yyyy-mm-dd'],
    ['?start_date=2026-03-10&end_date=2026-03-01', 'start_date must be on or before end_date'],
    ['?page=abc', 'page must be a whole number'],
  ])('refuses the list query %s with 400', async (query, error) => {
    const user = await signedInUser(api);
    const response = await api.json('GET', `${base}/transaction/get-transactions/${query}`, undefined, user.access);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(error);
  });

  it('exports CSV with the spec columns, exact decimals, quoting and neutralised formulas', async () => {
    const user = await signedInUser(api);
    await add(user, {
      amount: 3,
      currency: 'USD',
      trans_status: 'withdraw',
      category: '=HYPERLINK("x")',
      trans_details: 'a, "b"',
      date: '2026-02-01',
    });
    await add(user, { amount: 0.1, currency: 'EGP', trans_status: 'deposit', date: '2026-02-02' });
    const response = await api.json(
      'GET',
      `${base}/transaction/export-csv/?start_date=2026-02-01&end_date=2026-02-28`,
      undefined,
      user.access,
    );
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="transactions_2026-02-01_to_2026-02-28.csv"',
    );
    expect(response.headers.get('access-control-expose-headers')).toBe('Content-Disposition');
    expect(await response.text()).toBe(
      'Date,Amount,Currency,Status,Category,Details\r\n' +
        `2026-02-01,3.00,USD,withdraw,"'=HYPERLINK(""x"")","a, ""b"""\r\n` +
        '2026-02-02,0.10,EGP,deposit,,\r\n',
    );
  });

  it('lists categories most used first, then sensible defaults', async () => {
    const user = await signedInUser(api);
    await add(user, { amount: 1, currency: 'USD', trans_status: 'withdraw', category: 'Coffee', date: '2026-03-01' });
    await add(user, { amount: 1, currency: 'USD', trans_status: 'withdraw', category: 'Coffee', date: '2026-03-01' });
    await add(user, { amount: 1, currency: 'USD', trans_status: 'withdraw', category: 'Books', date: '2026-03-01' });
    const { category } = await (
      await api.json('GET', `${base}/get-category/?status=withdraw`, undefined, user.access)
    ).json();
    expect(category.slice(0, 2)).toEqual(['Coffee', 'Books']);
    expect(category).toContain('Groceries');
  });

  it('gives net worth per currency and in the favorite currency, listing currencies without a rate', async () => {
    const user = await signedInUser(api);
    await add(user, { amount: 100, currency: 'USD', trans_status: 'deposit', date: '2026-03-01' });
    await add(user, { amount: 30, currency: 'USD', trans_status: 'withdraw', date: '2026-03-02' });
    await add(user, { amount: 7, currency: 'EUR', trans_status: 'deposit', date: '2026-03-02' });
    const details = await (await api.json('GET', `${base}/get-networth-details/`, undefined, user.access)).json();
    // Each currency's transactions went to the account of that currency, made on first use (issue 44).
    const accounts = [
      { id: 'currency-account-USD', name: 'USD account', account_type: 'current', currency: 'USD', balance: 70 },
      { id: 'currency-account-EUR', name: 'EUR account', account_type: 'current', currency: 'EUR', balance: 7 },
    ].map((account) => ({ ...account, closed: false }));
    expect(details).toEqual({ networth_details: { EUR: 7, USD: 70 }, accounts });
    const worth = await (await api.json('GET', `${base}/get-networth/`, undefined, user.access)).json();
    // No rate tables exist in this test database: EUR cannot be converted and is not counted as 0 or 1.
    expect(worth).toEqual({ networth: 70, favorite_currency: 'USD', missing_rates: ['EUR'], accounts });
    const recalculated = await (await api.json('POST', `${base}/recalculate-networth/`, undefined, user.access)).json();
    expect(recalculated).toMatchObject({
      success: true,
      details: { currencies_processed: 2, currency_breakdown: { EUR: 7, USD: 70 } },
      updated_networth: 70,
    });
  });

  it("never shows or changes another user's transactions", async () => {
    const owner = await signedInUser(api, 'owner');
    const other = await signedInUser(api, 'other');
    const { transaction } = await (await add(owner, { amount: 9, currency: 'USD', date: '2026-03-03' })).json();
    expect((await list(other)).transactions).toEqual([]);
    expect((await update(other, transaction.id, { amount: 1, currency: 'USD' })).status).toBe(404);
    expect(
      (await api.json('DELETE', `${base}/transaction/delete-transactions/${transaction.id}/`, undefined, other.access))
        .status,
    ).toBe(404);
    expect((await api.json('GET', `${base}/get-networth-details/`, undefined, other.access)).status).toBe(200);
    expect(
      (await (await api.json('GET', `${base}/get-networth-details/`, undefined, other.access)).json()).networth_details,
    ).toEqual({});
    expect((await list(owner)).transactions[0].amount).toBe(9);
  });

  it('needs a signed-in user', async () => {
    expect((await api.json('GET', `${base}/transaction/get-transactions/`)).status).toBe(401);
  });
});

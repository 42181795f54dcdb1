import { describe, expect, it } from 'vitest';
import { ratesRepository } from '../../server/rates/rates.repository';
import { maxCurrencyTotalCents } from '../../src/domain/currencyTotals';
import { maxCents, type Cents } from '../../src/domain/money';
import { signedInUser, type TestUser } from '../support/accounts';
import { storedCurrencyTotal } from '../support/currencyTotals';
import { aTransaction, put, remove } from '../support/records';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

const api = useTestApi();
const base = '/api/finance-management';

const push = syncPushThrough(api);
const get = (user: TestUser, path: string) => api.json('GET', `${base}${path}`, undefined, user.access);

/** As many of the largest single amount as fit exactly into one currency's limit. */
const fullCurrency = maxCurrencyTotalCents / maxCents;
const largest = (overrides: Parameters<typeof aTransaction>[0] = {}) =>
  aTransaction({ amount_cents: maxCents as Cents, trans_status: 'deposit', ...overrides });

async function fillUsd(user: TestUser) {
  const mutations = Array.from({ length: fullCurrency }, (_, i) => put(i + 1, 'transaction', largest()));
  const response = await push(user, mutations);
  expect(response.status).toBe(200);
  const { results } = (await response.json()) as { results: { status: string }[] };
  expect(results.every((r) => r.status === 'applied')).toBe(true);
}

describe('amounts past what can be summed exactly', () => {
  it("refuses the one write that would take a currency's stored total past the limit, over sync and REST", async () => {
    const user = await signedInUser(api);
    await fillUsd(user);

    const over = await push(user, [
      put(fullCurrency + 1, 'transaction', largest({ amount_cents: 1 as Cents })),
      put(fullCurrency + 2, 'transaction', largest({ currency: 'EUR' })),
    ]);
    const { results } = (await over.json()) as { results: { status: string; error?: string }[] };
    expect(results[0]).toMatchObject({ status: 'rejected', error: expect.stringMatching(/USD.*too large/) });
    expect(results[1]).toMatchObject({ status: 'applied' });

    const rest = await api.json(
      'POST',
      `${base}/transaction/add-transactions/`,
      { id: 'one-cent-too-many', amount: 0.01, currency: 'USD', trans_status: 'withdraw' },
      user.access,
    );
    expect(rest.status).toBe(400);
    expect((await rest.json()).error).toMatch(/USD.*too large/);
    // Refused means nothing written: neither the record nor its amount in the total.
    const stored = await api.database.db
      .selectFrom('transactions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('id', '=', 'one-cent-too-many')
      .execute();
    expect(stored).toEqual([]);
    expect(await storedCurrencyTotal(api.database, user.id, 'USD')).toBe(maxCurrencyTotalCents);
  });

  it('still lets a full currency edit a transaction to the same or a smaller amount', async () => {
    const user = await signedInUser(api);
    const kept = largest();
    expect((await push(user, [put(1, 'transaction', kept)])).status).toBe(200);
    const rest = Array.from({ length: fullCurrency - 1 }, (_, i) => put(i + 2, 'transaction', largest()));
    await push(user, rest);
    const edit = await push(user, [put(fullCurrency + 1, 'transaction', { ...kept, amount_cents: maxCents - 1 })]);
    expect((await edit.json()).results[0]).toMatchObject({ status: 'applied' });
  });

  it('answers a clear 422, never a 500, when a conversion takes a total past exact cents', async () => {
    const user = await signedInUser(api);
    await ratesRepository(api.database.db).save('2026-01-01', { USD: 1, EGP: 50 }, 'test');
    await fillUsd(user);
    // EGP is worth a fraction of a dollar, so the full USD total converts to far more than 2^53 cents.
    await api.json('POST', '/api/change-fav-currency/', { fav_currency: 'EGP' }, user.access);
    for (const path of [
      '/get-networth/',
      '/get-networth-details/',
      '/transaction/get-transactions/',
      '/get-monthly-report/',
      '/get-yearly-report/?year=2026',
      '/target/get-score-history/',
    ]) {
      const response = await get(user, path);
      expect(response.status, path).not.toBe(500);
      if (response.status !== 200) {
        expect(response.status, path).toBe(422);
        expect((await response.json()).error, path).toMatch(/too large/);
      }
    }
    const worth = await get(user, '/get-networth/');
    expect(worth.status).toBe(422);
  });

  it("refuses a transfer whose second currency is full, and leaves its first currency's total as it was", async () => {
    const user = await signedInUser(api);
    await fillUsd(user);
    // EUR out first, then USD in: the EUR total moves before the full USD refuses, and must move back.
    const exchange = {
      id: 'transfer-into-full-usd',
      out_cents: 5000 as Cents,
      out_currency: 'EUR',
      in_cents: 1 as Cents,
      in_currency: 'USD',
      date: '2026-03-01',
      details: '',
      created_at: '2026-03-01T10:00:00.000Z',
    };
    const lunch = aTransaction({ amount_cents: 1200 as Cents, currency: 'EUR' });
    const response = await push(user, [
      put(fullCurrency + 1, 'transfer', exchange),
      put(fullCurrency + 2, 'transaction', lunch),
    ]);
    const { results } = (await response.json()) as { results: { status: string; error?: string }[] };
    expect(results[0]).toMatchObject({ status: 'rejected', error: expect.stringMatching(/USD.*too large/) });
    expect(results[1]).toMatchObject({ status: 'applied' });

    expect(await storedCurrencyTotal(api.database, user.id, 'EUR')).toBe(1200);
  });

  it('keeps the per-currency totals the limit reads equal to the stored transactions, through edits and deletes', async () => {
    const user = await signedInUser(api);
    const lunch = aTransaction({ amount_cents: 1200 as Cents, currency: 'EUR' });
    const rent = aTransaction({ amount_cents: 90000 as Cents, currency: 'EUR' });
    const gift = aTransaction({ amount_cents: 5000 as Cents, currency: 'USD', trans_status: 'deposit' });
    await push(user, [put(1, 'transaction', lunch), put(2, 'transaction', rent), put(3, 'transaction', gift)]);
    await push(user, [
      put(4, 'transaction', { ...lunch, amount_cents: 1500 }),
      put(5, 'transaction', { ...rent, currency: 'USD' }),
      remove(6, 'transaction', gift.id),
      remove(7, 'transaction', gift.id),
    ]);

    const totals = await api.database.db
      .selectFrom('currency_totals')
      .select(['currency', 'total_cents'])
      .where('user_id', '=', user.id)
      .orderBy('currency')
      .execute();
    expect(totals.map((row) => [row.currency, Number(row.total_cents)])).toEqual([
      ['EUR', 1500],
      ['USD', 90000],
    ]);
  });
});

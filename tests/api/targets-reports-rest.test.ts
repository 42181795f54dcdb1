import { describe, expect, it } from 'vitest';
import { ratesRepository } from '../../server/rates/rates.repository';
import { signInAgain, signedInUser, type TestUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';

const api = useTestApi();
const base = '/api/finance-management';
const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  api.json(method, `${base}${path}`, body, user.access);
const add = (user: TestUser, body: Record<string, unknown>) =>
  call(user, 'POST', '/transaction/add-transactions/', body);

describe('target and score over REST', () => {
  it('answers 404 until a target is set, then scores the month in the favorite currency', async () => {
    const user = await signedInUser(api);
    expect((await call(user, 'GET', '/target/get-target/')).status).toBe(404);
    expect((await call(user, 'GET', '/target/get-score/')).status).toBe(404);
    const set = await call(user, 'POST', '/target/manage-target/', { target: '100.50' });
    expect(await set.json()).toEqual({ message: 'Target updated successfully!', target: 100.5 });
    expect(await (await call(user, 'GET', '/target/get-target/')).json()).toEqual({ target: 100.5 });

    await add(user, { amount: 300, currency: 'USD', trans_status: 'deposit', date: '2026-03-01' });
    await add(user, { amount: 50, currency: 'USD', trans_status: 'withdraw', date: '2026-03-02' });
    await add(user, { amount: 999, currency: 'USD', trans_status: 'deposit', date: '2026-02-02' });
    expect(await (await call(user, 'GET', '/target/get-score/')).json()).toEqual({
      score: 149.5,
      score_txt: 'Above Target',
      target: 100.5,
      missing_rates: [],
    });

    const bad = await call(user, 'POST', '/target/manage-target/', { target: -5 });
    expect((await bad.json()).error).toBe('Please enter a valid target amount greater than or equal 0.');
  });

  it('keeps a history from the first target month, carrying the target forward', async () => {
    let user = await signedInUser(api);
    await call(user, 'POST', '/target/manage-target/', { target: 10 });
    api.clock.advance(40 * 24 * 60 * 60 * 1000); // into April 2026
    user = await signInAgain(api, user);
    await add(user, { amount: 4, currency: 'USD', trans_status: 'withdraw', date: '2026-04-10' });
    const history = await (await call(user, 'GET', '/target/get-score-history/')).json();
    expect(history.targets).toEqual([
      { id: '2026-04', month: 4, year: 2026, target: 10, score: -14, status: 'Below Target' },
      { id: '2026-03', month: 3, year: 2026, target: 10, score: -10, status: 'Below Target' },
    ]);
    expect(history.pagination.total_count).toBe(2);
  });
});

describe('reports over REST', () => {
  it("groups by category in the favorite currency at each date's rate, per month and per year", async () => {
    const user = await signedInUser(api);
    const rates = ratesRepository(api.database.db);
    await rates.save('2026-01-01', { USD: 1, EUR: 0.5 }, 'test');
    await rates.save('2026-02-01', { USD: 1, EUR: 0.25 }, 'test');
    await api.json('POST', '/api/change-fav-currency/', { fav_currency: 'EUR' }, user.access);
    await add(user, { amount: 10, currency: 'USD', trans_status: 'withdraw', category: 'Food', date: '2026-01-15' }); // 5 EUR
    await add(user, { amount: 20, currency: 'USD', trans_status: 'withdraw', category: 'Food', date: '2026-02-15' }); // 5 EUR
    await add(user, { amount: 15, currency: 'EUR', trans_status: 'withdraw', category: '', date: '2026-02-20' }); // 15 EUR
    await add(user, { amount: 100, currency: 'USD', trans_status: 'deposit', category: 'Salary', date: '2026-02-01' }); // 25 EUR

    const february = await (await call(user, 'GET', '/get-monthly-report-history/?month=2&year=2026')).json();
    expect(february.report_data).toEqual({
      total_withdraw: 20,
      total_deposit: 25,
      user_withdraw_on_range: [
        { category: 'Uncategorized', converted_amount: 15, percentage: 75 },
        { category: 'Food', converted_amount: 5, percentage: 25 },
      ],
      user_deposit_on_range: [{ category: 'Salary', converted_amount: 25, percentage: 100 }],
      missing_rates: [],
      current_month: 'February 2026',
      favorite_currency: 'EUR',
    });
    const year = await (await call(user, 'GET', '/get-yearly-report/?year=2026')).json();
    expect(year).toMatchObject({ total_withdraw: 25, total_deposit: 25, months_included: 2, favorite_currency: 'EUR' });
    expect(await (await call(user, 'GET', '/get-report-history-months/')).json()).toEqual({
      report_history_months: [
        { month: 2, year: 2026 },
        { month: 1, year: 2026 },
      ],
    });
    expect(await (await call(user, 'GET', '/get-report-history-years/')).json()).toEqual({
      report_history_years: [2026],
    });
    const current = await (await call(user, 'GET', '/get-monthly-report/')).json();
    expect(current).toMatchObject({ current_month: 'March 2026', total_withdraw: 0, total_deposit: 0 });
    const summary = await (await call(user, 'POST', '/recalculate-reports/')).json();
    expect(summary.summary).toEqual({
      total_months_processed: 2,
      months_created: 0,
      months_updated: 2,
      errors_count: 0,
      date_range: { from: 'January 2026', to: 'February 2026' },
    });
  });

  it.each(['?month=13&year=2026', '?year=2026', '?month=1&year=26'])(
    'refuses the history query %s with 400',
    async (query) => {
      const user = await signedInUser(api);
      expect((await call(user, 'GET', `/get-monthly-report-history/${query}`)).status).toBe(400);
    },
  );
});

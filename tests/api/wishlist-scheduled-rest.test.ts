import { describe, expect, it } from 'vitest';
import { signInAgain, signedInUser, type TestUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';

const api = useTestApi();
const base = '/api/finance-management';
const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  api.json(method, `${base}${path}`, body, user.access);

describe('wishlist over REST', () => {
  it('adds per year, completes with a Wishes purchase, locks, and reopens', async () => {
    const user = await signedInUser(api);
    const added = await call(user, 'POST', '/wishlist/add-wish/', {
      price: '250.00',
      currency: 'EUR',
      year: 2026,
      wish_details: 'Bike',
      link: 'https://shop.example.org/bike',
    });
    expect(added.status).toBe(201);
    const { wish } = await added.json();
    await call(user, 'POST', '/wishlist/add-wish/', { price: 5, currency: 'USD', year: 2027 });
    const list = await (await call(user, 'GET', '/wishlist/get-wishlist/?year=2026')).json();
    expect(list.wishlist).toEqual([
      expect.objectContaining({ id: wish.id, price: 250, status: false, wish_details: 'Bike' }),
    ]);
    expect(list.pagination).toMatchObject({ total_count: 1, per_page: 20 });

    expect((await call(user, 'POST', `/wishlist/update-wish-status/${wish.id}/`)).status).toBe(200);
    const spent = await (
      await call(user, 'GET', '/transaction/get-transactions/?start_date=2026-01-01&end_date=2026-12-31')
    ).json();
    expect(spent.transactions).toEqual([
      expect.objectContaining({
        id: `wish:${wish.id}`,
        amount: 250,
        currency: 'EUR',
        trans_status: 'withdraw',
        category: 'Wishes',
        date: '2026-03-15',
        wish_id: wish.id,
      }),
    ]);

    const edit = await call(user, 'POST', `/wishlist/update-wish/${wish.id}/`, {
      price: 1,
      currency: 'EUR',
      year: 2026,
    });
    expect(edit.status).toBe(400);
    expect((await edit.json()).error).toBe(
      'Completed wishes cannot be edited or deleted. Mark the wish as pending first.',
    );
    expect((await call(user, 'DELETE', `/wishlist/delete-wish/${wish.id}/`)).status).toBe(400);

    await call(user, 'POST', `/wishlist/update-wish-status/${wish.id}/`);
    const after = await (
      await call(user, 'GET', '/transaction/get-transactions/?start_date=2026-01-01&end_date=2026-12-31')
    ).json();
    expect(after.transactions).toEqual([]);
    expect((await call(user, 'DELETE', `/wishlist/delete-wish/${wish.id}/`)).status).toBe(200);
  });

  it.each([
    [{ currency: 'EUR', year: 2026 }, 'Price and currency are required.'],
    [{ price: 1, currency: 'EUR', year: 2101 }, 'Year must be 2000 to 2100'],
    [{ price: 1, currency: 'EUR', year: 2026, link: 'javascript-ish' }, 'Link must be an http or https address'],
    [{ price: 1, currency: 'EUR', year: 2026, link: 'javascript:alert(1)' }, 'Link must be an http or https address'],
  ])('refuses %j with "%s"', async (body, error) => {
    const user = await signedInUser(api);
    const response = await call(user, 'POST', '/wishlist/add-wish/', body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(error);
  });

  it("keeps one user's wishes from another", async () => {
    const owner = await signedInUser(api);
    const other = await signedInUser(api);
    const { wish } = await (
      await call(owner, 'POST', '/wishlist/add-wish/', { price: 1, currency: 'USD', year: 2026 })
    ).json();
    expect((await (await call(other, 'GET', '/wishlist/get-wishlist/?year=2026')).json()).wishlist).toEqual([]);
    expect((await call(other, 'POST', `/wishlist/update-wish-status/${wish.id}/`)).status).toBe(404);
    expect((await call(other, 'DELETE', `/wishlist/delete-wish/${wish.id}/`)).status).toBe(404);
  });
});

describe('scheduled transactions over REST', () => {
  it('fires due months once, catching up, never twice and never a deleted occurrence again', async () => {
    let user = await signedInUser(api);
    const added = await call(user, 'POST', '/scheduled-trans/add-scheduled-trans/', {
      scheduled_trans_status: 'deposit',
      day_of_month: 31,
      amount: 3000,
      currency: 'USD',
      category: 'Salary',
    });
    expect(added.status).toBe(201);
    const { scheduled_transaction: item } = await added.json();
    expect(item).toMatchObject({ day_of_month: 31, amount: 3000, status: true });

    // Created 2026-03-15 (test clock): the first occurrence is 2026-03-31, not yet due.
    const none = await (await call(user, 'POST', '/scheduled-trans/apply-scheduled-trans/')).json();
    expect(none).toEqual({ success: true, applied_count: 0, errors: [] });

    api.clock.advance(80 * 24 * 60 * 60 * 1000); // to 2026-06-03
    user = await signInAgain(api, user);
    const applied = await (await call(user, 'POST', '/scheduled-trans/apply-scheduled-trans/')).json();
    expect(applied).toEqual({ success: true, applied_count: 3, errors: [] });
    const again = await (await call(user, 'POST', '/scheduled-trans/apply-scheduled-trans/')).json();
    expect(again.applied_count).toBe(0);

    const made = await (
      await call(user, 'GET', '/transaction/get-transactions/?start_date=2026-01-01&end_date=2026-12-31')
    ).json();
    expect(made.transactions.map((t: { date: string }) => t.date)).toEqual(['2026-05-31', '2026-04-30', '2026-03-31']);
    await call(user, 'DELETE', `/transaction/delete-transactions/sched:${item.id}:2026-04/`);
    expect((await (await call(user, 'POST', '/scheduled-trans/apply-scheduled-trans/')).json()).applied_count).toBe(0);
  });

  it('edits, pauses and deletes, with clear errors', async () => {
    const user = await signedInUser(api);
    const { scheduled_transaction: item } = await (
      await call(user, 'POST', '/scheduled-trans/add-scheduled-trans/', {
        scheduled_trans_status: 'withdraw',
        day_of_month: '5',
        amount: '9.99',
        currency: 'EUR',
      })
    ).json();
    const edited = await call(user, 'POST', `/scheduled-trans/update-scheduled-trans/${item.id}/`, {
      scheduled_trans_status: 'withdraw',
      day_of_month: 6,
      amount: 12,
      currency: 'EUR',
      category: 'Gym',
    });
    expect((await edited.json()).scheduled_transaction).toMatchObject({
      day_of_month: 6,
      amount: 12,
      category: 'Gym',
      status: true,
    });
    const paused = await (
      await call(user, 'POST', `/scheduled-trans/update-scheduled-trans-status/${item.id}/`)
    ).json();
    expect(paused.scheduled_transaction.status).toBe(false);
    const listed = await (await call(user, 'GET', '/scheduled-trans/get-scheduled-trans/')).json();
    expect(listed.scheduled_transactions).toHaveLength(1);
    expect((await call(user, 'DELETE', `/scheduled-trans/delete-scheduled-trans/${item.id}/`)).status).toBe(200);
    expect((await call(user, 'DELETE', `/scheduled-trans/delete-scheduled-trans/${item.id}/`)).status).toBe(404);
    const missing = await call(user, 'POST', '/scheduled-trans/add-scheduled-trans/', { amount: 1, currency: 'EUR' });
    expect((await missing.json()).error).toBe('Amount, currency, and day of month are required.');
  });
});

describe('an add sent twice over REST (threat: a client retrying an add whose answer it lost, both at once)', () => {
  it.each([
    {
      what: 'wish',
      add: '/wishlist/add-wish/',
      body: { price: 5, currency: 'USD', year: 2026 },
      list: '/wishlist/get-wishlist/?year=2026',
      key: 'wishlist',
    },
    {
      what: 'scheduled item',
      add: '/scheduled-trans/add-scheduled-trans/',
      body: { scheduled_trans_status: 'withdraw', day_of_month: 3, amount: 40, currency: 'USD', category: 'Rent' },
      list: '/scheduled-trans/get-scheduled-trans/',
      key: 'scheduled_transactions',
    },
  ])('makes one $what of one client id: one 201, and a 200 with the stored one', async ({ add, body, list, key }) => {
    const user = await signedInUser(api);
    const sent = { ...body, id: 'client-made-1' };
    const answers = await Promise.all([call(user, 'POST', add, sent), call(user, 'POST', add, sent)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    const listed = await (await call(user, 'GET', list)).json();
    expect(listed[key]).toEqual([expect.objectContaining({ id: 'client-made-1' })]);
  });
});

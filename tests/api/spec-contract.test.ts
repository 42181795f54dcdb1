import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkParts, newCredentials, type TestUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';

/**
 * The contract with the original product's client (version 7.0.4): every call of spec section 7 in
 * exactly the shape the spec gives (paths with their trailing slash, the spec's field names, the
 * client's flows), checking the status and the field names the client reads. On both databases.
 * Another fix must never break one of these (issue 13, "The spec's API, as the original client uses it").
 */

/** A real OpenID Connect provider on this machine stands in for Google. */
const provider = new OAuth2Server();
beforeAll(async () => {
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    if (token.payload.nonce) Object.assign(token.payload, { email: 'spec.google@example.org', email_verified: true });
  });
});
afterAll(() => provider.stop());

const api = useTestApi({
  google: () => ({ clientId: 'money-kitchen', clientSecret: 'provider-secret', issuer: provider.issuer.url ?? '' }),
});
const money = '/api/finance-management';

/** A call as the client makes it: JSON, the bearer token once signed in. */
async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await api.json(method, path, body, token);
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('application/json') ? JSON.parse(text) : undefined;
  return { status: response.status, headers: response.headers, text, body: json as Record<string, unknown> };
}

/** The spec's sign-in call, with a username or an email. */
const signIn = (username: string, password: string) => call('POST', '/api/auth/login/', { username, password });

/** The field names the client reads are there (more is fine). */
function expectFields(body: unknown, fields: string[]) {
  expect(body).toBeTypeOf('object');
  expect(Object.keys(body as object)).toEqual(expect.arrayContaining(fields));
}

let person: TestUser;

describe('spec section 7, Authentication', () => {
  it('register, verify, login by username and by email, refresh, user data, logout', async () => {
    const credentials = newCredentials('spec');
    const registered = await call('POST', '/api/auth/register/', {
      username: credentials.username,
      email: credentials.email,
      password: credentials.password,
      password2: credentials.password,
    });
    expect(registered.status).toBe(201);

    const mismatch = await call('POST', '/api/auth/register/', {
      ...newCredentials('spec'),
      password2: 'something else entirely',
    });
    expect(mismatch.status).toBe(400);
    expectFields(mismatch.body, ['error']);

    const [, uid, token] = linkParts((await api.inbox.next(credentials.email)).link);
    expect((await call('POST', '/api/auth/verify-email/', { uid, token })).status).toBe(200);

    const login = await signIn(credentials.username, credentials.password);
    expect(login.status).toBe(200);
    expectFields(login.body, ['access', 'refresh', 'user']);
    const byEmail = await signIn(credentials.email, credentials.password);
    expect(byEmail.status).toBe(200);
    const wrong = await signIn(credentials.username, 'not the password');
    expect(wrong.status).toBe(401);
    expect(typeof (wrong.body.error ?? wrong.body.message)).toBe('string');

    const refreshed = await call('POST', '/api/auth/token/refresh/', { refresh: login.body.refresh });
    expect(refreshed.status).toBe(200);
    expectFields(refreshed.body, ['access']);
    const access = refreshed.body.access as string;
    const refresh = (refreshed.body.refresh ?? login.body.refresh) as string;

    const user = await call('GET', '/api/user-data/', undefined, access);
    expect(user.status).toBe(200);
    expectFields(user.body, ['id', 'username', 'email', 'first_name', 'last_name']);
    expect(user.body.username).toBe(credentials.username);
    person = { ...credentials, id: String(user.body.id), access, refresh };

    const other = await signIn(credentials.username, credentials.password);
    const logout = await call('POST', '/api/auth/logout/', { refresh: other.body.refresh });
    expect(logout.status).toBeLessThan(300);
    expect((await call('POST', '/api/auth/token/refresh/', { refresh: other.body.refresh })).status).toBe(401);
  });

  it('password reset: request, validate, confirm, then the new password signs in', async () => {
    const credentials = newCredentials('reset');
    await call('POST', '/api/auth/register/', { ...credentials, password2: credentials.password });
    await api.inbox.next(credentials.email);
    const asked = await call('POST', '/api/auth/password-reset/', { email: credentials.email });
    expect(asked.status).toBe(200);
    expectFields(asked.body, ['message']);
    const empty = await call('POST', '/api/auth/password-reset/', { email: '' });
    expect(empty.status).toBe(400);
    expectFields(empty.body, ['error']);

    const link = new URL((await api.inbox.next(credentials.email)).link);
    const uid = link.searchParams.get('uid') ?? '';
    const token = link.searchParams.get('token') ?? '';
    const valid = await call('POST', '/api/auth/password-reset/validate/', { uid, token });
    expect(valid.status).toBe(200);
    expectFields(valid.body, ['valid', 'email']);
    expect(valid.body.valid).toBe(true);
    const confirmed = await call('POST', '/api/auth/password-reset/confirm/', {
      uid,
      token,
      new_password: 'a brand new passphrase',
      confirm_password: 'a brand new passphrase',
    });
    expect(confirmed.status).toBe(200);
    expectFields(confirmed.body, ['message']);
    const login = await signIn(credentials.username, 'a brand new passphrase');
    expect(login.status).toBe(200);
  });

  it('Google: the URL call sets the state cookie and {code} alone signs in', async () => {
    const urlAnswer = await api.request('/api/auth/google/url/');
    expect(urlAnswer.status).toBe(200);
    const { auth_url } = (await urlAnswer.json()) as { auth_url: string };
    const cookie = (urlAnswer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const redirect = await fetch(new URL(auth_url), { redirect: 'manual' });
    const code = new URL(redirect.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const answer = await api.request('/api/auth/google/authenticate/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ code }),
    });
    expect(answer.status).toBe(200);
    expectFields(await answer.json(), ['access', 'refresh', 'user', 'is_new_user']);
  });
});

describe('spec section 7, Profile and settings', () => {
  it('profile update, password change, and an email change confirmed with base64url new_email', async () => {
    const same = await call(
      'PUT',
      '/api/profile/update/',
      { first_name: 'Ada', last_name: 'Lovelace', username: person.username, email: person.email },
      person.access,
    );
    expect(same.status).toBe(200);
    expectFields(same.body, ['message', 'user']);
    expect(same.body.user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });

    const changed = await call(
      'POST',
      '/api/profile/change-password/',
      {
        current_password: person.password,
        new_password: 'another good passphrase',
        confirm_password: 'another good passphrase',
      },
      person.access,
    );
    expect(changed.status).toBe(200);
    expectFields(changed.body, ['message']);
    const login = await signIn(person.username, 'another good passphrase');
    expect(login.status).toBe(200);
    person = {
      ...person,
      password: 'another good passphrase',
      access: String(login.body.access),
      refresh: String(login.body.refresh),
    };

    // The original client sends no password: the current address approves, then the new one confirms.
    const wanted = `moved-${person.username}@example.net`;
    const asked = await call(
      'PUT',
      '/api/profile/update/',
      { first_name: 'Ada', last_name: 'Lovelace', username: person.username, email: wanted },
      person.access,
    );
    expect(asked.status).toBe(200);
    expectFields(asked.body, ['message', 'user']);
    const [, approveUid, approveToken, approveEncoded] = linkParts((await api.inbox.next(person.email)).links[0] ?? '');
    const approved = await call('POST', '/api/profile/approve-email-change/', {
      uid: approveUid,
      token: approveToken,
      new_email: approveEncoded,
    });
    expect(approved.status).toBe(200);
    const confirmation = await api.inbox.next(wanted);
    const [route, uid, token, encoded] = linkParts(confirmation.link);
    expect(route).toBe('verify-email-change');
    expect(encoded).toBe(Buffer.from(wanted).toString('base64url'));
    const verified = await call('POST', '/api/profile/verify-email-change/', { uid, token, new_email: encoded });
    expect(verified.status).toBe(200);
    const login2 = await signIn(wanted, person.password);
    expect(login2.status).toBe(200);
    person = { ...person, email: wanted, access: String(login2.body.access), refresh: String(login2.body.refresh) };
    expect((await call('GET', '/api/user-data/', undefined, person.access)).body.email).toBe(wanted);
  });

  it('favorite currency: read, change, read again', async () => {
    const before = await call('GET', '/api/get-fav-currency/', undefined, person.access);
    expect(before.status).toBe(200);
    expectFields(before.body, ['favorite_currency']);
    const change = await call('POST', '/api/change-fav-currency/', { fav_currency: 'EUR' }, person.access);
    expect(change.status).toBe(200);
    expectFields(change.body, ['success']);
    expect((await call('GET', '/api/get-fav-currency/', undefined, person.access)).body.favorite_currency).toBe('EUR');
  });

  it('target: 404 while none is set, then set, read, score and score history', async () => {
    expect((await call('GET', `${money}/target/get-target/`, undefined, person.access)).status).toBe(404);
    expect((await call('GET', `${money}/target/get-score/`, undefined, person.access)).status).toBe(404);
    const set = await call('POST', `${money}/target/manage-target/`, { target: '250.00' }, person.access);
    expect(set.status).toBe(200);
    expectFields(set.body, ['message']);
    const target = await call('GET', `${money}/target/get-target/`, undefined, person.access);
    expect(target.status).toBe(200);
    expectFields(target.body, ['target']);
    const score = await call('GET', `${money}/target/get-score/`, undefined, person.access);
    expect(score.status).toBe(200);
    expectFields(score.body, ['score', 'score_txt', 'target']);
    const history = await call('GET', `${money}/target/get-score-history/?page=1`, undefined, person.access);
    expect(history.status).toBe(200);
    expectFields(history.body, ['targets', 'pagination']);
  });
});

describe('spec section 7, Transactions and net worth', () => {
  it('add, categories, list, update, CSV, net worth, recalculate, delete', async () => {
    const body = {
      amount: '42.50',
      currency: 'USD',
      trans_status: 'withdraw',
      category: 'Groceries',
      trans_details: 'Market',
      date: '2026-03-04',
    };
    const added = await call('POST', `${money}/transaction/add-transactions/`, body, person.access);
    expect(added.status).toBe(201);
    const id = (added.body.transaction as { id: string }).id;
    expect(
      (
        await call(
          'POST',
          `${money}/transaction/add-transactions/`,
          { ...body, amount: '1000', trans_status: 'deposit', category: 'Salary' },
          person.access,
        )
      ).status,
    ).toBe(201);

    const categories = await call('GET', `${money}/get-category/?status=withdraw`, undefined, person.access);
    expect(categories.status).toBe(200);
    expectFields(categories.body, ['category']);
    expect(categories.body.category).toEqual(expect.arrayContaining(['Groceries']));
    expect((await call('GET', `${money}/get-category/?status=deposit`, undefined, person.access)).status).toBe(200);

    const range = 'start_date=2026-03-01&end_date=2026-03-31';
    const list = await call('GET', `${money}/transaction/get-transactions/?${range}&page=1`, undefined, person.access);
    expect(list.status).toBe(200);
    expectFields(list.body, ['transactions', 'pagination', 'date_range']);
    expect((list.body.transactions as unknown[]).length).toBe(2);
    expectFields((list.body.transactions as object[])[0], [
      'id',
      'amount',
      'currency',
      'trans_status',
      'category',
      'trans_details',
      'date',
    ]);

    const updated = await call(
      'POST',
      `${money}/transaction/update-transactions/${id}/`,
      { ...body, amount: '40.00' },
      person.access,
    );
    expect(updated.status).toBe(200);

    const csv = await api.json('GET', `${money}/transaction/export-csv/?${range}`, undefined, person.access);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="?[^"]+\.csv"?/);
    expect(await csv.text()).toContain('Groceries');

    const networth = await call('GET', `${money}/get-networth/`, undefined, person.access);
    expect(networth.status).toBe(200);
    expectFields(networth.body, ['networth', 'favorite_currency']);
    const details = await call('GET', `${money}/get-networth-details/`, undefined, person.access);
    expect(details.status).toBe(200);
    expectFields(details.body, ['networth_details']);
    expect((await call('POST', `${money}/recalculate-networth/`, undefined, person.access)).status).toBe(200);

    expect(
      (await call('DELETE', `${money}/transaction/delete-transactions/${id}/`, undefined, person.access)).status,
    ).toBe(200);
    expect(
      (await call('DELETE', `${money}/transaction/delete-transactions/${id}/`, undefined, person.access)).status,
    ).toBe(404);
  });
});

describe('spec section 7, Scheduled transactions', () => {
  it('add, list, update, pause, apply, delete; a second delete is 404', async () => {
    const body = {
      scheduled_trans_status: 'withdraw',
      day_of_month: 1,
      amount: '9.99',
      currency: 'USD',
      category: 'Subscriptions',
      scheduled_trans_details: 'Music',
      status: true,
    };
    const added = await call('POST', `${money}/scheduled-trans/add-scheduled-trans/`, body, person.access);
    expect(added.status).toBe(201);
    const id = (added.body.scheduled_transaction as { id: string }).id;
    const list = await call('GET', `${money}/scheduled-trans/get-scheduled-trans/?page=1`, undefined, person.access);
    expect(list.status).toBe(200);
    expectFields(list.body, ['scheduled_transactions', 'pagination']);
    expectFields((list.body.scheduled_transactions as object[])[0], [
      'id',
      'scheduled_trans_status',
      'day_of_month',
      'amount',
      'currency',
      'category',
      'scheduled_trans_details',
      'status',
    ]);
    const path = `${money}/scheduled-trans`;
    expect(
      (await call('POST', `${path}/update-scheduled-trans/${id}/`, { ...body, amount: '10.99' }, person.access)).status,
    ).toBe(200);
    expect((await call('POST', `${path}/update-scheduled-trans-status/${id}/`, undefined, person.access)).status).toBe(
      200,
    );
    expect((await call('POST', `${path}/apply-scheduled-trans/`, undefined, person.access)).status).toBe(200);
    expect((await call('DELETE', `${path}/delete-scheduled-trans/${id}/`, undefined, person.access)).status).toBe(200);
    expect((await call('DELETE', `${path}/delete-scheduled-trans/${id}/`, undefined, person.access)).status).toBe(404);
  });
});

describe('spec section 7, Wishlist', () => {
  it('add, list by year, update, complete, delete', async () => {
    const body = {
      price: '120.00',
      currency: 'EUR',
      year: 2026,
      wish_details: 'Stand mixer',
      link: 'https://shop.example.org/',
    };
    const added = await call('POST', `${money}/wishlist/add-wish/`, body, person.access);
    expect(added.status).toBe(201);
    const id = (added.body.wish as { id: string }).id;
    const list = await call('GET', `${money}/wishlist/get-wishlist/?year=2026&page=1`, undefined, person.access);
    expect(list.status).toBe(200);
    expectFields(list.body, ['wishlist', 'pagination']);
    expectFields((list.body.wishlist as object[])[0], [
      'id',
      'price',
      'currency',
      'year',
      'wish_details',
      'link',
      'status',
    ]);
    const path = `${money}/wishlist`;
    expect((await call('POST', `${path}/update-wish/${id}/`, { ...body, price: '110.00' }, person.access)).status).toBe(
      200,
    );
    expect((await call('POST', `${path}/update-wish-status/${id}/`, undefined, person.access)).status).toBe(200);
    const other = await call('POST', `${path}/add-wish/`, { ...body, wish_details: 'Knife set' }, person.access);
    const otherId = (other.body.wish as { id: string }).id;
    expect((await call('DELETE', `${path}/delete-wish/${otherId}/`, undefined, person.access)).status).toBe(200);
  });
});

describe('spec section 7, Reports', () => {
  it('monthly, months and years, a month and a year of history, recalculate', async () => {
    const monthly = await call('GET', `${money}/get-monthly-report/`, undefined, person.access);
    expect(monthly.status).toBe(200);
    expectFields(monthly.body, [
      'total_withdraw',
      'total_deposit',
      'current_month',
      'favorite_currency',
      'user_withdraw_on_range',
      'user_deposit_on_range',
    ]);
    const months = await call('GET', `${money}/get-report-history-months/`, undefined, person.access);
    expect(months.status).toBe(200);
    expectFields(months.body, ['report_history_months']);
    expect(months.body.report_history_months).toEqual(expect.arrayContaining([{ month: 3, year: 2026 }]));
    const years = await call('GET', `${money}/get-report-history-years/`, undefined, person.access);
    expect(years.status).toBe(200);
    expectFields(years.body, ['report_history_years']);
    const month = await call('GET', `${money}/get-monthly-report-history/?month=3&year=2026`, undefined, person.access);
    expect(month.status).toBe(200);
    expectFields(month.body, ['report_data']);
    const year = await call('GET', `${money}/get-yearly-report/?year=2026`, undefined, person.access);
    expect(year.status).toBe(200);
    expect(year.body).toBeTypeOf('object');
    expect((await call('POST', `${money}/recalculate-reports/`, undefined, person.access)).status).toBe(200);
  });

  it('answers a call without the bearer token with 401 and an error field, as the client expects before refreshing', async () => {
    const unsigned = await call('GET', `${money}/get-monthly-report/`);
    expect(unsigned.status).toBe(401);
    expect(typeof (unsigned.body.error ?? unsigned.body.detail)).toBe('string');
  });
});

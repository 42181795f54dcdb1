import { beforeAll, describe, expect, it } from 'vitest';
import { ratesRepository } from '../../server/rates/rates.repository';
import type { PushResult } from '../../src/domain/mutations';
import type { ScheduledRecord, TransactionRecord } from '../../src/domain/records';
import { categoryStyleId } from '../../src/domain/categoryColours';
import { signInAgain, signedInUser, signedInUserSince, type TestUser } from '../support/accounts';
import { aBudget, aRule, aTransaction, aWish, put } from '../support/records';
import { testMaxBodyBytes, useTestApi } from '../support/testApi';
import { testDevice } from '../support/testDevice';
import { expectJsonError, money, snapshot } from './support';

/**
 * Backup and restore (issue "Reliability and security", part 3): a person's whole account as one
 * file, restored into another account, gives the same figures and lists everywhere.
 */

const api = useTestApi();
let owner: TestUser;

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  api.json(method, path, body, user.access);

async function ok(response: Promise<Response>) {
  const answer = await response;
  expect(answer.status, answer.url).toBeLessThan(300);
  return answer;
}

const pushAll = async (user: TestUser, mutations: unknown[]) => {
  const response = await call(user, 'POST', '/api/sync/push/', { protocol: 1, client_id: 'setup', mutations });
  expect(response.status).toBe(200);
  const { results } = (await response.json()) as { results: PushResult[] };
  expect(results.every((r) => r.status === 'applied')).toBe(true);
};

beforeAll(async () => {
  owner = await signedInUserSince(api, '2025-11-01T00:00:00Z', 'saver');
  const rates = ratesRepository(api.database.db);
  await rates.save('2025-12-01', { USD: 1, EUR: 0.95, EGP: 49 }, 'test');
  await rates.save('2026-01-01', { USD: 1, EUR: 0.92, EGP: 48.5 }, 'test');
  await rates.save('2026-02-01', { USD: 1, EUR: 0.9, EGP: 50 }, 'test');
  await rates.save('2026-03-01', { USD: 1, EUR: 0.93, EGP: 51 }, 'test');

  await ok(call(owner, 'POST', '/api/change-fav-currency/', { fav_currency: 'EUR' }));
  const add = (body: Record<string, unknown>) =>
    ok(call(owner, 'POST', `${money}/transaction/add-transactions/`, body));
  const currencies = ['USD', 'EUR', 'EGP'];
  const categories = ['Food', 'Rent', '', 'Travel'];
  for (let i = 0; i < 24; i += 1) {
    const month = ['2025-12', '2026-01', '2026-02', '2026-03'][i % 4];
    await add({
      amount: `${(i * 37) % 400}.${String(i % 100).padStart(2, '0')}`,
      currency: currencies[i % 3],
      trans_status: i % 5 === 0 ? 'deposit' : 'withdraw',
      category: categories[i % 4],
      trans_details: i % 7 === 0 ? '=SUM(A1), "quoted"' : `item ${i}`,
      date: `${month}-${String((i % 27) + 1).padStart(2, '0')}`,
    });
  }
  // A schedule made in December: applying it creates December to March; January's is then deleted.
  const schedule: ScheduledRecord = {
    id: 'salary-schedule',
    scheduled_trans_status: 'deposit',
    day_of_month: 31,
    amount_cents: 250_000 as ScheduledRecord['amount_cents'],
    currency: 'EGP',
    category: 'Salary',
    scheduled_trans_details: 'Monthly pay',
    status: true,
    created_at: '2025-12-01T08:00:00.000Z',
  };
  await pushAll(owner, [
    put(1, 'scheduled', schedule),
    put(2, 'scheduled', { ...schedule, id: 'paused-schedule', status: false, day_of_month: 3, currency: 'USD' }),
    put(3, 'target', { id: '2025-12', target_cents: 10_000 }),
    put(4, 'transaction', aTransaction({ id: 'old-trip', currency: 'EUR', date: '2025-06-30' as never })),
    put(5, 'budget', aBudget({ id: 'food-budget', currency: 'EUR', rollover: true })),
    put(6, 'transfer', {
      id: 'euros-for-dollars',
      out_cents: 200_00,
      out_currency: 'EUR',
      in_cents: 215_00,
      in_currency: 'USD',
      date: '2026-02-10',
      details: 'Changed at the airport',
      created_at: '2026-02-10T09:00:00.000Z',
    }),
    put(7, 'category_style', {
      id: categoryStyleId('withdraw', 'Food'),
      trans_status: 'withdraw',
      category: 'Food',
      colour: 'teal',
    }),
    put(8, 'rule', aRule({ id: 'rewe-rule' })),
  ]);
  const applied = await (await ok(call(owner, 'POST', `${money}/scheduled-trans/apply-scheduled-trans/`))).json();
  expect(applied.applied_count).toBe(3); // Dec 31, Jan 31, Feb 28; March 31 is still to come
  await ok(call(owner, 'DELETE', `${money}/transaction/delete-transactions/sched:salary-schedule:2026-01/`));
  await ok(call(owner, 'POST', `${money}/target/manage-target/`, { target: '150.25' }));

  for (const [year, details] of [
    [2026, 'Stand mixer'],
    [2026, 'Knife set'],
    [2027, 'Oven'],
  ] as const) {
    // Distinct creation times: the wishlist is ordered by them alone (ties fall in storage order).
    api.clock.advance(60_000);
    await ok(
      call(owner, 'POST', `${money}/wishlist/add-wish/`, {
        id: `wish-${details}`,
        price: 120,
        currency: 'EUR',
        year,
        wish_details: details,
        link: 'https://shop.example.org/',
      }),
    );
  }
  await ok(call(owner, 'POST', `${money}/wishlist/update-wish-status/wish-Knife set/`));
});

/** Every page of a paged list. */
async function allPages(user: TestUser, path: string, field: string) {
  const items: unknown[] = [];
  const separator = path.includes('?') ? '&' : '?';
  for (let page = 1; ; page += 1) {
    const body = await (await ok(call(user, 'GET', `${path}${separator}page=${page}`))).json();
    items.push(...body[field]);
    if (page >= body.pagination.num_pages) return { items, pagination: body.pagination };
  }
}

/** What a person sees through every read of the API, for comparing two accounts. */
async function everything(user: TestUser) {
  const get = async (path: string) => {
    const response = await call(user, 'GET', path);
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const months = (await get(`${money}/get-report-history-months/`)).body as {
    report_history_months: { month: number; year: number }[];
  };
  const years = (await get(`${money}/get-report-history-years/`)).body as { report_history_years: number[] };
  const csv = await call(user, 'GET', `${money}/transaction/export-csv/?start_date=0001-01-01&end_date=9999-12-31`);
  return {
    favorite: await get('/api/get-fav-currency/'),
    networth: await get(`${money}/get-networth/`),
    details: await get(`${money}/get-networth-details/`),
    monthly: await get(`${money}/get-monthly-report/`),
    months,
    years,
    monthReports: await Promise.all(
      months.report_history_months.map(({ month, year }) =>
        get(`${money}/get-monthly-report-history/?month=${month}&year=${year}`),
      ),
    ),
    yearReports: await Promise.all(
      years.report_history_years.map((year) => get(`${money}/get-yearly-report/?year=${year}`)),
    ),
    target: await get(`${money}/target/get-target/`),
    score: await get(`${money}/target/get-score/`),
    scoreHistory: await allPages(user, `${money}/target/get-score-history/`, 'targets'),
    transactions: await allPages(
      user,
      `${money}/transaction/get-transactions/?start_date=2000-01-01&end_date=2100-12-31`,
      'transactions',
    ),
    wishes: await Promise.all(
      [2025, 2026, 2027].map((year) => allPages(user, `${money}/wishlist/get-wishlist/?year=${year}`, 'wishlist')),
    ),
    scheduled: await allPages(user, `${money}/scheduled-trans/get-scheduled-trans/`, 'scheduled_transactions'),
    categories: [
      await get(`${money}/get-category/?status=withdraw`),
      await get(`${money}/get-category/?status=deposit`),
    ],
    csv: await csv.text(),
  };
}

/** The records a person holds, without the change numbers (which differ between accounts). */
async function records(user: TestUser) {
  return (await snapshot(api, user.access))
    .filter((c) => !c.deleted)
    .map((c) => ({ kind: c.kind, id: c.id, record: c.record }))
    .sort((a, b) => `${a.kind}:${a.id}`.localeCompare(`${b.kind}:${b.id}`));
}

async function download(user: TestUser) {
  const response = await call(user, 'GET', '/api/backup/');
  expect(response.status).toBe(200);
  return {
    response,
    file: (await response.json()) as Record<string, unknown> & { records: Record<string, unknown[]> },
  };
}

/** What the owner's backup holds of each kind: 24 transactions + 1 pushed + 2 scheduled occurrences left + 1 wish purchase. */
const recordsOfEachKind = {
  transaction: 28,
  scheduled: 2,
  wish: 3,
  target: 2,
  setting: 1,
  budget: 1,
  transfer: 1,
  category_style: 1,
  // One per currency in use, made with its first record (docs/sync-protocol.md, "Accounts").
  account: 3,
  rule: 1,
};

describe('backup download', () => {
  it('is one JSON attachment named by the date, with a format version and every kind of record', async () => {
    const { response, file } = await download(owner);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="money-kitchen-backup-2026-03-15.json"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(file).toMatchObject({ format: 'money-kitchen-backup', version: 1, exported_at: '2026-03-15T12:00:00.000Z' });
    const counts = Object.fromEntries(Object.entries(file.records).map(([kind, list]) => [kind, list.length]));
    expect(counts).toEqual(recordsOfEachKind);
    expect(file.records.category_style).toEqual([
      { id: categoryStyleId('withdraw', 'Food'), trans_status: 'withdraw', category: 'Food', colour: 'teal' },
    ]);
    expect(file.records.setting).toEqual([{ id: 'favorite_currency', value: 'EUR' }]);
    expect((file.deleted_occurrences as TransactionRecord[]).map((t) => t.id)).toEqual([
      'sched:salary-schedule:2026-01',
    ]);
  });
});

describe('restore into a new account', () => {
  it('gives the same reports, net worth, score history and lists', async () => {
    const { file } = await download(owner);
    const fresh = await signedInUser(api, 'restorer');
    const response = await call(fresh, 'POST', '/api/backup/restore/', file);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'Backup restored: 43 records written.',
      restored: recordsOfEachKind,
      unchanged: 0,
    });
    expect(await records(fresh)).toEqual(await records(owner));
    const original = await everything(owner);
    expect(original.transactions.items).toHaveLength(28);
    expect(original.monthReports.length).toBeGreaterThanOrEqual(5);
    expect(original.score.status).toBe(200);
    expect(await everything(fresh)).toEqual(original);

    // The deleted occurrence came along as deleted: applying the schedule again makes it in neither.
    for (const user of [owner, fresh]) {
      const applied = await (await ok(call(user, 'POST', `${money}/scheduled-trans/apply-scheduled-trans/`))).json();
      expect(applied).toEqual({ success: true, applied_count: 0, errors: [] });
    }
    api.clock.advance(20 * 24 * 60 * 60 * 1000); // into April: March 31 is due for both
    const [ownerLater, freshLater] = [await signInAgain(api, owner), await signInAgain(api, fresh)];
    for (const user of [ownerLater, freshLater]) {
      const applied = await (await ok(call(user, 'POST', `${money}/scheduled-trans/apply-scheduled-trans/`))).json();
      expect(applied.applied_count).toBe(1);
    }
    expect(await records(freshLater)).toEqual(await records(ownerLater));
  });

  it('is idempotent: the same file twice changes nothing the second time', async () => {
    const { file } = await download(owner);
    const fresh = await signedInUser(api, 'twice');
    await ok(call(fresh, 'POST', '/api/backup/restore/', file));
    const after = await snapshot(api, fresh.access);
    const again = await call(fresh, 'POST', '/api/backup/restore/', file);
    expect(await again.json()).toEqual({
      message: 'Backup restored: everything in it was already here.',
      restored: {
        transaction: 0,
        scheduled: 0,
        wish: 0,
        target: 0,
        setting: 0,
        budget: 0,
        transfer: 0,
        category_style: 0,
        account: 0,
        rule: 0,
      },
      unchanged: Object.values(file.records).reduce((sum, list) => sum + list.length, 0),
    });
    expect(await snapshot(api, fresh.access)).toEqual(after);
  });

  it('reaches the person’s devices like any other change', async () => {
    const { file } = await download(owner);
    const fresh = await signedInUser(api, 'device');
    const device = testDevice(api, fresh);
    await device.engine.syncNow();
    expect(await device.db.transactions.count()).toBe(0);
    await ok(call(fresh, 'POST', '/api/backup/restore/', file));
    await device.engine.syncNow();
    expect(await device.db.transactions.count()).toBe(file.records.transaction!.length);
    expect(await device.db.wishes.count()).toBe(3);
    expect(await device.db.settings.get('favorite_currency')).toEqual({ id: 'favorite_currency', value: 'EUR' });
    const balances = Object.fromEntries((await device.db.balances.toArray()).map((b) => [b.currency, b.cents / 100]));
    const details = await (await call(fresh, 'GET', `${money}/get-networth-details/`)).json();
    expect(balances).toEqual(details.networth_details);
    device.db.close();
  });

  it('merges into an account that has records: adds and replaces, never deletes', async () => {
    const fresh = await signedInUser(api, 'merge');
    const own = aTransaction({ id: 'kept-own' });
    await pushAll(fresh, [put(1, 'transaction', own), put(2, 'setting', { id: 'favorite_currency', value: 'USD' })]);
    const { file } = await download(owner);
    await ok(call(fresh, 'POST', '/api/backup/restore/', file));
    const held = await records(fresh);
    expect(held.find((r) => r.id === 'kept-own')?.record).toEqual(own);
    expect(held.find((r) => r.kind === 'setting')?.record).toEqual({ id: 'favorite_currency', value: 'EUR' });
    expect(held).toHaveLength(Object.values(file.records).reduce((sum, list) => sum + list.length, 0) + 1);
  });

  it('takes a file larger than the ordinary body limit', async () => {
    const fresh = await signedInUser(api, 'large');
    const transactions = Array.from({ length: 600 }, (_, i) =>
      aTransaction({ id: `bulk-${i}`, trans_details: `bulk purchase number ${i}` }),
    );
    const file = { format: 'money-kitchen-backup', version: 1, records: { transaction: transactions } };
    expect(JSON.stringify(file).length).toBeGreaterThan(testMaxBodyBytes);
    const response = await call(fresh, 'POST', '/api/backup/restore/', file);
    expect(response.status).toBe(200);
    const held = await records(fresh);
    expect(held.filter((r) => r.kind === 'transaction')).toHaveLength(600);
    // The file named no account: its dollars went to the dollar account, made on first use.
    expect(held.filter((r) => r.kind === 'account').map((r) => r.id)).toEqual(['currency-account-USD']);
  });
});

describe('refused files change nothing', () => {
  const valid = () => ({
    format: 'money-kitchen-backup',
    version: 1,
    exported_at: '2026-03-15T12:00:00.000Z',
    app_version: '7.0.4',
    records: {
      transaction: [aTransaction({ id: 'should-not-land' })],
      scheduled: [],
      wish: [aWish({ id: 'wish-locked', status: true, wish_details: 'Changed' })],
      target: [],
      setting: [],
      category_style: [],
    },
    deleted_occurrences: [],
  });

  it.each([
    ['another version', (f: ReturnType<typeof valid>) => ({ ...f, version: 2 }), 'format version 2'],
    ['no version', (f: ReturnType<typeof valid>) => ({ ...f, version: undefined }), 'format version (none)'],
    ['not a backup', () => ({ transactions: [] }), 'This file is not a Money Kitchen backup.'],
    ['a list', () => [], 'This file is not a Money Kitchen backup.'],
    [
      'a bad amount',
      (f: ReturnType<typeof valid>) => ({
        ...f,
        records: {
          ...f.records,
          transaction: [f.records.transaction[0], aTransaction({ id: 'bad', amount_cents: -5 as never })],
        },
      }),
      'transaction number 2 (id "bad") is not valid: Amount must be at least 0.00',
    ],
    [
      'a bad date',
      (f: ReturnType<typeof valid>) => ({
        ...f,
        records: { ...f.records, transaction: [aTransaction({ id: 'feb', date: '2025-02-30' as never })] },
      }),
      'transaction number 1 (id "feb") is not valid: Date must be a real date in the form yyyy-mm-dd',
    ],
    [
      'an unknown field',
      (f: ReturnType<typeof valid>) => ({
        ...f,
        records: { ...f.records, target: [{ id: '2026-01', target_cents: 1, user_id: 'someone' }] },
      }),
      'target number 1 (id "2026-01") is not valid',
    ],
    [
      'an unknown kind',
      (f: ReturnType<typeof valid>) => ({ ...f, records: { ...f.records, users: [] } }),
      'unknown kind ("users")',
    ],
    [
      'the same id twice',
      (f: ReturnType<typeof valid>) => ({
        ...f,
        records: { ...f.records, transaction: [f.records.transaction[0], f.records.transaction[0]] },
      }),
      'holds transaction id "should-not-land" twice',
    ],
    [
      'a deleted occurrence that is no occurrence',
      (f: ReturnType<typeof valid>) => ({ ...f, deleted_occurrences: [aTransaction({ id: 'plain' })] }),
      'is not a scheduled occurrence',
    ],
    ['a change to a completed wish', (f: ReturnType<typeof valid>) => f, 'The backup was not restored: '],
  ])('refuses %s with a clear 400', async (_name, make, text) => {
    const fresh = await signedInUser(api, 'refused');
    // The account holds the completed wish the last case tries to change.
    await pushAll(fresh, [put(1, 'wish', aWish({ id: 'wish-locked', status: true }))]);
    const before = await snapshot(api, fresh.access);
    const response = await call(fresh, 'POST', '/api/backup/restore/', make(valid()));
    expect(response.status).toBe(400);
    const { error } = await expectJsonError(response);
    expect(error).toContain(text);
    expect(await snapshot(api, fresh.access)).toEqual(before);
  });

  it('refuses malformed JSON and a body that is not JSON', async () => {
    const fresh = await signedInUser(api, 'malformed');
    for (const [body, type] of [
      ['{"format": "money-kitchen-backup", ', 'application/json'],
      ['format=money-kitchen-backup', 'application/x-www-form-urlencoded'],
    ]) {
      const response = await api.request('/api/backup/restore/', {
        method: 'POST',
        headers: { authorization: `Bearer ${fresh.access}`, 'content-type': type! },
        body,
      });
      expect(response.status).toBe(400);
      await expectJsonError(response);
    }
    expect(await snapshot(api, fresh.access)).toEqual([]);
  });
});

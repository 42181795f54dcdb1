import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IsoDate } from '../../src/domain/dates';
import { ratesRepository } from '../../server/rates/rates.repository';
import { signedInUser, signInAgain } from '../support/accounts';
import { storedCurrencyTotal } from '../support/currencyTotals';
import { aTransaction, put } from '../support/records';
import { relaxedRateRules, secondInstance, useTestApi, type TestApiOptions } from '../support/testApi';
import { testDatabaseKind } from '../support/testDatabase';
import { withoutMadeAccounts } from '../support/serverRecords';

// Issue 14 item 1: instances with one DATABASE_URL and JWT_SECRET behave as one service.
const options: TestApiOptions = {
  trustProxy: true,
  rateRules: { ...relaxedRateRules, loginPerAddress: { points: 4, durationSeconds: 600 } },
};
const first = useTestApi(options);
let second: Awaited<ReturnType<typeof secondInstance>>;

type App = Pick<typeof first.app, 'request'>;
const call = (app: App, method: string, path: string, body?: unknown, token?: string, address = '203.0.113.9') =>
  app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': address,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe.runIf(testDatabaseKind() === 'postgres')('two instances on one PostgreSQL', () => {
  beforeAll(async () => {
    second = await secondInstance(first, options);
  });
  afterAll(async () => second?.close());

  it('a session made on one works and refreshes on the other, and its new token works on the first', async () => {
    const user = await signedInUser(first);
    expect((await call(second.app, 'GET', '/api/user-data/', undefined, user.access)).status).toBe(200);
    const refreshed = await call(second.app, 'POST', '/api/auth/token/refresh/', { refresh: user.refresh });
    expect(refreshed.status).toBe(200);
    const { access } = (await refreshed.json()) as { access: string };
    expect((await call(first.app, 'GET', '/api/user-data/', undefined, access)).status).toBe(200);
  });

  it('a list total counted through one is counted again after a write through the other', async () => {
    const user = await signedInUser(first);
    const path = '/api/finance-management/transaction/get-transactions/?start_date=2026-01-01&end_date=2026-01-31';
    const total = async () => {
      const answer = await call(second.app, 'GET', path, undefined, user.access);
      expect(answer.status).toBe(200);
      return ((await answer.json()) as { pagination: { total_count: number } }).pagination.total_count;
    };
    expect(await total()).toBe(0);
    const mutations = [put(1, 'transaction', aTransaction({ date: '2026-01-07' as IsoDate }))];
    const pushed = await call(
      first.app,
      'POST',
      '/api/sync/push/',
      { protocol: 1, client_id: randomUUID(), mutations },
      user.access,
    );
    expect(pushed.status).toBe(200);
    expect(await total()).toBe(1);
  });

  it('a write through one is pulled through the other', async () => {
    const user = await signedInUser(first);
    const record = aTransaction();
    const pushed = await call(
      first.app,
      'POST',
      '/api/sync/push/',
      { protocol: 1, client_id: randomUUID(), mutations: [put(1, 'transaction', record)] },
      user.access,
    );
    expect(pushed.status).toBe(200);
    const pulled = await call(second.app, 'GET', '/api/sync/pull/?protocol=1&after=0&limit=10', undefined, user.access);
    const { changes } = (await pulled.json()) as { changes: { id: string; kind: string }[] };
    // With the account of its currency, made on first use.
    expect(withoutMadeAccounts(changes).map((change) => change.id)).toEqual([record.id]);
  });

  it('a sign-out on one is refused at once by the other, which had just checked that token (threat: a stolen token outliving the logout)', async () => {
    const user = await signedInUser(first);
    // The second instance verifies the token and keeps its signature check (verifiedTokens.ts).
    expect((await call(second.app, 'GET', '/api/user-data/', undefined, user.access)).status).toBe(200);
    expect((await call(first.app, 'POST', '/api/auth/logout/', { refresh: user.refresh }, user.access)).status).toBe(
      200,
    );
    expect((await call(second.app, 'GET', '/api/user-data/', undefined, user.access)).status).toBe(401);
  });

  it('a password change on one ends the other logins on the other at once, and keeps the changer’s', async () => {
    const phone = await signedInUser(first);
    const laptop = await signInAgain(first, phone);
    expect((await call(second.app, 'GET', '/api/user-data/', undefined, laptop.access)).status).toBe(200);
    const changed = await call(
      first.app,
      'POST',
      '/api/profile/change-password/',
      {
        current_password: phone.password,
        new_password: 'a new long passphrase',
        confirm_password: 'a new long passphrase',
      },
      phone.access,
    );
    expect(changed.status).toBe(200);
    expect((await call(second.app, 'GET', '/api/user-data/', undefined, laptop.access)).status).toBe(401);
    expect((await call(second.app, 'GET', '/api/user-data/', undefined, phone.access)).status).toBe(200);
  });

  it('counts failed sign-ins spread over both instances as one server does (threat: guessing past the limit by switching instances)', async () => {
    const user = await signedInUser(first);
    const address = '198.51.100.23';
    const wrong = { username: user.username, password: 'not the password' };
    const statuses: number[] = [];
    for (const app of [first.app, second.app, first.app, second.app, first.app, second.app]) {
      statuses.push((await call(app, 'POST', '/api/auth/login/', wrong, undefined, address)).status);
    }
    // Four failures are allowed from one address over all instances together; then both refuse.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('rate tables saved by both at the same moment get distinct versions, so devices pull both', async () => {
    const [a, b] = [ratesRepository(first.database.db, 'postgres'), ratesRepository(second.database.db, 'postgres')];
    const before = Math.max(0, ...(await a.all()).map((table) => table.version));
    await Promise.all(
      Array.from({ length: 6 }, (_, day) =>
        (day % 2 ? a : b).save(`2020-01-${String(day + 10)}`, { EUR: 0.9 + day / 100 }, 'test'),
      ),
    );
    const versions = (await a.changedAfter(before, 100)).map((table) => table.version);
    expect(new Set(versions).size).toBe(6);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('one record written through two instances at once', () => {
  let other: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    other = await secondInstance(first, options);
  });
  afterAll(async () => other?.close());

  it('keeps the currency total equal to the stored amount (threat: two devices racing on one record)', async () => {
    const user = await signedInUser(first);
    const record = aTransaction({ currency: 'EUR' });
    const [phone, laptop] = [randomUUID(), randomUUID()];
    for (let round = 1; round <= 15; round += 1) {
      const push = (app: App, device: string, cents: number) =>
        call(
          app,
          'POST',
          '/api/sync/push/',
          {
            protocol: 1,
            client_id: device,
            mutations: [put(round, 'transaction', { ...record, amount_cents: cents })],
          },
          user.access,
        );
      const answers = await Promise.all([push(first.app, phone, round * 100), push(other.app, laptop, round * 10)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    }
    const stored = await first.database.db
      .selectFrom('transactions')
      .select('amount_cents')
      .where('user_id', '=', user.id)
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(await storedCurrencyTotal(first.database, user.id, 'EUR')).toBe(Number(stored.amount_cents));
  });
});

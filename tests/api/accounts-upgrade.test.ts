import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/accounts/passwords';
import { usernameKey } from '../../server/accounts/usernameKey';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { ratesRepository } from '../../server/rates/rates.repository';
import type { PullResponse } from '../../src/domain/mutations';
import { migrateUntil } from '../support/migrateUntil';
import { useTestApi } from '../support/testApi';
import { openTestDatabase } from '../support/testDatabase';

/**
 * Issue 44, item 3: a database holding today's data (schema 0017: transactions in several currencies
 * and transfers between them, no accounts) upgraded by migration 0018 keeps every figure to the cent,
 * and every device learns of the accounts of its currencies by an ordinary pull from its cursor.
 */

const password = 'correct horse battery staple';
const people = ['old-cook', 'old-baker'] as const;

interface OldTransaction {
  id: string;
  cents: number;
  currency: string;
  kind: 'deposit' | 'withdraw';
  deleted?: boolean;
}
interface OldTransfer {
  id: string;
  out: [cents: number, currency: string];
  in: [cents: number, currency: string];
}

// Deleted rows must count nowhere, before and after.
const transactions: Record<(typeof people)[number], OldTransaction[]> = {
  'old-cook': [
    { id: 'salary', cents: 1000_00, currency: 'USD', kind: 'deposit' },
    { id: 'coffee', cents: 12_34, currency: 'USD', kind: 'withdraw' },
    { id: 'gone', cents: 500_00, currency: 'USD', kind: 'deposit', deleted: true },
    { id: 'bread', cents: 2_50, currency: 'EUR', kind: 'withdraw' },
  ],
  'old-baker': [{ id: 'salary', cents: 300_01, currency: 'EUR', kind: 'deposit' }],
};
const transfers: Record<(typeof people)[number], OldTransfer[]> = {
  'old-cook': [{ id: 'trip', out: [100_00, 'USD'], in: [4850_00, 'EGP'] }],
  'old-baker': [],
};
// A scheduled item and a wish name currencies too, with no money in them yet.
const planned: Record<(typeof people)[number], { scheduled: string[]; wish: string[] }> = {
  'old-cook': { scheduled: ['GBP'], wish: [] },
  'old-baker': { scheduled: [], wish: ['JPY'] },
};
const rates = { USD: 1, EGP: 50, EUR: 0.5, GBP: 0.8, JPY: 150 };

/** Every currency a person's live records name, sorted: each gets its account. */
const currenciesInUse = (person: (typeof people)[number]) =>
  [...new Set([...Object.keys(balancesBefore(person)), ...planned[person].scheduled, ...planned[person].wish])].sort();

/** Each currency's balance as the figures were summed before accounts: the oracle of "unchanged". */
function balancesBefore(person: (typeof people)[number]): Record<string, number> {
  const balances: Record<string, number> = {};
  const add = (currency: string, cents: number) => (balances[currency] = (balances[currency] ?? 0) + cents);
  for (const t of transactions[person]) if (!t.deleted) add(t.currency, t.kind === 'deposit' ? t.cents : -t.cents);
  for (const t of transfers[person]) {
    add(t.out[1], -t.out[0]);
    add(t.in[1], t.in[0]);
  }
  return balances;
}

let cursorsBefore: Record<string, number> = {};
let totalsBefore: unknown[] = [];

async function fillAsBefore(database: Database) {
  const db = database.db as Kysely<unknown>;
  const hash = await hashPassword(password);
  for (const person of people) {
    const userId = `user-${person}`;
    await sql`insert into users (id, username, username_key, email, password_hash, email_verified, created_at)
      values (${userId}, ${person}, ${usernameKey(person)}, ${`${person}@example.org`}, ${hash}, 1, '2026-01-01T00:00:00.000Z')`.execute(
      db,
    );
    let seq = 0;
    for (const t of transactions[person]) {
      seq += 1;
      await sql`insert into transactions (user_id, id, seq, deleted, updated_at, amount_cents, currency, trans_status,
          category, trans_details, date, created_at, scheduled_id, wish_id)
        values (${userId}, ${t.id}, ${seq}, ${t.deleted ? 1 : 0}, '2026-03-01T00:00:00.000Z', ${t.cents}, ${t.currency},
          ${t.kind}, 'Food', '', '2026-03-01', '2026-03-01T00:00:00.000Z', null, null)`.execute(db);
    }
    for (const t of transfers[person]) {
      seq += 1;
      await sql`insert into transfers (user_id, id, seq, deleted, updated_at, out_cents, out_currency, in_cents,
          in_currency, date, details, created_at)
        values (${userId}, ${t.id}, ${seq}, 0, '2026-03-02T00:00:00.000Z', ${t.out[0]}, ${t.out[1]}, ${t.in[0]},
          ${t.in[1]}, '2026-03-02', '', '2026-03-02T00:00:00.000Z')`.execute(db);
    }
    for (const currency of planned[person].scheduled) {
      seq += 1;
      await sql`insert into scheduled_transactions (user_id, id, seq, deleted, updated_at, scheduled_trans_status,
          day_of_month, amount_cents, currency, category, scheduled_trans_details, status, created_at)
        values (${userId}, ${`rent-${currency}`}, ${seq}, 0, '2026-03-03T00:00:00.000Z', 'withdraw', 1, 70000,
          ${currency}, 'Rent', '', 0, '2026-03-03T00:00:00.000Z')`.execute(db);
    }
    for (const currency of planned[person].wish) {
      seq += 1;
      await sql`insert into wishes (user_id, id, seq, deleted, updated_at, price_cents, currency, year, wish_details,
          link, status, created_at)
        values (${userId}, ${`camera-${currency}`}, ${seq}, 0, '2026-03-04T00:00:00.000Z', 9000000, ${currency}, 2026,
          'Camera', '', 0, '2026-03-04T00:00:00.000Z')`.execute(db);
    }
    await sql`insert into change_counters (user_id, last_seq) values (${userId}, ${seq})`.execute(db);
    // The currency totals (the exactness limit) as the writes kept them.
    for (const currency of Object.keys(balancesBefore(person))) {
      const recorded = transactions[person]
        .filter((t) => !t.deleted && t.currency === currency)
        .reduce((sum, t) => sum + t.cents, 0);
      const moved = transfers[person].reduce(
        (sum, t) => sum + (t.out[1] === currency ? t.out[0] : 0) + (t.in[1] === currency ? t.in[0] : 0),
        0,
      );
      await sql`insert into currency_totals (user_id, currency, total_cents) values (${userId}, ${currency}, ${recorded + moved})`.execute(
        db,
      );
    }
    cursorsBefore = { ...cursorsBefore, [person]: seq };
  }
  await ratesRepository(database.db).save('2026-03-01', rates, 'test');
}

const readTotals = (database: Database) =>
  database.db
    .selectFrom('currency_totals')
    .select(['user_id', 'currency', 'total_cents'])
    .orderBy('user_id')
    .orderBy('currency')
    .execute();

const api = useTestApi({
  openDatabase: async () => {
    const database = await openTestDatabase({ migrate: false });
    await migrateUntil(database, '0018_accounts');
    await fillAsBefore(database);
    totalsBefore = await readTotals(database);
    // The real start-up path: 0018 runs over the old data.
    await migrateToLatest(database);
    return database;
  },
});

const access: Record<string, string> = {};
beforeAll(async () => {
  for (const person of people) {
    const login = await api.json('POST', '/api/auth/login/', { username: person, password });
    expect(login.status).toBe(200);
    access[person] = ((await login.json()) as { access: string }).access;
  }
});

const get = async (person: string, path: string) => {
  const response = await api.json('GET', path, undefined, access[person]);
  expect(response.status).toBe(200);
  return response.json();
};
const inUnits = (balances: Record<string, number>) =>
  Object.fromEntries(Object.entries(balances).map(([currency, cents]) => [currency, cents / 100]));

describe("migration 0018 over a database holding today's data", () => {
  it.each(people)('keeps every per-currency figure and the net worth of %s to the cent', async (person) => {
    const before = balancesBefore(person);
    const details = await get(person, '/api/finance-management/get-networth-details/');
    // Every figure there was stays; a currency only a schedule or a wish names shows its empty account.
    const planOnly = currenciesInUse(person).filter((currency) => !(currency in before));
    expect(planOnly.length).toBeGreaterThan(0);
    expect(details.networth_details).toEqual({
      ...inUnits(before),
      ...Object.fromEntries(planOnly.map((currency) => [currency, 0])),
    });
    // At these rates every conversion is exact: the favorite currency (USD) total is their sum.
    const total = Object.entries(before).reduce(
      (sum, [currency, cents]) => sum + cents / rates[currency as keyof typeof rates],
      0,
    );
    const worth = await get(person, '/api/finance-management/get-networth/');
    expect(worth).toMatchObject({ networth: Math.round(total) / 100, favorite_currency: 'USD', missing_rates: [] });
  });

  it('leaves the currency totals that guard exactness as they were', async () => {
    expect(await readTotals(api.database)).toEqual(totalsBefore);
  });

  it.each(people)("gives %s one account per currency in use, each holding that currency's balance", async (person) => {
    const before = balancesBefore(person);
    const { accounts } = await get(person, '/api/account/get-accounts/');
    const currencies = currenciesInUse(person);
    expect(accounts).toEqual(
      currencies.map((currency, order) =>
        expect.objectContaining({
          id: `currency-account-${currency}`,
          name: `${currency} account`,
          account_type: 'current',
          currency,
          opening_balance: 0,
          balance: (before[currency] ?? 0) / 100,
          sort_order: order,
          closed: false,
        }),
      ),
    );
  });

  it.each(people)(
    'numbers the accounts after the cursor %s held, so a pull from it brings exactly them',
    async (person) => {
      const after = cursorsBefore[person] ?? 0;
      const page = (await get(person, `/api/sync/pull/?protocol=1&after=${after}&limit=1000`)) as PullResponse;
      expect(page.changes.map((change) => change.kind)).toEqual(page.changes.map(() => 'account'));
      expect(page.changes.map((change) => change.id).sort()).toEqual(
        currenciesInUse(person).map((currency) => `currency-account-${currency}`),
      );
      expect(page.changes.every((change) => change.seq > after)).toBe(true);
      expect(page.cursor).toBe(after + page.changes.length);
    },
  );

  it('keeps the transactions as they were: none is rewritten to name an account', async () => {
    const rows = await api.database.db.selectFrom('transactions').select(['account_id', 'account_cents']).execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.account_id === null && row.account_cents === null)).toBe(true);
  });
});

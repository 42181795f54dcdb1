import { describe, expect, it } from 'vitest';
import { addTransaction } from '../../src/db/commands/transactions';
import type { MoneyKitchenDb } from '../../src/db/database';
import { rebuildDerived } from '../../src/db/rebuildDerived';
import { readHistoryState } from '../../src/db/historyState';
import type { IsoDate } from '../../src/domain/dates';
import { signedCents } from '../../src/domain/history';
import type { Mutation } from '../../src/domain/mutations';
import type { TransactionRecord } from '../../src/domain/records';
import { pullChanges } from '../../src/sync/pull';
import { signedInUser, type TestUser } from '../support/accounts';
import { anEntry, aTransaction, put, remove } from '../support/records';
import { serverRecords } from '../support/serverRecords';
import { useTestApi } from '../support/testApi';
import { testDevice } from '../support/testDevice';

/** Protocol step 12: a new device gets the figures of today first, then the history behind them. */
const api = useTestApi();
const today = '2026-03-15' as IsoDate;
const small = { pageSize: 40, partSize: 15, today };

let mutationNumber = 0;
async function push(user: TestUser, mutations: Mutation[]) {
  for (let start = 0; start < mutations.length; start += 100) {
    const response = await api.json(
      'POST',
      '/api/sync/push/',
      { protocol: 1, client_id: 'seeder-0000-0000-0000-000000000000', mutations: mutations.slice(start, start + 100) },
      user.access,
    );
    const { results } = (await response.json()) as { results: { status: string; error?: string }[] };
    expect(results.filter((result) => result.status !== 'applied')).toEqual([]);
  }
}

const isoDay = (daysBefore: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - daysBefore * 86_400_000).toISOString().slice(0, 10) as IsoDate;

/** Three years of history, two currencies, a few a day; and the small records a dashboard reads. */
async function seedHistory(user: TestUser): Promise<TransactionRecord[]> {
  const records = Array.from({ length: 360 }, (_, i) =>
    aTransaction({
      amount_cents: (1000 + ((i * 37) % 900)) as TransactionRecord['amount_cents'],
      currency: i % 3 === 0 ? 'EUR' : 'USD',
      trans_status: i % 4 === 0 ? 'deposit' : 'withdraw',
      category: i % 4 === 0 ? 'Salary' : ['Food', 'Rent', 'Travel'][i % 3]!,
      date: isoDay(Math.floor(i * 3.1)),
    }),
  );
  await push(user, [
    ...records.map((record) => put(++mutationNumber, 'transaction', record)),
    put(++mutationNumber, 'target', { id: '2026-03', target_cents: 50000 }),
    put(++mutationNumber, 'setting', { id: 'favorite_currency', value: 'EUR' }),
  ]);
  return records;
}

/** What the server holds, read through the plain pull, and the figures it makes. */
async function serverFigures(user: TestUser) {
  const transactions = await serverRecords(api, user.access, 'transaction');
  const balances = new Map<string, { currency: string; cents: number; count: number }>();
  for (const record of transactions) {
    const balance = balances.get(record.currency) ?? { currency: record.currency, cents: 0, count: 0 };
    balances.set(record.currency, { ...balance, cents: balance.cents + signedCents(record), count: balance.count + 1 });
  }
  return {
    transactions,
    balances: [...balances.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

const sortedDays = async (db: MoneyKitchenDb, from: string) =>
  (await db.days.where('date').aboveOrEqual(from).toArray()).map((day) => ({
    date: day.date,
    sums: [...day.sums].sort((a, b) =>
      `${a.kind}${a.category}${a.currency}`.localeCompare(`${b.kind}${b.category}${b.currency}`),
    ),
  }));

/** The day rows a full rebuild makes from `from` on, against those the device kept. */
async function daysAgainstRebuild(db: MoneyKitchenDb, from: string) {
  const kept = await sortedDays(db, from);
  const balances = await db.balances.toArray();
  await rebuildDerived(db);
  expect(await db.balances.toArray()).toEqual(balances);
  return { kept, rebuilt: await sortedDays(db, from) };
}

/** A device whose history answers stop after `allowed` of them, as when it goes offline midway. */
function interruptedDevice(user: TestUser, allowed: number) {
  const gate = { allowed };
  const device = testDevice(api, user, (transport) => ({
    ...transport,
    history: async (query) => {
      if (gate.allowed <= 0) throw new TypeError('Failed to fetch');
      gate.allowed -= 1;
      return transport.history!(query);
    },
  }));
  return { device, gate };
}

describe('a first sync, newest first (protocol step 12)', { timeout: 60_000 }, () => {
  it('has the dashboard figures right as soon as the head arrives, with the older history still missing', async () => {
    const user = await signedInUser(api);
    await seedHistory(user);
    const server = await serverFigures(user);
    const { device } = interruptedDevice(user, 0);

    await expect(pullChanges(device.db, device.transport, () => {}, small)).rejects.toThrow('Failed to fetch');

    // Only the head arrived: this and last month (or the newest page, if longer), every small
    // record, and the totals of the rest.
    const state = await readHistoryState(device.db);
    expect(state!.before <= '2026-02-01').toBe(true);
    const held = await device.db.transactions.toArray();
    expect(held.length).toBeLessThan(server.transactions.length / 4);
    const serverSince = server.transactions.filter((record) => record.date >= state!.before);
    expect(held.map((record) => record.id).sort()).toEqual(serverSince.map((record) => record.id).sort());
    expect(await device.db.targets.toArray()).toEqual([{ id: '2026-03', target_cents: 50000 }]);
    expect(await device.db.settings.toArray()).toEqual([{ id: 'favorite_currency', value: 'EUR' }]);
    // Net worth counts every transaction, those still to come too.
    expect((await device.db.balances.toArray()).sort((a, b) => a.currency.localeCompare(b.currency))).toEqual(
      server.balances,
    );
    // This and last month's day rows are whole: the same as rebuilt from the records the server holds.
    const { kept, rebuilt } = await daysAgainstRebuild(device.db, '2026-02-01');
    expect(kept).toEqual(rebuilt);
    expect(kept.length).toBeGreaterThan(5);
  });

  it('resumes after each interruption with nothing missing and nothing twice, while another device edits the past', async () => {
    const user = await signedInUser(api);
    const seeded = await seedHistory(user);
    const { device, gate } = interruptedDevice(user, 0);

    const oldest = [...seeded].sort((a, b) => a.date.localeCompare(b.date));
    const edits: Mutation[][] = [
      // An old transaction moves to this month; another is deleted; a new one is dated long ago.
      [put(++mutationNumber, 'transaction', { ...oldest[5]!, date: '2026-03-14' })],
      [remove(++mutationNumber, 'transaction', oldest[40]!.id)],
      [put(++mutationNumber, 'transaction', aTransaction({ currency: 'EUR', date: '2023-06-01' as IsoDate }))],
      // A recent one moves far back, behind where the walk stands.
      [put(++mutationNumber, 'transaction', { ...seeded[0]!, date: '2023-04-02' })],
    ];
    let interruptions = 0;
    for (;;) {
      try {
        await pullChanges(device.db, device.transport, () => {}, small);
        break;
      } catch (error) {
        expect(String(error)).toContain('Failed to fetch');
        interruptions += 1;
        // Right at each stop, with no change since the last answer: the figures add up to the server's.
        const server = await serverFigures(user);
        expect((await device.db.balances.toArray()).sort((a, b) => a.currency.localeCompare(b.currency))).toEqual(
          server.balances,
        );
        const edit = edits.shift();
        if (edit) await push(user, edit);
        gate.allowed = 1;
      }
    }
    expect(interruptions).toBeGreaterThan(5);
    const server = await serverFigures(user);
    const held = (await device.db.transactions.toArray()).sort((a, b) => a.id.localeCompare(b.id));
    expect(held).toEqual(server.transactions);
    expect(await readHistoryState(device.db)).toBeUndefined();
    expect((await device.db.balances.toArray()).sort((a, b) => a.currency.localeCompare(b.currency))).toEqual(
      server.balances,
    );
    const { kept, rebuilt } = await daysAgainstRebuild(device.db, '0000-01-01');
    expect(kept).toEqual(rebuilt);
  });

  it('keeps a transaction added on the device while the history is still arriving, counted once', async () => {
    const user = await signedInUser(api);
    await seedHistory(user);
    const { device, gate } = interruptedDevice(user, 1);
    await expect(pullChanges(device.db, device.transport, () => {}, small)).rejects.toThrow('Failed to fetch');

    // Dated before the days that arrived: it stays, and the balance counts it with everything else.
    const added = await addTransaction(
      device.db,
      anEntry({ amount_cents: 4200, trans_status: 'deposit', category: 'Gift', date: '2023-05-05' }),
      new Date(`${today}T10:00:00Z`),
    );
    const before = await serverFigures(user);
    const eur = (rows: { currency: string; cents: number; count: number }[]) =>
      rows.find((row) => row.currency === 'EUR');
    expect(eur(await device.db.balances.toArray())).toEqual({
      ...eur(before.balances),
      cents: eur(before.balances)!.cents + 4200,
      count: eur(before.balances)!.count + 1,
    });

    gate.allowed = Number.POSITIVE_INFINITY;
    await device.engine.syncNow();
    expect(device.engine.getStatus().state).toBe('idle');
    const server = await serverFigures(user);
    expect(server.transactions.map((record) => record.id)).toContain(added.id);
    expect((await device.db.transactions.toArray()).sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      server.transactions,
    );
    expect((await device.db.balances.toArray()).sort((a, b) => a.currency.localeCompare(b.currency))).toEqual(
      server.balances,
    );
  });

  it('refuses a malformed history query with 400', async () => {
    const user = await signedInUser(api);
    for (const query of ['protocol=1&since=2026-13-01', 'protocol=1', 'protocol=2&since=2026-01-01']) {
      const response = await api.json('GET', `/api/sync/head/?${query}`, undefined, user.access);
      expect(response.status, query).toBe(400);
    }
    for (const query of [
      'protocol=1&after=0',
      'protocol=1&after=x&before=2026-01-01',
      'protocol=1&after=0&before=2026-01-01&totals=2',
    ]) {
      const response = await api.json('GET', `/api/sync/history/?${query}`, undefined, user.access);
      expect(response.status, query).toBe(400);
    }
  });

  it("never carries one person's records or totals to another", async () => {
    const owner = await signedInUser(api);
    await seedHistory(owner);
    const other = await signedInUser(api);
    const head = await (
      await api.json('GET', '/api/sync/head/?protocol=1&since=2026-02-01', undefined, other.access)
    ).json();
    expect(head).toMatchObject({ changes: [], transactions: [], conflicts: [], older: null });
    const history = await (
      await api.json('GET', '/api/sync/history/?protocol=1&after=0&before=2026-02-01', undefined, other.access)
    ).json();
    expect(history).toMatchObject({ changes: [], more: false, older: { transactions: [], next: null } });
  });
});

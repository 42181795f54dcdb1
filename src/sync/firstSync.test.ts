import { beforeEach, describe, expect, it } from 'vitest';
import { addTransaction } from '../db/commands/transactions';
import type { MoneyKitchenDb } from '../db/database';
import { DerivedChanges } from '../db/derived';
import { rebuildDerived } from '../db/rebuildDerived';
import { applyLocally, writeTables } from '../db/localRecords';
import { readHistoryState } from '../db/historyState';
import { freshTestDb } from '../db/queries/testDb';
import type { IsoDate } from '../domain/dates';
import type { HeadResponse, HistoryResponse } from '../domain/history';
import type { Cents } from '../domain/money';
import type { TransactionRecord } from '../domain/records';
import { anEntry, aTransaction } from '../../tests/support/records';
import { pullChanges } from './pull';
import type { HistoryQuery, SyncTransport } from './transport';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});

const tx = (id: string, date: string, cents: number, status: 'deposit' | 'withdraw' = 'withdraw') =>
  aTransaction({ id, date: date as IsoDate, amount_cents: cents as Cents, currency: 'EUR', trans_status: status });

const today = '2026-03-15' as IsoDate;

/** A server that answers the head and then the history answers given, and records what it was asked. */
function serverOf(head: HeadResponse, answers: HistoryResponse[]) {
  const asked: HistoryQuery[] = [];
  const transport: SyncTransport = {
    push: () => Promise.reject(new Error('not used')),
    rates: () => Promise.reject(new Error('not used')),
    pull: async (after) => ({ changes: [], conflicts: [], cursor: after, more: false }),
    head: async () => head,
    history: async (query) => {
      asked.push(query);
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return answer;
    },
  };
  return { transport, asked };
}

const eur = async () => (await db.balances.get('EUR')) ?? { currency: 'EUR', cents: 0, count: 0 };

describe('a first sync, newest first, on the device (protocol step 12)', () => {
  const recent = [
    tx('a', '2026-03-14', 500),
    tx('b', '2026-03-14', 700),
    tx('c', '2026-03-02', 10000, 'deposit'),
    tx('d', '2026-03-02', 300),
    tx('e', '2026-02-01', 200),
  ];
  const older = [tx('f', '2025-06-30', 1000), tx('g', '2025-06-30', 50000, 'deposit'), tx('h', '2024-01-01', 400)];
  // Every transaction the server holds: -500 -700 +10000 -300 -200 -1000 +50000 -400.
  const total = { currency: 'EUR', cents: 56900, count: 8 };
  const head: HeadResponse = {
    at: 20,
    changes: [
      {
        kind: 'setting',
        id: 'favorite_currency',
        seq: 3,
        deleted: false,
        record: { id: 'favorite_currency', value: 'EUR' },
      },
    ],
    transactions: recent,
    conflicts: [],
    rates: [{ date: '2026-03-13', rates: { USD: 1, EUR: 0.9 } }],
    older: { before: '2026-02-01' as IsoDate, totals: [{ currency: 'EUR', cents: 48600, count: 3 }] },
  };

  /** The walk back after the head, when nothing changed meanwhile: two answers of older days. */
  const restOfHistory = (): HistoryResponse[] => [
    {
      changes: [],
      conflicts: [],
      cursor: 20,
      more: false,
      older: { transactions: older.slice(0, 2), next: '2025-06-30' as IsoDate },
    },
    { changes: [], conflicts: [], cursor: 20, more: false, older: { transactions: older.slice(2), next: null } },
  ];

  it('applies the head in parts of whole days, each leaving the balance at the whole history', async () => {
    const seen: Promise<unknown>[] = [];
    const { transport } = serverOf(head, []);
    await expect(
      pullChanges(db, transport, () => seen.push(Promise.all([eur(), readHistoryState(db), db.transactions.count()])), {
        pageSize: 100,
        partSize: 2,
        today,
      }),
    ).rejects.toThrow('Failed to fetch');

    const states = (await Promise.all(seen)) as [unknown, { before: string } | undefined, number][];
    // Never a day in part: a, b (14th); c, d (2nd); e (Feb 1st), each part in its own transaction.
    expect(states.map(([, history, count]) => [history?.before, count])).toEqual([
      ['2026-03-14', 2],
      ['2026-03-02', 4],
      ['2026-02-01', 5],
    ]);
    for (const [balance] of states) expect(balance).toEqual(total);
    expect(await db.settings.get('favorite_currency')).toEqual({ id: 'favorite_currency', value: 'EUR' });
    // The newest rate table came with the head, so net worth converts before the history arrives.
    expect(await db.rates.toArray()).toEqual([{ date: '2026-03-13', rates: { USD: 1, EUR: 0.9 } }]);
    expect(await db.syncState.get('cursor')).toEqual({ key: 'cursor', value: '20' });
  });

  it('walks back from where it stopped, working out what is left when nothing changed meanwhile', async () => {
    const first = serverOf(head, []);
    await expect(pullChanges(db, first.transport, () => {}, { pageSize: 100, partSize: 2, today })).rejects.toThrow();

    const second = serverOf(head, restOfHistory());
    await pullChanges(db, second.transport, () => {}, { pageSize: 100, partSize: 2, today });

    // Resumed at the head's oldest day, with the totals it had: no need to ask for them again.
    expect(second.asked).toEqual([
      { after: 20, before: '2026-02-01', limit: 100, totals: false },
      { after: 20, before: '2025-06-30', limit: 100, totals: false },
    ]);
    expect(await readHistoryState(db)).toBeUndefined();
    expect(await db.transactions.count()).toBe(8);
    expect(await eur()).toEqual(total);
    const kept = { balances: await db.balances.toArray(), days: await db.days.count() };
    await rebuildDerived(db);
    expect({ balances: await db.balances.toArray(), days: await db.days.count() }).toEqual(kept);
  });

  it('asks for the next older days while it applies the answer before them, as the state after that answer asks', async () => {
    const first = serverOf(head, []);
    await expect(pullChanges(db, first.transport, () => {}, { pageSize: 100, partSize: 2, today })).rejects.toThrow();
    const second = serverOf(head, restOfHistory());
    const answer = second.transport.history!;
    const heldWhenAsked: number[] = [];
    second.transport.history = async (query) => {
      heldWhenAsked.push(await db.transactions.count());
      return answer(query);
    };
    await pullChanges(db, second.transport, () => {}, { pageSize: 100, partSize: 2, today });

    // The second request went out before the first answer's two transactions were written.
    expect(heldWhenAsked).toEqual([5, 5]);
    expect(second.asked).toEqual([
      { after: 20, before: '2026-02-01', limit: 100, totals: false },
      { after: 20, before: '2025-06-30', limit: 100, totals: false },
    ]);
    expect(await db.transactions.count()).toBe(8);
    expect(await eur()).toEqual(total);
  });

  it("counts once an older transaction that a push's answer put back before the walk brought its day", async () => {
    const first = serverOf(head, []);
    await expect(pullChanges(db, first.transport, () => {}, { pageSize: 100, partSize: 2, today })).rejects.toThrow();
    // A refused push puts the server's version back (push.ts), outside the walk and its totals.
    await db.transaction('rw', writeTables(db), async () => {
      const derived = new DerivedChanges();
      await applyLocally(db, [{ kind: 'transaction', op: 'put', id: older[0]!.id, record: older[0]! }], derived);
      await derived.writeTo(db);
    });
    await pullChanges(db, serverOf(head, restOfHistory()).transport, () => {}, { pageSize: 100, partSize: 2, today });

    expect(await db.transactions.count()).toBe(8);
    expect(await eur()).toEqual(total);
  });

  it('sets aside a pulled transaction dated before the history, but keeps one with a change waiting', async () => {
    const first = serverOf(head, []);
    await expect(pullChanges(db, first.transport, () => {}, { pageSize: 100, partSize: 10, today })).rejects.toThrow();
    const mine = await addTransaction(
      db,
      anEntry({ amount_cents: 999, trans_status: 'deposit', category: 'Gift', date: '2020-01-01' }),
      new Date(`${today}T08:00:00Z`),
    );
    // Another device moved "h" to an old day it had anyway: the server's totals count it already.
    const moved: TransactionRecord = { ...older[2]!, date: '2023-01-01' as IsoDate };
    const answers: HistoryResponse[] = [
      {
        changes: [{ kind: 'transaction', id: moved.id, seq: 21, deleted: false, record: moved }],
        conflicts: [],
        cursor: 21,
        more: false,
        older: {
          transactions: [],
          next: '2025-12-31' as IsoDate,
          totals: [{ currency: 'EUR', cents: 48600, count: 3 }],
        },
      },
    ];
    const second = serverOf(head, answers);
    await expect(pullChanges(db, second.transport, () => {}, { pageSize: 100, partSize: 10, today })).rejects.toThrow();

    expect(await db.transactions.get(moved.id)).toBeUndefined();
    expect(await db.transactions.get(mine.id)).toEqual(mine);
    // The server's whole history and the device's own new one, each counted once.
    expect(await eur()).toEqual({ currency: 'EUR', cents: total.cents + 999, count: total.count + 1 });
    expect(await readHistoryState(db)).toEqual({
      before: '2025-12-31',
      pending: [{ currency: 'EUR', cents: 48600, count: 3 }],
      pendingAt: 21,
    });
  });

  it('asks for fresh totals when it resumes with its cursor moved past them', async () => {
    const first = serverOf(head, [
      {
        changes: [{ kind: 'transaction', id: 'x', seq: 21, deleted: false, record: tx('x', '2026-03-15', 100) }],
        conflicts: [],
        cursor: 21,
        more: true,
      },
    ]);
    await expect(pullChanges(db, first.transport, () => {}, { pageSize: 1, partSize: 10, today })).rejects.toThrow();
    expect(first.asked.at(-1)).toEqual({ after: 21, before: '2026-02-01', limit: 1, totals: true });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { aTransaction } from '../../tests/support/records';
import { runCommand } from '../db/commands/runCommand';
import { addTransaction, updateTransaction } from '../db/commands/transactions';
import type { MoneyKitchenDb } from '../db/database';
import { freshTestDb } from '../db/queries/testDb';
import type { Cents } from '../domain/money';
import type { PushRequest, PushResult } from '../domain/mutations';
import { deletedOccurrenceText } from '../domain/schedule';
import type { TransactionRecord } from '../domain/records';
import { pushOutbox } from './push';
import type { SyncTransport } from './transport';

let db: MoneyKitchenDb;
beforeEach(() => {
  db = freshTestDb();
});

/** A transport whose pushes `push` answers; these tests never pull. */
function pushingTo(push: SyncTransport['push']): SyncTransport {
  return {
    push,
    pull: () => Promise.reject(new Error('not used')),
    rates: () => Promise.reject(new Error('not used')),
  };
}

/** Answers each pushed mutation as `answer` says. */
const transportAnswering = (answer: (mutation: PushRequest['mutations'][number]) => PushResult) =>
  pushingTo(async (request) => ({ results: request.mutations.map(answer) }));

const occurrence = aTransaction({ id: 'sched:pay:2026-02', scheduled_id: 'pay', amount_cents: 500 as Cents });
const plain = aTransaction({ amount_cents: 700 as Cents });

describe('a refused push', () => {
  it('drops a re-made occurrence quietly when the server holds its tombstone, and keeps the tombstone', async () => {
    await runCommand(db, [
      { kind: 'transaction', op: 'put', id: occurrence.id, record: occurrence },
      { kind: 'transaction', op: 'put', id: plain.id, record: plain },
    ]);
    await pushOutbox(
      db,
      transportAnswering((mutation) =>
        (mutation.args as { id: string }).id === occurrence.id
          ? {
              number: mutation.number,
              status: 'rejected',
              error: deletedOccurrenceText,
              current: { kind: 'transaction', id: occurrence.id, record: null, deleted: true },
            }
          : { number: mutation.number, status: 'applied' },
      ),
    );

    expect(await db.rejections.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.transactions.toArray()).map((t) => t.id)).toEqual([plain.id]);
    expect(await db.deletedOccurrences.toArray()).toEqual([{ id: occurrence.id }]);
    expect(await db.balances.toArray()).toEqual([{ currency: 'USD', cents: -700, count: 1 }]);
  });

  it('still shows any other refusal, and keeps no tombstone for a record the server never had', async () => {
    await runCommand(db, [{ kind: 'transaction', op: 'put', id: occurrence.id, record: occurrence }]);
    await pushOutbox(
      db,
      transportAnswering((mutation) => ({
        number: mutation.number,
        status: 'rejected',
        error: 'Too large',
        current: { kind: 'transaction', id: occurrence.id, record: null },
      })),
    );

    expect((await db.rejections.toArray()).map((r) => [r.recordKey, r.error])).toEqual([
      [`transaction:${occurrence.id}`, 'Too large'],
    ]);
    expect(await db.transactions.count()).toBe(0);
    expect(await db.deletedOccurrences.count()).toBe(0);
  });

  it('replays a later edit of the record sent in the same batch on the version the server sent back', async () => {
    const lunch = aTransaction({ amount_cents: 1250 as Cents, category: 'Food' });
    await runCommand(db, [{ kind: 'transaction', op: 'put', id: lunch.id, record: lunch }]);
    const edited = await updateTransaction(db, lunch, { ...lunch, amount_cents: 4200 as Cents });
    const serverVersion = { ...lunch, category: 'Travel' };
    await pushOutbox(
      db,
      transportAnswering((mutation) =>
        mutation.name.endsWith('.patch.v1')
          ? { number: mutation.number, status: 'applied' }
          : {
              number: mutation.number,
              status: 'rejected',
              error: 'Someone changed it first',
              current: { kind: 'transaction', id: lunch.id, record: serverVersion },
            },
      ),
    );

    expect(await db.outbox.count()).toBe(0);
    expect(await db.transactions.get(lunch.id)).toEqual({ ...serverVersion, amount_cents: edited.amount_cents });
  });
});

describe('an answered batch', () => {
  /** An expense added as the modal's Save adds it: a record and its waiting outbox entry. */
  const addExpense = (cents: number) => addTransaction(db, aTransaction({ amount_cents: cents as Cents }), new Date());
  const idOf = (mutation: PushRequest['mutations'][number]) => (mutation.args as { id: string }).id;
  const applied = ({ number }: { number: number }): PushResult => ({ number, status: 'applied' });

  it('keeps an entry the answer left out between two answered ones, and sends it again', async () => {
    const before = await addExpense(1);
    const missing = await addExpense(2);
    const after = await addExpense(3);
    const sent: string[][] = [];
    await pushOutbox(
      db,
      pushingTo(async (request) => {
        sent.push(request.mutations.map(idOf));
        const answered = sent.length > 1 ? request.mutations : request.mutations.filter((m) => idOf(m) !== missing.id);
        return { results: answered.map(applied) };
      }),
    );

    expect(sent).toEqual([[before.id, missing.id, after.id], [missing.id]]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps an edit made while the batch was on its way, and sends it next', async () => {
    const first = await addExpense(1);
    const second = await addExpense(2);
    let madeMeanwhile: TransactionRecord | undefined;
    const sent: string[][] = [];
    await pushOutbox(
      db,
      pushingTo(async (request) => {
        sent.push(request.mutations.map(idOf));
        madeMeanwhile ??= await addExpense(3);
        return { results: request.mutations.map(applied) };
      }),
    );

    expect(sent).toEqual([[first.id, second.id], [madeMeanwhile?.id]]);
    expect(await db.outbox.count()).toBe(0);
  });
});

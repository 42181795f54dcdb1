import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse, PushResult } from '../../src/domain/mutations';
import type { TransactionRecord } from '../../src/domain/records';
import { signedInUser, type TestUser } from '../support/accounts';
import { aTransaction, put, remove } from '../support/records';
import { useTestApi } from '../support/testApi';
import { expectJsonError, money, seedRecords, snapshot, type Seeded } from './support';

/**
 * One person never reaches another's records (issue "Reliability and security", part 2). Alice and
 * Bob share record ids on purpose, and even the id of the device they sync from: every key the
 * server keeps is scoped by the signed-in person.
 */

const api = useTestApi();
let alice: TestUser;
let bob: TestUser;
let aliceOnly: Seeded;
let shared: Seeded;
const aliceMark = 'ALICESECRET';
const bobMark = 'BOBMARK';

beforeAll(async () => {
  alice = await signedInUser(api, 'alice');
  bob = await signedInUser(api, 'bob');
  aliceOnly = await seedRecords(api, alice, 'alice-only', aliceMark);
  // The same ids for both: a lookup that forgot the person would find the other's record.
  shared = await seedRecords(api, alice, 'shared', aliceMark);
  await seedRecords(api, bob, 'shared', bobMark);
});

const call = (user: TestUser, method: string, path: string, body?: unknown) =>
  api.json(method, path, body, user.access);

/** The calls that take a record id, with a valid body where they need one. */
const idCalls: { method: string; path: (id: string) => string; kind: keyof Seeded; body?: unknown }[] = [
  {
    method: 'POST',
    path: (id) => `${money}/transaction/update-transactions/${id}/`,
    kind: 'transactionId',
    body: { amount: 1, currency: 'USD', trans_status: 'deposit', category: bobMark },
  },
  { method: 'DELETE', path: (id) => `${money}/transaction/delete-transactions/${id}/`, kind: 'transactionId' },
  {
    method: 'POST',
    path: (id) => `${money}/wishlist/update-wish/${id}/`,
    kind: 'wishId',
    body: { price: 1, currency: 'USD', year: 2026, wish_details: bobMark },
  },
  { method: 'POST', path: (id) => `${money}/wishlist/update-wish-status/${id}/`, kind: 'wishId' },
  { method: 'DELETE', path: (id) => `${money}/wishlist/delete-wish/${id}/`, kind: 'wishId' },
  {
    method: 'POST',
    path: (id) => `${money}/scheduled-trans/update-scheduled-trans/${id}/`,
    kind: 'scheduledId',
    body: { amount: 1, currency: 'USD', day_of_month: 2, scheduled_trans_details: bobMark },
  },
  {
    method: 'POST',
    path: (id) => `${money}/scheduled-trans/update-scheduled-trans-status/${id}/`,
    kind: 'scheduledId',
  },
  { method: 'DELETE', path: (id) => `${money}/scheduled-trans/delete-scheduled-trans/${id}/`, kind: 'scheduledId' },
];

/** Every read a signed-in person can make, each of which must show Bob nothing of Alice's. */
const reads = [
  '/api/user-data/',
  '/api/get-fav-currency/',
  '/api/sync/pull/?protocol=1&after=0&limit=5000',
  '/api/backup/',
  `${money}/get-category/?status=withdraw`,
  `${money}/get-category/?status=deposit`,
  `${money}/transaction/get-transactions/?start_date=2000-01-01&end_date=2100-12-31`,
  `${money}/transfer/get-transfers/?start_date=2000-01-01&end_date=2100-12-31`,
  `${money}/transaction/export-csv/`,
  `${money}/get-networth/`,
  `${money}/get-networth-details/`,
  `${money}/wishlist/get-wishlist/?year=2026`,
  `${money}/scheduled-trans/get-scheduled-trans/`,
  `${money}/target/get-target/`,
  `${money}/target/get-score/`,
  `${money}/target/get-score-history/`,
  `${money}/get-monthly-report/`,
  `${money}/get-report-history-months/`,
  `${money}/get-report-history-years/`,
  `${money}/get-monthly-report-history/?month=3&year=2026`,
  `${money}/get-yearly-report/?year=2026`,
];

describe('calls that take an id', () => {
  it.each(idCalls.map((c) => [`${c.method} ${c.path(':id')}`, c] as const))(
    "%s: 404 for the other person's record, and theirs stays as it was",
    async (_name, idCall) => {
      const before = await snapshot(api, alice.access);
      const response = await call(bob, idCall.method, idCall.path(aliceOnly[idCall.kind]), idCall.body);
      expect(response.status).toBe(404);
      await expectJsonError(response);
      expect(await snapshot(api, alice.access)).toEqual(before);
    },
  );

  it('act on the caller’s own record when both people use the same id', async () => {
    const aliceBefore = await snapshot(api, alice.access);
    for (const idCall of idCalls.filter((c) => c.method !== 'DELETE')) {
      const response = await call(bob, idCall.method, idCall.path(shared[idCall.kind]), idCall.body);
      expect(response.status, idCall.path(':id')).toBe(200);
    }
    // Bob's completed wish is locked; his pending one and his transaction and schedule can go.
    for (const idCall of idCalls.filter((c) => c.method === 'DELETE')) {
      const id = idCall.kind === 'wishId' ? shared.completedWishId : shared[idCall.kind];
      const response = await call(bob, idCall.method, idCall.path(id), idCall.body);
      expect([200, 400]).toContain(response.status);
    }
    expect(await snapshot(api, alice.access)).toEqual(aliceBefore);
    const aliceTransaction = aliceBefore.find((c) => c.kind === 'transaction' && c.id === shared.transactionId);
    expect(aliceTransaction).toMatchObject({ deleted: false, record: { category: `${aliceMark} food` } });
  });
});

describe('reads', () => {
  it.each(reads)("%s shows nothing of the other person's", async (path) => {
    const response = await call(bob, 'GET', path);
    expect([200, 404]).toContain(response.status);
    const text = await response.text();
    expect(text).not.toContain(aliceMark);
    expect(text).not.toContain('alice-only');
    expect(text).not.toContain(alice.id);
    expect(text).not.toContain(alice.username);
  });

  it('count only the person’s own money', async () => {
    const fresh = await signedInUser(api, 'carol');
    // Alice holds 12.50 USD of spending and a completed 99 EUR wish; Carol has nothing.
    const worth = await (await call(fresh, 'GET', `${money}/get-networth-details/`)).json();
    expect(worth).toEqual({ networth_details: {}, accounts: [] });
    const list = await (
      await call(fresh, 'GET', `${money}/transaction/get-transactions/?start_date=2000-01-01&end_date=2100-12-31`)
    ).json();
    expect(list.transactions).toEqual([]);
    expect(list.pagination.total_count).toBe(0);
    expect(await snapshot(api, fresh.access)).toEqual([]);
    const report = await (await call(fresh, 'GET', `${money}/get-yearly-report/?year=2026`)).json();
    expect(report).toMatchObject({ total_withdraw: 0, total_deposit: 0, months_included: 0 });
  });
});

describe('sync', () => {
  const push = (user: TestUser, clientId: string, mutations: unknown[]) =>
    call(user, 'POST', '/api/sync/push/', { protocol: 1, client_id: clientId, mutations });

  it('keeps device numbers per person: the same client id and numbers apply for both', async () => {
    const tx = aTransaction({ id: 'synced-1', category: aliceMark });
    const first = await push(alice, 'kitchen-tablet', [
      put(1, 'transaction', tx),
      put(2, 'target', { id: '2026-01', target_cents: 7 }),
    ]);
    expect(((await first.json()) as { results: PushResult[] }).results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
    ]);
    const aliceBefore = await snapshot(api, alice.access);
    // Bob's device happens to have the same id and numbers: his mutations are new, not "already applied".
    const second = await push(bob, 'kitchen-tablet', [
      put(1, 'transaction', { ...tx, category: bobMark, amount_cents: 1 }),
      remove(2, 'transaction', aliceOnly.transactionId),
      remove(3, 'wish', aliceOnly.wishId),
      put(4, 'target', { id: '2026-01', target_cents: 9 }),
    ]);
    expect(((await second.json()) as { results: PushResult[] }).results.map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'applied',
    ]);
    expect(await snapshot(api, alice.access)).toEqual(aliceBefore);
    const bobs = await snapshot(api, bob.access);
    expect(bobs.find((c) => c.id === 'synced-1')).toMatchObject({ record: { category: bobMark, amount_cents: 1 } });
    expect(bobs.find((c) => c.id === aliceOnly.transactionId)).toBeUndefined();
  });

  it('never carries one person’s rows to another, from any cursor', async () => {
    const aliceIds = new Set((await snapshot(api, alice.access)).map((c) => `${c.kind}:${c.id}`));
    const bobs = await snapshot(api, bob.access);
    expect(JSON.stringify(bobs)).not.toContain(aliceMark);
    for (const after of [0, 1, 5, 50, 999_999_999_999_999]) {
      const page = (await (
        await call(bob, 'GET', `/api/sync/pull/?protocol=1&after=${after}&limit=5000`)
      ).json()) as PullResponse;
      expect(JSON.stringify(page.changes)).not.toContain(aliceMark);
      for (const change of page.changes) {
        // A shared id is Bob's own record, never Alice's copy.
        if (aliceIds.has(`${change.kind}:${change.id}`) && !change.deleted) {
          expect(JSON.stringify(change.record)).not.toContain(aliceMark);
        }
      }
    }
  });

  it('keeps each person’s records apart through random interleavings on shared ids', async () => {
    type Step = { who: 0 | 1; op: 'put' | 'delete'; id: number; amount: number; via: 'sync' | 'rest' };
    const step: fc.Arbitrary<Step> = fc.record({
      who: fc.constantFrom(0 as const, 1 as const),
      op: fc.constantFrom('put' as const, 'put' as const, 'delete' as const),
      id: fc.nat({ max: 3 }),
      amount: fc.integer({ min: 1, max: 1_000_000 }),
      via: fc.constantFrom('sync' as const, 'rest' as const),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        run += 1;
        const people = [alice, bob] as const;
        const numbers = [0, 0];
        const expected = [new Map<string, number>(), new Map<string, number>()];
        for (const s of steps) {
          const person = people[s.who];
          const id = `mixed-${run}-${s.id}`;
          const model = expected[s.who]!;
          if (s.via === 'sync') {
            numbers[s.who]! += 1;
            const mutation =
              s.op === 'put'
                ? put(numbers[s.who]!, 'transaction', aTransaction({ id, amount_cents: s.amount as never }))
                : remove(numbers[s.who]!, 'transaction', id);
            const response = await push(person, `shared-device-${run}`, [mutation]);
            expect(response.status).toBe(200);
          } else if (s.op === 'put') {
            const body = { amount: s.amount / 100, currency: 'USD', trans_status: 'withdraw', date: '2026-03-10' };
            const path = model.has(id)
              ? `${money}/transaction/update-transactions/${id}/`
              : `${money}/transaction/add-transactions/`;
            const response = await call(person, 'POST', path, model.has(id) ? body : { ...body, id });
            expect(response.status).toBeLessThan(300);
          } else {
            const response = await call(person, 'DELETE', `${money}/transaction/delete-transactions/${id}/`);
            expect(response.status).toBe(model.has(id) ? 200 : 404);
          }
          if (s.op === 'put') model.set(id, s.amount);
          else model.delete(id);
        }
        for (const [i, person] of people.entries()) {
          const live = (await snapshot(api, person.access)).flatMap((c) =>
            !c.deleted && c.kind === 'transaction' && c.id.startsWith(`mixed-${run}-`)
              ? [[c.id, (c.record as TransactionRecord).amount_cents] as const]
              : [],
          );
          expect(new Map(live)).toEqual(expected[i]);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('backup', () => {
  it("restores another person's file into the caller's account only", async () => {
    const file = await (await call(alice, 'GET', '/api/backup/')).json();
    expect(JSON.stringify(file)).toContain(aliceMark);
    const aliceBefore = await snapshot(api, alice.access);
    const dave = await signedInUser(api, 'dave');
    const restored = await call(dave, 'POST', '/api/backup/restore/', file);
    expect(restored.status).toBe(200);
    expect(await snapshot(api, alice.access)).toEqual(aliceBefore);
    const bobBackup = await (await call(bob, 'GET', '/api/backup/')).text();
    expect(bobBackup).not.toContain(aliceMark);
    expect(JSON.stringify(await snapshot(api, dave.access))).toContain(aliceMark);
  });

  it('needs a signed-in person', async () => {
    for (const [method, path] of [
      ['GET', '/api/backup/'],
      ['POST', '/api/backup/restore/'],
    ] as const) {
      const response = await api.json(method, path, method === 'POST' ? {} : undefined);
      expect(response.status).toBe(401);
      await expectJsonError(response);
    }
  });
});

import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { runBackgroundSync } from '../../../sw/backgroundSync';
import { SessionStore, writeWorkerSession } from '../../../sw/sessionStore';
import { addWish } from '../../db/commands/wishes';
import { databaseNameFor, MoneyKitchenDb } from '../../db/database';
import type { Cents } from '../../domain/money';

// The worker's side of Background Sync (sw/backgroundSync.ts), against the same IndexedDB layout the
// page writes: the session row and the person's database with an outbox.

const origin = 'https://money.test';
const userId = 'cook-1';
let calls: { method: string; path: string; authorization: string | null }[] = [];

afterEach(async () => {
  calls = [];
  await Dexie.delete('money-kitchen-session');
  await Dexie.delete(databaseNameFor(userId));
});

async function signedIn(accessToken = 'access-1') {
  const store = new SessionStore();
  await writeWorkerSession(store, { userId, accessToken });
  store.close();
}

async function withWaitingWish() {
  const db = new MoneyKitchenDb(databaseNameFor(userId));
  await addWish(
    db,
    { price_cents: 45000 as Cents, currency: 'USD', year: 2025, wish_details: 'Bike', link: '' },
    new Date('2025-03-10T08:30:00Z'),
  );
  db.close();
}

const outboxSize = async () => {
  const db = new MoneyKitchenDb(databaseNameFor(userId));
  try {
    return await db.outbox.count();
  } finally {
    db.close();
  }
};

function server(answer: (path: string, request: Request) => Response | Promise<Response>): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push({ method: request.method, path, authorization: request.headers.get('authorization') });
    return answer(path, request);
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const healthyServer = server(async (path, request) => {
  if (path === '/api/sync/push/') {
    const { mutations } = (await request.json()) as { mutations: { number: number }[] };
    return json({ results: mutations.map(({ number }) => ({ number, status: 'applied' })) });
  }
  if (path === '/api/sync/pull/') return json({ changes: [], cursor: 0, more: false });
  if (path === '/api/sync/rates/') return json({ tables: [], cursor: 0, more: false });
  return json({ error: 'not found' }, 404);
});

describe('runBackgroundSync', () => {
  it('pushes the outbox with the mirrored access token, through the same engine as the page', async () => {
    await signedIn('access-1');
    await withWaitingWish();

    expect(await runBackgroundSync({ origin, fetch: healthyServer })).toBe('synced');

    expect(await outboxSize()).toBe(0);
    expect(calls[0]).toEqual({ method: 'POST', path: '/api/sync/push/', authorization: 'Bearer access-1' });
    // It never refreshes: no call to the refresh endpoint, whatever happens.
    expect(calls.some((call) => call.path.includes('refresh'))).toBe(false);
  });

  it('does nothing without a mirrored session (signed out)', async () => {
    await withWaitingWish();
    expect(await runBackgroundSync({ origin, fetch: healthyServer })).toBe('no-session');
    expect(calls).toEqual([]);
  });

  it("does not create the person's database when it is gone", async () => {
    await signedIn();
    expect(await runBackgroundSync({ origin, fetch: healthyServer })).toBe('no-session');
    expect(await Dexie.exists(databaseNameFor(userId))).toBe(false);
  });

  it('has nothing to do when the outbox is empty', async () => {
    await signedIn();
    await withWaitingWish();
    await runBackgroundSync({ origin, fetch: healthyServer });
    calls = [];
    expect(await runBackgroundSync({ origin, fetch: healthyServer })).toBe('nothing-waiting');
    expect(calls).toEqual([]);
  });

  it('ends the attempt on a 401, keeping the outbox for the page to push after its own refresh', async () => {
    await signedIn('expired');
    await withWaitingWish();
    const refusing = server(() => json({ error: 'expired', code: 'token_not_valid' }, 401));
    expect(await runBackgroundSync({ origin, fetch: refusing })).toBe('signed-out');
    expect(await outboxSize()).toBe(1);
    expect(calls.map((call) => call.path)).toEqual(['/api/sync/push/']);
  });

  it('asks the browser to retry when the network fails or the server errs', async () => {
    await signedIn();
    await withWaitingWish();
    const offline = server(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await runBackgroundSync({ origin, fetch: offline })).toBe('retry');
    const failing = server(() => json({ error: 'boom' }, 500));
    expect(await runBackgroundSync({ origin, fetch: failing })).toBe('retry');
    expect(await outboxSize()).toBe(1);
  });
});

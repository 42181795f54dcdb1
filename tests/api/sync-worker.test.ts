import { describe, expect, it, vi } from 'vitest';
import { addTransaction } from '../../src/db/commands/transactions';
import type { MoneyKitchenDb } from '../../src/db/database';
import { MoneyKitchenDb as Database } from '../../src/db/database';
import { SyncEngine } from '../../src/sync/engine';
import { pullChangesAndRates } from '../../src/sync/pull';
import type { PageToWorker } from '../../src/sync/pullMessages';
import { PullWorker, type WorkerPort } from '../../src/sync/pullWorkerClient';
import { servePulls, type PagePort } from '../../src/sync/pullWorkerHost';
import { signedInUser, type TestUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';
import { testDevice, type TestDevice } from '../support/testDevice';

/** Issue 15: a pull runs in the sync worker, with its own connection, and the page sees the same. */
const api = useTestApi();

const input = (amount: number, currency = 'EUR') =>
  ({
    amount_cents: amount,
    currency,
    trans_status: 'withdraw',
    category: 'Food',
    trans_details: 'bakery',
    date: '2026-03-10',
  }) as Parameters<typeof addTransaction>[1];

const snapshot = async (db: MoneyKitchenDb) => ({
  transactions: (await db.transactions.toArray()).sort((a, b) => a.id.localeCompare(b.id)),
  balances: (await db.balances.toArray()).sort((a, b) => a.currency.localeCompare(b.currency)),
});

/** A phone holding some history, pushed to the server. */
async function phoneWithHistory(user: TestUser): Promise<TestDevice> {
  const phone = testDevice(api, user);
  for (let i = 1; i <= 12; i++) await addTransaction(phone.db, input(100 * i, i % 2 ? 'EUR' : 'USD'), new Date());
  await phone.engine.syncNow();
  expect(phone.engine.getStatus().state).toBe('idle');
  return phone;
}

type TokenAfterRefusal = (sent: string) => Promise<string | undefined>;

/**
 * The page's side on a new device: its engine hands every pull to a PullWorker over `worker`; the
 * page's own pull (the fallback) really pulls, and is a spy so a test can tell where pulls ran.
 */
function pageOfDevice(
  user: TestUser,
  worker: WorkerPort,
  tokenAfterRefusal: TokenAfterRefusal = async () => undefined,
) {
  const laptop = testDevice(api, user);
  const pullHere = vi.fn((db: MoneyKitchenDb, report: Parameters<typeof pullChangesAndRates>[2]) =>
    pullChangesAndRates(db, laptop.transport, report),
  );
  const pullWorker = new PullWorker(worker, { accessToken: () => laptop.token, tokenAfterRefusal, pullHere });
  const engine = new SyncEngine(laptop.db, laptop.transport, {
    exclusive: (_name, work) => work(),
    pull: pullWorker.pull,
  });
  return { laptop, engine, pullHere, pullWorker };
}

/** A worker that never answers (its script failed to load, or it is busy with a long pull). */
function silentWorker() {
  const postMessage = vi.fn<(message: PageToWorker) => void>();
  const terminate = vi.fn<() => void>();
  const port: WorkerPort = { postMessage, onmessage: null, onerror: null, terminate };
  return { port, postMessage, terminate };
}

/**
 * A new device whose pulls go to a sync worker at the other end of a MessageChannel, writing
 * through a connection of its own to the device's database, as the browser's worker does.
 */
function deviceWithWorker(user: TestUser, page: { tokenAfterRefusal?: TokenAfterRefusal }) {
  const channel = new MessageChannel();
  const tokenAfterRefusal = vi.fn(page.tokenAfterRefusal ?? (async () => undefined));
  const device = pageOfDevice(user, channel.port1 as unknown as WorkerPort, tokenAfterRefusal);
  const { indexedDB, IDBKeyRange } = device.laptop.db._options;
  servePulls(channel.port2 as unknown as PagePort, {
    openDb: (name) => new Database(name, { indexedDB, IDBKeyRange }),
    client: {
      prefixUrl: 'http://money.test/api/',
      fetch: async (input, init) => api.app.request(input instanceof Request ? input : String(input), init),
    },
  });
  const close = () => channel.port1.close();
  return { ...device, tokenAfterRefusal, close, port: channel.port1 };
}

describe('the sync worker', () => {
  it('brings a new device every record and the same balances as the phone holds, with progress on the page', async () => {
    const user = await signedInUser(api);
    const phone = await phoneWithHistory(user);
    const { laptop, engine, pullHere, close } = deviceWithWorker(user, {});
    const progress: number[] = [];
    engine.subscribe(() => {
      const received = engine.getStatus().progress?.received;
      if (received !== undefined) progress.push(received);
    });
    await engine.syncNow();
    close();
    expect(engine.getStatus()).toMatchObject({ state: 'idle', error: undefined });
    expect(await snapshot(laptop.db)).toEqual(await snapshot(phone.db));
    expect(progress.at(-1)).toBeGreaterThanOrEqual(12);
    expect(pullHere).not.toHaveBeenCalled();
  });

  it("stolen or expired access token refused: the worker asks the page, retries once with the session's token, and never holds the refresh token", async () => {
    const user = await signedInUser(api);
    const phone = await phoneWithHistory(user);
    const { laptop, engine, tokenAfterRefusal, close, port } = deviceWithWorker(user, {
      tokenAfterRefusal: async () => user.access,
    });
    const sentToWorker: unknown[] = [];
    const postMessage = port.postMessage.bind(port);
    port.postMessage = (message: unknown) => {
      sentToWorker.push(message);
      postMessage(message);
    };
    laptop.token = 'not-a-token-of-this-session';
    await engine.syncNow();
    close();
    expect(engine.getStatus().state).toBe('idle');
    expect(tokenAfterRefusal).toHaveBeenCalledTimes(1);
    expect(tokenAfterRefusal).toHaveBeenCalledWith('not-a-token-of-this-session');
    expect(await snapshot(laptop.db)).toEqual(await snapshot(phone.db));
    expect(JSON.stringify(sentToWorker)).not.toContain(user.refresh);
  });

  it('a session that is over (the page has no token to give) shows "sign in again" and writes nothing', async () => {
    const user = await signedInUser(api);
    await phoneWithHistory(user);
    const { laptop, engine, close } = deviceWithWorker(user, { tokenAfterRefusal: async () => undefined });
    laptop.token = 'not-a-token-of-this-session';
    await engine.syncNow();
    close();
    expect(engine.getStatus()).toMatchObject({ state: 'signed-out', error: 'Sign in again to sync your changes.' });
    expect(await laptop.db.transactions.count()).toBe(0);
  });

  it('a worker that cannot run hands the pull to the page, which brings everything itself', async () => {
    const user = await signedInUser(api);
    const phone = await phoneWithHistory(user);
    // A worker whose script failed to load: it never answers, then reports an error.
    const deadWorker = silentWorker();
    const { laptop, engine, pullHere } = pageOfDevice(user, deadWorker.port);
    const syncing = engine.syncNow();
    await vi.waitFor(() => expect(engine.getStatus().state).toBe('syncing'));
    deadWorker.port.onerror!(new Event('error') as ErrorEvent);
    await syncing;
    expect(deadWorker.terminate).toHaveBeenCalled();
    expect(engine.getStatus().state).toBe('idle');
    expect(await snapshot(laptop.db)).toEqual(await snapshot(phone.db));
    // Every later pull runs on the page straight away.
    await engine.syncNow();
    expect(pullHere).toHaveBeenCalledTimes(2);
  });

  it('signing out mid-pull stops the worker and ends the pull, so the sync lock is free for the next session', async () => {
    const user = await signedInUser(api);
    // A worker busy with a long pull: it never answers before it is stopped.
    const busyWorker = silentWorker();
    const { engine, pullHere, pullWorker } = pageOfDevice(user, busyWorker.port);
    const syncing = engine.syncNow();
    await vi.waitFor(() =>
      expect(busyWorker.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'pull' })),
    );
    pullWorker.close();
    await syncing;
    expect(busyWorker.terminate).toHaveBeenCalled();
    expect(engine.getStatus().state).not.toBe('syncing');
    // Nor does a later run pull on the page of a person who signed out.
    await engine.syncNow();
    expect(pullHere).not.toHaveBeenCalled();
  });
});

import { afterEach, expect, it } from 'vitest';
import type { Mutation, PullResponse, PushResult } from '../../../src/domain/mutations';
import type { TransactionRecord } from '../../../src/domain/records';
import { postgresIsReachable } from '../../support/postgres';
import {
  percentiles,
  pullEverything,
  randomSource,
  sleep,
  stressServer,
  stressUser,
  type DatabaseKind,
  type StressServer,
  type StressUser,
} from './support';

/**
 * Load (issue "Reliability and security", part 4b): 200 simulated devices push and pull against one
 * built server for 60 s, on SQLite and on PostgreSQL. No request may fail, and afterwards every
 * acknowledged mutation is on the server exactly once, and every device holds the server's state.
 * The devices speak the sync protocol directly (no IndexedDB), so the load generator stays lighter
 * than the server it measures; the fault test drives the app's own sync engine.
 */

const deviceCount = Number(process.env.LOAD_DEVICES ?? 200);
const devicesPerPerson = 5;
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const seed = Number(process.env.STRESS_SEED ?? Date.now() % 1_000_000);

let server: StressServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

interface LoadDevice {
  id: string;
  user: StressUser;
  next: number;
  outbox: Mutation[];
  /** What the server acknowledged for each record this device made (null: deleted). */
  acked: Map<string, TransactionRecord | null>;
  /** The person's records as this device has pulled them. */
  pulled: Map<string, TransactionRecord>;
  cursor: number;
}

interface Stats {
  pushes: number;
  pulls: number;
  mutationsAcked: number;
  errors: string[];
  pushMs: number[];
  pullMs: number[];
  /** Durations of requests started after the first burst (every device's first sync at once). */
  steadyMs: number[];
}

const warmUpMs = 5_000;
let loadStarted = 0;

async function timed<T>(stats: Stats, list: number[], work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    const took = performance.now() - start;
    list.push(took);
    if (loadStarted > 0 && start - loadStarted > warmUpMs) stats.steadyMs.push(took);
  }
}

async function runLoad(kind: DatabaseKind) {
  const random = randomSource(seed);
  server = await stressServer(kind);
  const baseUrl = server.baseUrl;
  const people: StressUser[] = [];
  const personCount = Math.ceil(deviceCount / devicesPerPerson);
  for (let i = 0; i < personCount; i += 8) {
    const batch = Array.from({ length: Math.min(8, personCount - i) }, () => stressUser(server!, `load${kind}`));
    people.push(...(await Promise.all(batch)));
  }
  const devices: LoadDevice[] = Array.from({ length: deviceCount }, (_, i) => ({
    id: `${kind}-device-${i}`,
    user: people[i % personCount]!,
    next: 1,
    outbox: [],
    acked: new Map(),
    pulled: new Map(),
    cursor: 0,
  }));
  const stats: Stats = { pushes: 0, pulls: 0, mutationsAcked: 0, errors: [], pushMs: [], pullMs: [], steadyMs: [] };
  let made = 0;

  function localChange(device: LoadDevice) {
    const mine = [...device.acked].filter(([, record]) => record !== null);
    const number = device.next;
    device.next += 1;
    const roll = random.next();
    if (roll < 0.7 || mine.length === 0) {
      made += 1;
      const record: TransactionRecord = {
        id: `${device.id}-${made}`,
        amount_cents: random.int(1, 100_000) as TransactionRecord['amount_cents'],
        currency: random.pick(['USD', 'EUR', 'EGP'] as const),
        trans_status: random.chance(0.3) ? 'deposit' : 'withdraw',
        category: random.pick(['Food', 'Rent', 'Travel', '']),
        trans_details: `load ${made}`,
        date: `2026-0${random.int(1, 3)}-${String(random.int(1, 28)).padStart(2, '0')}` as TransactionRecord['date'],
        created_at: new Date(Date.UTC(2026, 2, 1) + made * 1000).toISOString(),
        scheduled_id: null,
        wish_id: null,
      };
      device.outbox.push({ number, name: 'transaction.put.v1', args: record });
    } else if (roll < 0.9) {
      const [, record] = random.pick(mine);
      const changed = { ...record!, amount_cents: random.int(1, 100_000) as TransactionRecord['amount_cents'] };
      device.outbox.push({ number, name: 'transaction.put.v1', args: changed });
    } else {
      const [id] = random.pick(mine);
      device.outbox.push({ number, name: 'transaction.delete.v1', args: { id } });
    }
  }

  async function push(device: LoadDevice) {
    if (device.outbox.length === 0) return;
    const batch = device.outbox.slice(0, 500);
    const response = await timed(stats, stats.pushMs, () =>
      fetch(`${baseUrl}/api/sync/push/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${device.user.access}` },
        body: JSON.stringify({ protocol: 1, client_id: device.id, mutations: batch }),
      }),
    );
    stats.pushes += 1;
    if (response.status !== 200) {
      stats.errors.push(`push ${response.status}: ${await response.text()}`);
      return;
    }
    const { results } = (await response.json()) as { results: PushResult[] };
    for (const mutation of batch) {
      const result = results.find((r) => r.number === mutation.number);
      if (result?.status !== 'applied') {
        stats.errors.push(`mutation ${mutation.number} ${result?.status ?? 'unanswered'}: ${result?.error ?? ''}`);
        continue;
      }
      stats.mutationsAcked += 1;
      const args = mutation.args as TransactionRecord;
      device.acked.set(args.id, mutation.name === 'transaction.put.v1' ? args : null);
    }
    device.outbox = device.outbox.filter((m) => !results.some((r) => r.number === m.number));
  }

  async function pull(device: LoadDevice) {
    for (;;) {
      const response = await timed(stats, stats.pullMs, () =>
        fetch(`${baseUrl}/api/sync/pull/?protocol=1&after=${device.cursor}&limit=1000`, {
          headers: { authorization: `Bearer ${device.user.access}` },
        }),
      );
      stats.pulls += 1;
      if (response.status !== 200) {
        stats.errors.push(`pull ${response.status}: ${await response.text()}`);
        return;
      }
      const page = (await response.json()) as PullResponse;
      for (const change of page.changes) {
        if (change.deleted) device.pulled.delete(change.id);
        else device.pulled.set(change.id, change.record as TransactionRecord);
      }
      device.cursor = page.cursor;
      if (!page.more) return;
    }
  }

  const started = Date.now();
  loadStarted = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    devices.map(async (device) => {
      // Devices start spread over the first second, then work with a short pause between syncs.
      await sleep(random.int(0, 1000));
      while (Date.now() < deadline) {
        for (let n = random.int(1, 5); n > 0; n -= 1) localChange(device);
        try {
          await push(device);
          await pull(device);
        } catch (error) {
          stats.errors.push(`network: ${String(error)}`);
        }
        await sleep(random.int(0, 200));
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  loadStarted = 0;
  // Whatever is left is sent; then everyone pulls once more.
  try {
    for (const device of devices) await push(device);
    for (const device of devices) await pull(device);
  } catch (error) {
    stats.errors.push(`network after the run: ${String(error)}`);
  }

  if (stats.errors.length > 0) {
    const process = server.current.process;
    console.error(
      `server exit code ${process.exitCode}, signal ${process.signalCode}; its output:\n${server.current.output().slice(-3000)}`,
    );
  }
  expect(stats.errors.slice(0, 5)).toEqual([]);
  // A stray rejection is logged rather than fatal (server/main.ts): still a bug the load must not hide.
  const serverErrors = server.current
    .output()
    .split('\n')
    .filter((line) => / ERROR /.test(line));
  expect(serverErrors.slice(0, 5), 'errors the server logged').toEqual([]);
  let onServerTotal = 0;
  for (const person of people) {
    const changes = await pullEverything(baseUrl, person.access);
    const keys = changes.map((c) => c.id);
    expect(new Set(keys).size, 'a record listed twice').toBe(keys.length);
    const live = new Map(changes.flatMap((c) => (c.deleted ? [] : [[c.id, c.record as TransactionRecord] as const])));
    onServerTotal += live.size;
    const expected = new Map<string, TransactionRecord>();
    for (const device of devices.filter((d) => d.user === person)) {
      expect(device.outbox, device.id).toEqual([]);
      for (const [id, record] of device.acked) if (record) expected.set(id, record);
    }
    // Every acknowledged mutation is there exactly once, and nothing else is.
    expect(live).toEqual(expected);
    for (const device of devices.filter((d) => d.user === person)) expect(device.pulled, device.id).toEqual(live);
  }
  const figures = {
    database: kind,
    seed,
    devices: deviceCount,
    people: personCount,
    seconds: Math.round(elapsed),
    pushes: stats.pushes,
    pulls: stats.pulls,
    mutationsAcknowledged: stats.mutationsAcked,
    mutationsPerSecond: Math.round(stats.mutationsAcked / elapsed),
    requestsPerSecond: Math.round((stats.pushes + stats.pulls) / elapsed),
    pushMs: percentiles(stats.pushMs),
    pullMs: percentiles(stats.pullMs),
    afterFirst5sMs: percentiles(stats.steadyMs),
    liveRecordsAtEnd: onServerTotal,
    errors: stats.errors.length,
    serverErrorLines: serverErrors.length,
  };
  console.info(`stress load: ${JSON.stringify(figures)}`);
}

it(`holds ${deviceCount} devices pushing and pulling for ${seconds} s on SQLite`, async () => {
  await runLoad('sqlite');
});

const withPostgres = process.env.CI === 'true' || (await postgresIsReachable());
it.skipIf(!withPostgres)(
  `holds ${deviceCount} devices pushing and pulling for ${seconds} s on PostgreSQL`,
  async () => {
    await runLoad('postgres');
  },
);

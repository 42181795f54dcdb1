import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import ky from 'ky';
import { afterAll, expect, it } from 'vitest';
import { runCommand } from '../../../src/db/commands/runCommand';
import { MoneyKitchenDb } from '../../../src/db/database';
import type { Change } from '../../../src/domain/mutations';
import type { RecordKind, TransactionRecord, WishRecord } from '../../../src/domain/records';
import { SyncEngine } from '../../../src/sync/engine';
import { httpTransport } from '../../../src/sync/httpTransport';
import {
  faultyProxy,
  pullEverything,
  randomSource,
  sleep,
  stressServer,
  stressUser,
  type StressServer,
  type StressUser,
} from './support';

/**
 * Faults (issue "Reliability and security", part 4a): simulated devices (the app's own sync engine
 * on a fake IndexedDB each) sync through a proxy that drops, delays, duplicates and cuts requests and
 * answers at random, while the server process is now and then killed (SIGKILL) mid-batch and
 * restarted. After healing, every device and the server hold the same data: nothing lost, nothing
 * applied twice.
 */

const rounds = Number(process.env.STRESS_ROUNDS ?? 1000);
const seed = Number(process.env.STRESS_SEED ?? Date.now() % 1_000_000);
const killChance = 1 / 40;
const random = randomSource(seed);

let server: StressServer | undefined;
afterAll(async () => {
  await server?.close();
});

interface Device {
  name: string;
  user: StressUser;
  db: MoneyKitchenDb;
  engine: SyncEngine;
  /** What this device last wrote for each record it made: the record, or null once deleted. */
  own: Map<string, { kind: 'transaction' | 'wish'; record: TransactionRecord | WishRecord | null }>;
}

let made = 0;
const currencies = ['USD', 'EUR', 'EGP'] as const;

function newTransaction(device: Device): TransactionRecord {
  made += 1;
  return {
    id: `${device.name}-tx-${made}`,
    amount_cents: random.int(1, 500_000) as TransactionRecord['amount_cents'],
    currency: random.pick(currencies),
    trans_status: random.chance(0.3) ? 'deposit' : 'withdraw',
    category: random.pick(['Food', 'Rent', '', 'Travel']),
    trans_details: random.chance(0.1) ? '=1+1, "quoted"\n' : `round ${made}`,
    date: `2026-0${random.int(1, 3)}-${String(random.int(1, 28)).padStart(2, '0')}` as TransactionRecord['date'],
    created_at: new Date(Date.UTC(2026, 2, 1, 0, 0, made)).toISOString(),
    scheduled_id: null,
    wish_id: null,
  };
}

/** One random local change, the way the app's commands make them (record, derived figures, outbox). */
async function localChange(device: Device) {
  const mine = [...device.own].filter(([, entry]) => entry.record !== null);
  const roll = random.next();
  let change: Change;
  if (roll < 0.45 || mine.length === 0) {
    const record = newTransaction(device);
    change = { kind: 'transaction', op: 'put', id: record.id, record };
  } else if (roll < 0.65) {
    const [id, entry] = random.pick(mine);
    if (entry.kind === 'transaction') {
      const record = { ...(entry.record as TransactionRecord), amount_cents: random.int(1, 500_000) as never };
      change = { kind: 'transaction', op: 'put', id, record };
    } else {
      const record = { ...(entry.record as WishRecord), price_cents: random.int(1, 500_000) as never };
      change = { kind: 'wish', op: 'put', id, record };
    }
  } else if (roll < 0.8) {
    const [id, entry] = random.pick(mine);
    change = { kind: entry.kind, op: 'delete', id };
  } else if (roll < 0.88) {
    made += 1;
    const record: WishRecord = {
      id: `${device.name}-wish-${made}`,
      price_cents: random.int(100, 900_000) as WishRecord['price_cents'],
      currency: random.pick(currencies),
      year: 2026,
      wish_details: `wish ${made}`,
      link: '',
      status: false,
      created_at: new Date(Date.UTC(2026, 2, 1, 0, 0, made)).toISOString(),
    };
    change = { kind: 'wish', op: 'put', id: record.id, record };
  } else if (roll < 0.95) {
    // Shared by all of a person's devices: the last writer in server order wins, everywhere alike.
    const id = `2026-0${random.int(1, 3)}`;
    change = {
      kind: 'target',
      op: 'put',
      id,
      record: { id: id as never, target_cents: random.int(0, 100_000) as never },
    };
  } else {
    const value = random.pick(currencies);
    change = { kind: 'setting', op: 'put', id: 'favorite_currency', record: { id: 'favorite_currency', value } };
  }
  await runCommand(device.db, [change]);
  if (change.kind === 'transaction' || change.kind === 'wish') {
    device.own.set(change.id, {
      kind: change.kind,
      record: change.op === 'put' ? (change.record as TransactionRecord | WishRecord) : null,
    });
  }
}

async function tables(db: MoneyKitchenDb) {
  return {
    transaction: await db.transactions.orderBy('id').toArray(),
    scheduled: await db.scheduled.orderBy('id').toArray(),
    wish: await db.wishes.orderBy('id').toArray(),
    target: await db.targets.orderBy('id').toArray(),
    setting: await db.settings.orderBy('id').toArray(),
  };
}

it(`converges after ${rounds} rounds of dropped, delayed, doubled and cut messages and server kills`, async () => {
  const started = Date.now();
  server = await stressServer('sqlite');
  const proxy = await faultyProxy(() => server!.port, random);
  const users = [await stressUser(server, 'faults'), await stressUser(server, 'faults')];
  const devices: Device[] = users.flatMap((user, u) =>
    [0, 1, 2].map((d) => {
      const name = `u${u}d${d}`;
      const http = ky.create({
        prefixUrl: `${proxy.baseUrl}/api/`,
        retry: 0,
        timeout: 20_000,
        headers: { authorization: `Bearer ${user.access}` },
      });
      const db = new MoneyKitchenDb(`faults-${name}`, { indexedDB: new IDBFactory(), IDBKeyRange });
      const engine = new SyncEngine(db, httpTransport(http), { exclusive: (_name, work) => work() });
      return { name, user, db, engine, own: new Map() };
    }),
  );

  let kills = 0;
  let localChanges = 0;
  let syncs = 0;
  const outcomes: Record<string, number> = {};
  for (let round = 0; round < rounds; round += 1) {
    const chosen = devices.filter(() => random.chance(0.4));
    if (chosen.length === 0) chosen.push(random.pick(devices));
    for (const device of chosen) {
      for (let n = random.int(0, 3); n > 0; n -= 1) {
        await localChange(device);
        localChanges += 1;
      }
    }
    const kill = random.chance(killChance);
    if (kill) {
      const victim = server.current;
      setTimeout(() => victim.process.kill('SIGKILL'), random.int(0, 40));
    }
    await Promise.all(chosen.map((device) => device.engine.syncNow()));
    syncs += chosen.length;
    for (const device of chosen) {
      const state = device.engine.getStatus().state;
      outcomes[state] = (outcomes[state] ?? 0) + 1;
      // A fault looks like a network failure, never like the server refusing the data.
      expect(['idle', 'offline'], device.engine.getStatus().error).toContain(state);
    }
    if (kill) {
      kills += 1;
      await new Promise((resolve) =>
        server!.current.process.exitCode !== null || server!.current.process.signalCode !== null
          ? resolve(undefined)
          : server!.current.process.once('exit', resolve),
      );
      await server.restart();
    }
  }

  // Heal: no more faults; every device syncs until its outbox is empty, then once more to pull the rest.
  proxy.state.faults = false;
  for (let pass = 0; pass < 5; pass += 1) {
    for (const device of devices) await device.engine.syncNow();
    const waiting = await Promise.all(devices.map((device) => device.db.outbox.count()));
    if (waiting.every((count) => count === 0)) break;
    await sleep(100);
  }
  for (const device of devices) await device.engine.syncNow();

  let records = 0;
  for (const [u, user] of users.entries()) {
    const changes = await pullEverything(server.baseUrl, user.access);
    // Nothing doubled: a record appears once in the person's change list.
    const keys = changes.map((c) => `${c.kind}:${c.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const live = changes.filter((c) => !c.deleted);
    records += live.length;
    const onServer = Object.fromEntries(
      (['transaction', 'scheduled', 'wish', 'target', 'setting'] as RecordKind[]).map((kind) => [
        kind,
        live
          .filter((c) => c.kind === kind)
          .map((c) => (c.deleted ? undefined : c.record))
          .sort((a, b) => (a!.id < b!.id ? -1 : 1)),
      ]),
    );
    const mine = devices.filter((device) => device.user === user);
    for (const device of mine) {
      expect(await device.db.outbox.count(), device.name).toBe(0);
      expect(await device.db.rejections.count(), device.name).toBe(0);
      // Every device holds exactly the server's records.
      expect(await tables(device.db), device.name).toEqual(onServer);
      // Nothing lost: what the device last wrote is what the server has.
      for (const [id, entry] of device.own) {
        const held = live.find((c) => c.kind === entry.kind && c.id === id);
        expect(held?.deleted === false ? held.record : null, `${device.name} ${id}`).toEqual(entry.record);
      }
    }
    // Nothing else: every record on the server was made by one of the person's devices.
    const made = new Set(mine.flatMap((device) => [...device.own.keys()]));
    for (const change of live.filter((c) => c.kind === 'transaction' || c.kind === 'wish')) {
      expect(made.has(change.id), `user ${u}: ${change.id}`).toBe(true);
    }
    // Derived figures agree with the records on every device and with the server's net worth.
    const details = (await (
      await fetch(`${server.baseUrl}/api/finance-management/get-networth-details/`, {
        headers: { authorization: `Bearer ${user.access}` },
      })
    ).json()) as { networth_details: Record<string, number> };
    for (const device of mine) {
      const balances = Object.fromEntries(
        (await device.db.balances.toArray()).filter((b) => b.count > 0).map((b) => [b.currency, b.cents / 100]),
      );
      expect(balances, device.name).toEqual(details.networth_details);
    }
  }

  const figures = {
    seed,
    rounds,
    devices: devices.length,
    localChanges,
    syncs,
    syncOutcomes: outcomes,
    proxiedRequests: proxy.state.requests,
    faults: proxy.state.counts,
    serverKills: kills,
    recordsAtEnd: records,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  console.info(`stress faults: ${JSON.stringify(figures)}`);
  await proxy.close();
  for (const device of devices) device.db.close();
});

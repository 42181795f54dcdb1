import { expect } from 'vitest';
import type { Mutation, PullResponse, PushResult } from '../../../src/domain/mutations';
import type { TransactionRecord } from '../../../src/domain/records';
import { pullEverything, sleep, type Random, type StressUser } from './support';

/**
 * Simulated devices that speak the sync protocol directly (no IndexedDB), so the load generator stays
 * lighter than the servers it measures. Each keeps an outbox, what the server acknowledged for each
 * record it made, and the person's records as it pulled them; an unanswered push stays in the outbox
 * and is sent again, as the app's engine does.
 */
export interface LoadDevice {
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

export interface LoadStats {
  pushes: number;
  pulls: number;
  mutationsAcked: number;
  /** Answers that were not 200, mutations that were not applied, and requests that got no answer. */
  errors: string[];
  pushMs: number[];
  pullMs: number[];
  /** Durations of requests started after the first burst (every device's first sync at once). */
  steadyMs: number[];
}

const warmUpMs = 5_000;

export function loadFleet(options: {
  /** Where each request goes; a function so a test can move the devices to another server. */
  baseUrl: () => string;
  people: StressUser[];
  deviceCount: number;
  random: Random;
  label: string;
}) {
  const { baseUrl, people, random } = options;
  const devices: LoadDevice[] = Array.from({ length: options.deviceCount }, (_, i) => ({
    id: `${options.label}-device-${i}`,
    user: people[i % people.length]!,
    next: 1,
    outbox: [],
    acked: new Map(),
    pulled: new Map(),
    cursor: 0,
  }));
  const stats: LoadStats = {
    pushes: 0,
    pulls: 0,
    mutationsAcked: 0,
    errors: [],
    pushMs: [],
    pullMs: [],
    steadyMs: [],
  };
  let made = 0;
  let loadStarted = 0;

  async function timed<T>(list: number[], work: () => Promise<T>): Promise<T> {
    const start = performance.now();
    try {
      return await work();
    } finally {
      const took = performance.now() - start;
      list.push(took);
      if (loadStarted > 0 && start - loadStarted > warmUpMs) stats.steadyMs.push(took);
    }
  }

  /** Seven in ten changes make a transaction, two change an amount, one deletes. */
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
    const response = await timed(stats.pushMs, () =>
      fetch(`${baseUrl()}/api/sync/push/`, {
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
      const response = await timed(stats.pullMs, () =>
        fetch(`${baseUrl()}/api/sync/pull/?protocol=1&after=${device.cursor}&limit=1000`, {
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
        if (change.kind !== 'transaction') continue;
        if (change.deleted) device.pulled.delete(change.id);
        else device.pulled.set(change.id, change.record as TransactionRecord);
      }
      device.cursor = page.cursor;
      if (!page.more) return;
    }
  }

  return {
    devices,
    stats,

    /** Every device makes a few changes, pushes and pulls, pauses briefly, until `ms` have passed. */
    async runFor(ms: number): Promise<void> {
      loadStarted = performance.now();
      const deadline = Date.now() + ms;
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
      loadStarted = 0;
    },

    /** Whatever is left is sent; then everyone pulls once more. */
    async settle(): Promise<void> {
      try {
        for (const device of devices) await push(device);
        for (const device of devices) await pull(device);
      } catch (error) {
        stats.errors.push(`network after the run: ${String(error)}`);
      }
    },

    /**
     * Every acknowledged mutation is on the server exactly once and nothing else is, nothing is left
     * unsent, and every device holds the server's state. Returns the number of live records.
     */
    async expectConverged(): Promise<number> {
      let onServerTotal = 0;
      for (const person of people) {
        const changes = await pullEverything(baseUrl(), person.access);
        const keys = changes.map((c) => c.id);
        expect(new Set(keys).size, 'a record listed twice').toBe(keys.length);
        // The transactions: the accounts of their currencies, made on first use, are the server's own.
        const live = new Map(
          changes.flatMap((c) =>
            c.deleted || c.kind !== 'transaction' ? [] : [[c.id, c.record as TransactionRecord] as const],
          ),
        );
        onServerTotal += live.size;
        const expected = new Map<string, TransactionRecord>();
        for (const device of devices.filter((d) => d.user === person)) {
          expect(device.outbox, device.id).toEqual([]);
          for (const [id, record] of device.acked) if (record) expected.set(id, record);
        }
        expect(live).toEqual(expected);
        for (const device of devices.filter((d) => d.user === person)) expect(device.pulled, device.id).toEqual(live);
      }
      return onServerTotal;
    },
  };
}

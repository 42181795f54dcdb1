import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addTransaction, deleteTransaction, updateTransaction } from '../../src/db/commands/transactions';
import type { TransactionRecord } from '../../src/domain/records';
import type { SyncTransport } from '../../src/sync/transport';
import { signedInUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';
import { testDevice, type TestDevice } from '../support/testDevice';

const api = useTestApi();
const now = new Date('2026-04-01T08:00:00Z');

type Op =
  | { type: 'add'; device: number; amount: number; day: number }
  | { type: 'update'; device: number; pick: number; amount: number }
  | { type: 'delete'; device: number; pick: number }
  | { type: 'sync'; device: number }
  | { type: 'network'; device: number; offline: boolean }
  | { type: 'loseNextAnswer'; device: number };

const op = (devices: number): fc.Arbitrary<Op> => {
  const device = fc.nat({ max: devices - 1 });
  return fc.oneof(
    fc.record({
      type: fc.constant('add' as const),
      device,
      amount: fc.integer({ min: 1, max: 100_000 }),
      day: fc.integer({ min: 1, max: 28 }),
    }),
    fc.record({
      type: fc.constant('update' as const),
      device,
      pick: fc.nat(),
      amount: fc.integer({ min: 1, max: 100_000 }),
    }),
    fc.record({ type: fc.constant('delete' as const), device, pick: fc.nat() }),
    fc.record({ type: fc.constant('sync' as const), device }),
    fc.record({ type: fc.constant('network' as const), device, offline: fc.boolean() }),
    fc.record({ type: fc.constant('loseNextAnswer' as const), device }),
  );
};

const scenario = fc
  .integer({ min: 2, max: 3 })
  .chain((devices) =>
    fc.record({ devices: fc.constant(devices), ops: fc.array(op(devices), { minLength: 5, maxLength: 40 }) }),
  );

/** A transport that can lose the answer of a push or pull after the server acted on it. */
function lossy(inner: SyncTransport, state: { loseNext: boolean }): SyncTransport {
  const maybeLose = async <T>(call: Promise<T>) => {
    const answer = await call;
    if (state.loseNext) {
      state.loseNext = false;
      throw new TypeError('Failed to fetch');
    }
    return answer;
  };
  return {
    push: (request) => maybeLose(inner.push(request)),
    pull: (after, limit) => maybeLose(inner.pull(after, limit)),
    rates: (after) => inner.rates(after),
  };
}

async function pick(device: TestDevice, index: number): Promise<TransactionRecord | undefined> {
  const all = await device.db.transactions.orderBy('id').toArray();
  return all.length === 0 ? undefined : all[index % all.length];
}

it('converges for random edits, interleavings, lost answers and retries on 2-3 devices', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ devices: count, ops }) => {
      const user = await signedInUser(api);
      const losses = Array.from({ length: count }, () => ({ loseNext: false }));
      const devices = losses.map((loss) => testDevice(api, user, (t) => lossy(t, loss)));
      for (const step of ops) {
        const device = devices[step.device]!;
        if (step.type === 'add') {
          const date = `2026-03-${String(step.day).padStart(2, '0')}`;
          await addTransaction(
            device.db,
            {
              amount_cents: step.amount,
              currency: 'EUR',
              trans_status: 'withdraw',
              category: 'Food',
              trans_details: '',
              date,
            } as never,
            now,
          );
        } else if (step.type === 'update') {
          const current = await pick(device, step.pick);
          if (current) await updateTransaction(device.db, current, { ...current, amount_cents: step.amount as never });
        } else if (step.type === 'delete') {
          const current = await pick(device, step.pick);
          if (current) await deleteTransaction(device.db, current.id);
        } else if (step.type === 'sync') {
          await device.engine.syncNow();
        } else if (step.type === 'network') {
          device.offline = step.offline;
        } else {
          losses[step.device]!.loseNext = true;
        }
      }
      // Heal: everyone online, no more losses, two rounds so every device sees every push.
      for (const [i, device] of devices.entries()) {
        device.offline = false;
        losses[i]!.loseNext = false;
      }
      for (let round = 0; round < 2; round += 1) for (const device of devices) await device.engine.syncNow();

      const states = await Promise.all(
        devices.map(async (device) => ({
          transactions: await device.db.transactions.orderBy('id').toArray(),
          balances: await device.db.balances.toArray(),
          outbox: await device.db.outbox.count(),
        })),
      );
      const pulled = await (
        await api.json('GET', '/api/sync/pull/?protocol=1&limit=5000', undefined, user.access)
      ).json();
      const onServer = pulled.changes
        .filter((c: { deleted: boolean }) => !c.deleted)
        .map((c: { record: TransactionRecord }) => c.record)
        .sort((a: TransactionRecord, b: TransactionRecord) => a.id.localeCompare(b.id));
      expect(states[0]!.transactions).toEqual(onServer);
      for (const state of states) {
        expect(state.outbox).toBe(0);
        expect(state).toEqual(states[0]);
        const total = state.transactions.reduce((sum, t) => sum - t.amount_cents, 0);
        expect(state.balances.reduce((sum, b) => sum + b.cents, 0)).toBe(total);
      }
    }),
    { numRuns: 20 },
  );
}, 240_000);

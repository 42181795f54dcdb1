import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addTransaction, updateTransaction } from '../../src/db/commands/transactions';
import type { DayRow } from '../../src/db/database';
import { rebuildDerived } from '../../src/db/rebuildDerived';
import type { Cents } from '../../src/domain/money';
import type { TransactionRecord } from '../../src/domain/records';
import { partsAddUp, partsOf, splitFields, type SplitPart } from '../../src/domain/splits';
import { signedInUser } from '../support/accounts';
import { anEntry } from '../support/records';
import { pulledFromServer } from '../support/serverRecords';
import { useTestApi } from '../support/testApi';
import { testDevice, type TestDevice } from '../support/testDevice';

/**
 * Issue 45, item 4: devices splitting, re-splitting, unsplitting and changing the amounts of the
 * same receipts, offline and in any interleaving, converge with no device and no server ever holding
 * parts that do not add up, and with every category's figures the sum of the parts.
 */

const api = useTestApi();
const now = new Date('2026-04-01T08:00:00Z');
const categories = ['Food', 'Household', 'Drinks'];

type Op =
  | { type: 'split'; device: number; pick: number; cuts: number[] }
  | { type: 'unsplit'; device: number; pick: number }
  | { type: 'amount'; device: number; pick: number; cents: number }
  | { type: 'sync'; device: number }
  | { type: 'network'; device: number; offline: boolean };

const op = (devices: number): fc.Arbitrary<Op> => {
  const device = fc.nat({ max: devices - 1 });
  const pick = fc.nat();
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        type: fc.constant('split' as const),
        device,
        pick,
        cuts: fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 2 }),
      }),
    },
    fc.record({ type: fc.constant('unsplit' as const), device, pick }),
    {
      weight: 2,
      arbitrary: fc.record({
        type: fc.constant('amount' as const),
        device,
        pick,
        cents: fc.integer({ min: 100, max: 20_000 }),
      }),
    },
    { weight: 2, arbitrary: fc.record({ type: fc.constant('sync' as const), device }) },
    fc.record({ type: fc.constant('network' as const), device, offline: fc.boolean() }),
  );
};

const scenario = fc
  .integer({ min: 2, max: 3 })
  .chain((devices) =>
    fc.record({ devices: fc.constant(devices), ops: fc.array(op(devices), { minLength: 8, maxLength: 30 }) }),
  );

/** Parts of `cents` cut at the given percentages, each of at least a cent, as the split form would save. */
function partsCutAt(cents: number, cuts: readonly number[]): SplitPart[] {
  const marks = [...new Set(cuts.map((cut) => Math.floor((cents * cut) / 100)))]
    .filter((mark) => mark > 0 && mark < cents)
    .sort((a, b) => a - b);
  const bounds = [0, ...marks, cents];
  return bounds.slice(1).map((end, i) => ({
    category: categories[i % categories.length]!,
    amount_cents: (end - bounds[i]!) as Cents,
    note: '',
  }));
}

async function pick(device: TestDevice, index: number): Promise<TransactionRecord | undefined> {
  const all = await device.db.transactions.orderBy('id').toArray();
  return all.length === 0 ? undefined : all[index % all.length];
}

/** As the form does: a split's new amount goes to its first part, whatever the others hold. */
function withAmount(record: TransactionRecord, cents: number): TransactionRecord {
  const parts = record.parts === undefined ? undefined : (JSON.parse(record.parts) as SplitPart[]);
  if (!parts) return { ...record, amount_cents: cents as Cents };
  const others = parts.slice(1).reduce((sum, part) => sum + part.amount_cents, 0);
  if (cents - others < 1) return record;
  return {
    ...record,
    amount_cents: cents as Cents,
    ...splitFields([{ ...parts[0]!, amount_cents: (cents - others) as Cents }, ...parts.slice(1)]),
  };
}

async function run(device: TestDevice, step: Exclude<Op, { type: 'sync' | 'network' }>) {
  const current = await pick(device, step.pick);
  if (!current) return;
  const next =
    step.type === 'split'
      ? (() => {
          const parts = partsCutAt(current.amount_cents, step.cuts);
          return parts.length < 2 ? current : { ...current, ...splitFields(parts) };
        })()
      : step.type === 'unsplit'
        ? { ...current, parts: undefined }
        : withAmount(current, step.cents);
  // Every edit here is one the form would save: a refusal (an uneven split) fails the run.
  await updateTransaction(device.db, current, next);
}

/** Each category's withdrawn total in the day rows, and the same from the records' parts. */
function categoryTotals(days: DayRow[], records: TransactionRecord[]) {
  const fromDays = new Map<string, number>();
  for (const day of days)
    for (const sum of day.sums) fromDays.set(sum.category, (fromDays.get(sum.category) ?? 0) + sum.cents);
  const fromParts = new Map<string, number>();
  for (const record of records)
    for (const part of partsOf(record))
      fromParts.set(part.category, (fromParts.get(part.category) ?? 0) + part.amount_cents);
  return { fromDays: Object.fromEntries(fromDays), fromParts: Object.fromEntries(fromParts) };
}

it('converges with every split adding up, on every device and the server, for random splits, amounts and interleavings', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ devices: count, ops }) => {
      const user = await signedInUser(api);
      const devices = Array.from({ length: count }, () => testDevice(api, user));
      // Two receipts every device holds at the start, so the devices' edits meet on them.
      for (const day of ['2026-03-03', '2026-03-04'])
        await addTransaction(devices[0]!.db, anEntry({ amount_cents: 86_40, date: day, category: 'Food' }), now);
      for (const device of devices) await device.engine.syncNow();
      for (const step of ops) {
        const device = devices[step.device]!;
        if (step.type === 'sync') await device.engine.syncNow();
        else if (step.type === 'network') device.offline = step.offline;
        else await run(device, step);
        // No device holds an uneven split at any moment, whatever it pulled.
        for (const record of await device.db.transactions.toArray()) expect(partsAddUp(record)).toBe(true);
      }
      for (const device of devices) device.offline = false;
      for (let round = 0; round < 2; round += 1) for (const device of devices) await device.engine.syncNow();

      const pulled = await pulledFromServer(api, user.access);
      const onServer = pulled.changes
        .flatMap((c) => (c.deleted || c.kind !== 'transaction' ? [] : [c.record as TransactionRecord]))
        .sort((a, b) => a.id.localeCompare(b.id));
      for (const record of onServer) expect(partsAddUp(record)).toBe(true);
      for (const device of devices) {
        expect(await device.db.outbox.count()).toBe(0);
        expect(await device.db.transactions.orderBy('id').toArray()).toEqual(onServer);
        const days = await device.db.days.orderBy('date').toArray();
        const totals = categoryTotals(days, onServer);
        expect(totals.fromDays).toEqual(totals.fromParts);
        await rebuildDerived(device.db);
        expect(categoryTotals(await device.db.days.orderBy('date').toArray(), onServer)).toEqual(totals);
      }
    }),
    // Each run is a fresh account and devices; shrinking would outlast the time limit, so a failure is reported as found.
    { numRuns: 15, endOnFailure: true },
  );
}, 240_000);

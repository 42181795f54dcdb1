import { expectedPatchEntry } from '../../../tests/support/records';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CurrencyCode } from '../../domain/currencies';
import type { MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { MoneyKitchenDb } from '../database';
import { freshTestDb } from '../queries/testDb';
import { setBudget, stopBudget, type BudgetInput } from './budgets';
import { CommandRefused } from './CommandRefused';

let db: MoneyKitchenDb;
const now = new Date('2026-03-05T09:00:00.000Z');

beforeEach(() => {
  db = freshTestDb();
});
afterEach(() => db.close());

const food = (month: string, limit: number, more: Partial<BudgetInput> = {}): BudgetInput => ({
  category: 'Food',
  month: month as MonthKey,
  limit_cents: limit as Cents,
  currency: 'USD' as CurrencyCode,
  rollover: false,
  ...more,
});

it('adds a budget with its put in the outbox, in the same write', async () => {
  const record = await setBudget(db, food('2026-03', 40000, { category: '  Food ' }), now);

  expect(record).toEqual({
    id: expect.any(String) as unknown,
    category: 'Food',
    month: '2026-03',
    limit_cents: 40000,
    currency: 'USD',
    rollover: false,
    stopped: false,
    created_at: '2026-03-05T09:00:00.000Z',
  });
  expect(await db.budgets.toArray()).toEqual([record]);
  expect(await db.outbox.toArray()).toEqual([
    { number: 1, name: 'budget.put.v1', args: record, recordKey: `budget:${record.id}` },
  ]);
});

it('edits the record of the same month as a patch, and adds one for a later month so earlier months keep theirs', async () => {
  const march = await setBudget(db, food('2026-03', 40000), now);
  await setBudget(db, food('2026-03', 45000, { rollover: true }), now);
  const may = await setBudget(db, food('2026-05', 50000), now);

  expect(may.id).not.toBe(march.id);
  expect((await db.budgets.get(march.id))?.limit_cents).toBe(45000);
  expect((await db.budgets.get(may.id))?.limit_cents).toBe(50000);
  const outbox = await db.outbox.toArray();
  expect(outbox.map((entry) => entry.name)).toEqual(['budget.put.v1', 'budget.patch.v1', 'budget.put.v1']);
  expect(outbox[1]).toEqual({
    number: 2,
    ...expectedPatchEntry('budget', march.id, { limit_cents: [40000, 45000], rollover: [false, true] }),
  });
});

it('stops a budget from a later month with a stopped record of the same limit and currency', async () => {
  await setBudget(db, food('2026-03', 40000, { currency: 'EUR' as CurrencyCode }), now);
  const stop = await stopBudget(db, 'Food', '2026-06' as MonthKey, now);

  expect(stop).toMatchObject({
    category: 'Food',
    month: '2026-06',
    stopped: true,
    limit_cents: 40000,
    currency: 'EUR',
  });
  expect(await db.budgets.count()).toBe(2);
  expect((await db.outbox.toArray()).map((entry) => entry.name)).toEqual(['budget.put.v1', 'budget.put.v1']);
});

it('stops a budget in the month it was set by editing that record', async () => {
  const march = await setBudget(db, food('2026-03', 40000), now);
  await stopBudget(db, 'Food', '2026-03' as MonthKey, now);

  expect(await db.budgets.toArray()).toEqual([{ ...march, stopped: true }]);
  expect((await db.outbox.toArray())[1]).toEqual({
    number: 2,
    ...expectedPatchEntry('budget', march.id, { stopped: [false, true] }),
  });
});

it('refuses to stop a category without a budget, or a budget without a category, and writes nothing', async () => {
  await setBudget(db, food('2026-03', 40000), now);
  await expect(stopBudget(db, 'Food', '2026-02' as MonthKey, now)).rejects.toThrow(CommandRefused);
  await expect(stopBudget(db, 'Rent', '2026-04' as MonthKey, now)).rejects.toThrow('Rent has no budget in that month.');
  await expect(setBudget(db, food('2026-03', 1, { category: ' ' }), now)).rejects.toThrow(CommandRefused);

  expect(await db.budgets.count()).toBe(1);
  expect(await db.outbox.count()).toBe(1);
});

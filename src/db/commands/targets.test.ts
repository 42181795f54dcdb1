import { expectedPatchEntry } from '../../../tests/support/records';
import { expect, it } from 'vitest';
import type { MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { setMonthlyTarget } from './targets';
import { db } from '../queries/freshDbPerTest';

it('writes one target per month, keyed by the month: its put, then edits of its amount, to the outbox', async () => {
  const record = await setMonthlyTarget(db, '2025-03' as MonthKey, 150000 as Cents);
  await setMonthlyTarget(db, '2025-03' as MonthKey, 120000 as Cents);
  await setMonthlyTarget(db, '2025-04' as MonthKey, 90000 as Cents);

  expect(record).toEqual({ id: '2025-03', target_cents: 150000 });
  expect(await db.targets.toArray()).toEqual([
    { id: '2025-03', target_cents: 120000 },
    { id: '2025-04', target_cents: 90000 },
  ]);
  expect(await db.outbox.toArray()).toEqual([
    { number: 1, name: 'target.put.v1', args: { id: '2025-03', target_cents: 150000 }, recordKey: 'target:2025-03' },
    { number: 2, ...expectedPatchEntry('target', '2025-03', { target_cents: [150000, 120000] }) },
    { number: 3, name: 'target.put.v1', args: { id: '2025-04', target_cents: 90000 }, recordKey: 'target:2025-04' },
  ]);
});

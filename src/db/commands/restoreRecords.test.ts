import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../../tests/support/records';
import type { CurrencyCode } from '../../domain/currencies';
import type { MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { TransactionRecord } from '../../domain/records';
import { isOccurrenceId } from '../../domain/schedule';
import { db } from '../queries/freshDbPerTest';
import { rebuildDerived } from '../rebuildDerived';
import { setBudget, stopBudget } from './budgets';
import { editTransactions } from './bulkEdits';
import { mergeCategory } from './categories';
import { runCommand } from './runCommand';
import { deleteTransaction } from './transactions';
import { recordingUndo } from './recordsBefore';
import { restoreRecords } from './restoreRecords';

async function stored(...records: TransactionRecord[]) {
  await runCommand(
    db,
    records.map((record) => ({ kind: 'transaction', op: 'put', id: record.id, record })),
  );
  await db.outbox.clear();
  return records;
}

const balances = () => db.balances.orderBy('currency').toArray();

/** The derived rows as the commands left them equal those rebuilt from the records alone. */
async function expectDerivedAsRebuilt() {
  const [rows, categoryUse] = [await balances(), await db.categoryUse.toArray()];
  await rebuildDerived(db);
  expect([rows, categoryUse]).toEqual([await balances(), await db.categoryUse.toArray()]);
}

describe('the undo of a command (issue 46, item 7)', () => {
  it('puts a deleted transaction back under its id as a put that syncs, and the undo of that deletes it again', async () => {
    const [kept, gone] = await stored(aTransaction(), aTransaction({ trans_details: 'Lunch' }));
    const { before } = await recordingUndo(db, () => deleteTransaction(db, gone!.id));
    expect(before).toEqual([{ kind: 'transaction', id: gone!.id, record: gone }]);
    expect(await db.transactions.get(gone!.id)).toBeUndefined();

    const redo = await restoreRecords(db, before);
    expect(await db.transactions.get(gone!.id)).toEqual(gone);
    expect(await db.transactions.get(kept!.id)).toEqual(kept);
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => entry.name)).toEqual([
      expect.stringContaining('delete'),
      expect.stringContaining('put'),
    ]);
    expect(outbox.at(-1)?.args).toEqual(gone);
    await expectDerivedAsRebuilt();

    expect(redo).toEqual([{ kind: 'transaction', id: gone!.id, record: undefined, after: gone }]);
    await restoreRecords(db, redo);
    expect(await db.transactions.get(gone!.id)).toBeUndefined();
    await expectDerivedAsRebuilt();
  });

  it('undoes a bulk edit of many as one command of patches back to the fields they had', async () => {
    const records = await stored(aTransaction(), aTransaction({ category: 'Rent' }), aTransaction());
    const { before } = await recordingUndo(db, () =>
      editTransactions(
        db,
        records.map((record) => record.id),
        { category: 'Gifts' },
      ),
    );
    expect(before.map((entry) => entry.record)).toEqual(records);
    await db.outbox.clear();
    await restoreRecords(db, before);
    expect(await db.transactions.bulkGet(records.map((record) => record.id))).toEqual(records);
    const outbox = await db.outbox.toArray();
    expect(outbox).toHaveLength(3);
    expect(outbox.every((entry) => entry.name.includes('patch'))).toBe(true);
    expect(outbox[1]?.args).toMatchObject({ id: records[1]!.id, fields: { category: { from: 'Gifts', to: 'Rent' } } });
    await expectDerivedAsRebuilt();
  });

  it("takes back only the fields it changed: another device's later change of the record, synced in before the undo, stands", async () => {
    const [record] = await stored(
      aTransaction({ category: 'Grocery', trans_details: 'Market' }),
      aTransaction({ category: 'Groceries' }),
    );
    const { before } = await recordingUndo(db, () =>
      mergeCategory(db, { kind: 'withdraw', category: 'Grocery' }, 'Groceries'),
    );
    const merged = (await db.transactions.get(record!.id))!;
    await runCommand(db, [
      {
        kind: 'transaction',
        op: 'put',
        id: record!.id,
        record: { ...merged, trans_details: 'Market, from the phone' },
      },
    ]);
    await restoreRecords(db, before);
    expect(await db.transactions.get(record!.id)).toEqual({ ...record, trans_details: 'Market, from the phone' });
    await expectDerivedAsRebuilt();
  });

  it('undoes a category merge: each record of the merged category has it back', async () => {
    const records = await stored(
      aTransaction({ category: 'Grocery' }),
      aTransaction({ category: 'Groceries' }),
      aTransaction({ category: 'Grocery' }),
    );
    const { before } = await recordingUndo(db, () =>
      mergeCategory(db, { kind: 'withdraw', category: 'Grocery' }, 'Groceries'),
    );
    expect((await db.transactions.toArray()).every((record) => record.category === 'Groceries')).toBe(true);
    await restoreRecords(db, before);
    expect((await db.transactions.bulkGet(records.map((record) => record.id))).map((r) => r?.category)).toEqual([
      'Grocery',
      'Groceries',
      'Grocery',
    ]);
    await expectDerivedAsRebuilt();
  });

  it('brings a deleted scheduled occurrence back under a new id, since its own is never made again (step 4)', async () => {
    const [occurrence] = await stored(aTransaction({ id: 'sched:rent:2026-03', trans_details: 'Rent' }));
    const { before } = await recordingUndo(db, () => deleteTransaction(db, occurrence!.id));
    const redo = await restoreRecords(db, before);
    const [back] = await db.transactions.toArray();
    expect(back).toEqual({ ...occurrence, id: back!.id });
    expect(isOccurrenceId(back!.id)).toBe(false);
    expect(redo).toEqual([{ kind: 'transaction', id: back!.id, record: undefined, after: back }]);
  });

  it('undoes a stopped budget: the month it made is deleted, or the month it stopped runs again', async () => {
    const now = new Date('2026-03-05T09:00:00.000Z');
    const input = { category: 'Food', limit_cents: 40000 as Cents, currency: 'USD' as CurrencyCode, rollover: false };
    const march = await setBudget(db, { ...input, month: '2026-03' as MonthKey }, now);
    const madeApril = await recordingUndo(db, () => stopBudget(db, 'Food', '2026-04' as MonthKey, now));
    await restoreRecords(db, madeApril.before);
    expect(await db.budgets.toArray()).toEqual([march]);

    const stoppedMarch = await recordingUndo(db, () => stopBudget(db, 'Food', '2026-03' as MonthKey, now));
    expect((await db.budgets.get(march.id))?.stopped).toBe(true);
    await restoreRecords(db, stoppedMarch.before);
    expect(await db.budgets.toArray()).toEqual([march]);
  });

  it('records nothing for a command run outside it', async () => {
    const [record] = await stored(aTransaction());
    const { before } = await recordingUndo(db, async () => undefined);
    await deleteTransaction(db, record!.id);
    expect(before).toEqual([]);
  });
});

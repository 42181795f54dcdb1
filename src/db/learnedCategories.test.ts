import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../tests/support/records';
import { CategoryModel } from '../domain/categoryModel';
import type { Cents } from '../domain/money';
import type { TransactionRecord } from '../domain/records';
import { deleteTransactions, editTransactions } from './commands/bulkEdits';
import { runCommand } from './commands/runCommand';
import { categoryModelOf } from './learnedCategories';
import { db } from './queries/freshDbPerTest';
import { rebuildDerived } from './rebuildDerived';

/** Issue 48 item 2: the model of a device's transactions, built once and retrained by every write. */

const put = (records: readonly TransactionRecord[]) =>
  runCommand(
    db,
    records.map((record) => ({ kind: 'transaction' as const, op: 'put' as const, id: record.id, record })),
  );

const asked = (payee: string) => aTransaction({ payee, category: '', amount_cents: 4000 as Cents });

describe('the learned model on the device', () => {
  it('is built from every stored transaction, over several reads', async () => {
    // More than one read's worth: the payees of the last read count as the first's do.
    await put(Array.from({ length: 900 }, (_, i) => aTransaction({ payee: `Shop ${i}`, category: 'Other' })));
    await put([aTransaction({ payee: 'Zebra Kiosk', category: 'Snacks' })]);
    const model = await categoryModelOf(db);
    expect(model.size).toBe(901);
    expect(model.predict(asked('Zebra Kiosk'))?.category).toBe('Snacks');
    expect(await categoryModelOf(db)).toBe(model);
  });

  it('learns each categorisation as it is saved, forgets a deleted one, and a recalculation teaches nothing', async () => {
    const rows = Array.from({ length: 3 }, () => aTransaction({ payee: 'REWE Markt', category: '' }));
    await put(rows);
    const model = await categoryModelOf(db);
    expect(model.predict(asked('REWE'))).toBeUndefined();

    await editTransactions(
      db,
      rows.map((row) => row.id),
      { category: 'Groceries' },
    );
    expect(model.predict(asked('REWE'))?.category).toBe('Groceries');
    await rebuildDerived(db);
    expect(model.size).toBe(3);

    await editTransactions(db, [rows[0]!.id, rows[1]!.id], { category: 'Household' });
    expect(model.size).toBe(3);
    await deleteTransactions(
      db,
      rows.map((row) => row.id),
    );
    expect(model.size).toBe(0);
    expect(model.predict(asked('REWE'))).toBeUndefined();
  });

  it('learns a commit too big for one task in pieces, in order, ending as a fresh build would', async () => {
    const model = await categoryModelOf(db);
    const rows = Array.from({ length: 2500 }, (_, i) =>
      aTransaction({ payee: i < 1200 ? 'Kiosk Nord' : 'Kiosk Süd', category: 'Snacks' }),
    );
    await put(rows);
    await editTransactions(
      db,
      rows.slice(0, 1200).map((row) => row.id),
      { category: 'Drinks' },
    );
    await expect.poll(() => model.predict(asked('Kiosk Nord'))?.category).toBe('Drinks');
    const fresh = new CategoryModel();
    for (const record of await db.transactions.toArray()) fresh.add(record);
    expect(model.size).toBe(fresh.size);
    for (const payee of ['Kiosk Nord', 'Kiosk Süd']) {
      const [learned, built] = [model.predict(asked(payee)), fresh.predict(asked(payee))];
      expect(learned?.category).toBe(built?.category);
      expect(learned?.confidence).toBeCloseTo(built!.confidence, 9);
    }
  });
});

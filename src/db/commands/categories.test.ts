import { describe, expect, it } from 'vitest';
import { expectSearchRowsCurrent, queuedSince } from '../../../tests/support/commandEffects';
import { expectedPatchEntry } from '../../../tests/support/records';
import { categoryStyleId } from '../../domain/categoryColours';
import type { CurrencyCode } from '../../domain/currencies';
import type { Cents } from '../../domain/money';
import type { IsoDate } from '../../domain/dates';
import type { ScheduledRecord, TransactionKind, TransactionRecord } from '../../domain/records';
import { rebuildDerived } from '../rebuildDerived';
import { searchRowOf } from '../searchRows';
import { mergeCategory, moveChunkSize, renameCategory, setCategoryColour, type MoveProgress } from './categories';
import { CommandRefused } from './CommandRefused';
import { addScheduled } from './scheduled';
import { addTransaction } from './transactions';
import { db } from '../queries/freshDbPerTest';

const now = new Date('2026-03-15T10:00:00Z');

function add(
  category: string,
  cents: number,
  date: string,
  kind: TransactionKind = 'withdraw',
  currency: CurrencyCode = 'USD',
) {
  return addTransaction(
    db,
    {
      amount_cents: cents as Cents,
      currency,
      trans_status: kind,
      category,
      trans_details: `${category} bought`,
      date: date as IsoDate,
    },
    now,
  );
}

function schedule(category: string, kind: TransactionKind = 'withdraw'): Promise<ScheduledRecord> {
  return addScheduled(
    db,
    {
      scheduled_trans_status: kind,
      day_of_month: 3,
      amount_cents: 5000 as Cents,
      currency: 'USD',
      category,
      scheduled_trans_details: 'Weekly shop',
      status: true,
    },
    now,
  );
}

/** The derived tables as "Recalculate" would build them from the records: what a merge must leave. */
async function derivedFromScratch() {
  const read = async () => ({
    days: await db.days.toArray(),
    uses: await db.categoryUse.toArray(),
    balances: await db.balances.toArray(),
  });
  const kept = await read();
  await rebuildDerived(db);
  const rebuilt = await read();
  const sortSums = (rows: typeof kept.days) =>
    rows.map((row) => ({
      ...row,
      sums: [...row.sums].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    }));
  return { kept: { ...kept, days: sortSums(kept.days) }, rebuilt: { ...rebuilt, days: sortSums(rebuilt.days) } };
}

describe('mergeCategory', () => {
  it('moves every transaction and scheduled item of the type, with day rows, category use, search rows and patches', async () => {
    const a = await add('Grocery', 1200, '2026-03-01');
    const b = await add('Grocery', 800, '2026-03-02');
    const c = await add('Groceries', 3000, '2026-03-01');
    const income = await add('Grocery', 500, '2026-03-01', 'deposit');
    const other = await add('Rent', 90000, '2026-03-01');
    const item = await schedule('Grocery');
    const outboxBefore = await db.outbox.count();

    const result = await mergeCategory(db, { kind: 'withdraw', category: 'Grocery' }, 'Groceries');

    expect(result).toEqual({ done: 3, total: 3 });
    const records = await db.transactions.bulkGet([a.id, b.id, c.id, income.id, other.id]);
    expect(records.map((record) => record?.category)).toEqual([
      'Groceries',
      'Groceries',
      'Groceries',
      'Grocery',
      'Rent',
    ]);
    expect((await db.scheduled.get(item.id))?.category).toBe('Groceries');

    const uses = await db.categoryUse.toArray();
    expect(uses).toEqual(
      expect.arrayContaining([
        { kind: 'withdraw', category: 'Groceries', count: 3 },
        { kind: 'deposit', category: 'Grocery', count: 1 },
        { kind: 'withdraw', category: 'Rent', count: 1 },
      ]),
    );
    expect(uses).toHaveLength(3);
    const march1 = await db.days.get('2026-03-01');
    expect(march1?.sums).toEqual(
      expect.arrayContaining([
        { kind: 'withdraw', category: 'Groceries', currency: 'USD', cents: 4200, count: 2 },
        { kind: 'deposit', category: 'Grocery', currency: 'USD', cents: 500, count: 1 },
      ]),
    );
    expect(march1?.sums.some((sum) => sum.kind === 'withdraw' && sum.category === 'Grocery')).toBe(false);
    const { kept, rebuilt } = await derivedFromScratch();
    expect(kept).toEqual(rebuilt);

    await expectSearchRowsCurrent(db);
    expect(await db.searchRows.count()).toBe(5);

    const queued = await queuedSince(db, outboxBefore);
    expect(queued).toEqual(
      expect.arrayContaining([
        expectedPatchEntry('scheduled', item.id, { category: ['Grocery', 'Groceries'] }),
        expectedPatchEntry('transaction', a.id, { category: ['Grocery', 'Groceries'] }),
        expectedPatchEntry('transaction', b.id, { category: ['Grocery', 'Groceries'] }),
      ]),
    );
    expect(queued).toHaveLength(3);
  });

  it('works through a category bigger than one chunk, telling its progress chunk by chunk', async () => {
    const count = moveChunkSize + 250;
    const records: TransactionRecord[] = Array.from({ length: count }, (_, i) => ({
      id: `tx-${String(i).padStart(5, '0')}`,
      amount_cents: (100 + i) as Cents,
      currency: i % 2 === 0 ? 'USD' : 'EUR',
      trans_status: 'withdraw',
      category: 'Snacks',
      trans_details: 'Crisps',
      date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}` as IsoDate,
      created_at: now.toISOString(),
      scheduled_id: null,
      wish_id: null,
    }));
    await db.transactions.bulkPut(records);
    await db.searchRows.bulkPut(records.map(searchRowOf));
    await rebuildDerived(db);
    await add('Food', 100, '2025-01-01');

    const seen: MoveProgress[] = [];
    await mergeCategory(db, { kind: 'withdraw', category: 'Snacks' }, 'Food', (progress) => seen.push(progress));

    expect(seen).toEqual([
      { done: 0, total: count },
      { done: moveChunkSize, total: count },
      { done: count, total: count },
    ]);
    expect(await db.categoryUse.toArray()).toEqual([{ kind: 'withdraw', category: 'Food', count: count + 1 }]);
    expect(await db.searchRows.where('[category+date]').between(['Snacks', ''], ['Snacks', '\uffff']).count()).toBe(0);
    expect(await db.transactions.filter((record) => record.category === 'Food').count()).toBe(count + 1);
    const { kept, rebuilt } = await derivedFromScratch();
    expect(kept).toEqual(rebuilt);
  });

  it('finds the records without the search index while a first sync has not built it yet', async () => {
    const a = await add('Snacks', 100, '2026-01-01');
    await add('Food', 100, '2026-01-01');
    await db.searchRows.clear();
    await db.syncState.put({ key: 'searchIndex', value: 'building' });

    await mergeCategory(db, { kind: 'withdraw', category: 'Snacks' }, 'Food');

    expect((await db.transactions.get(a.id))?.category).toBe('Food');
  });

  it('keeps the joined category’s colour, and takes the merged one’s only when it has none', async () => {
    await add('Snacks', 100, '2026-01-01');
    await add('Sweets', 100, '2026-01-01');
    await add('Food', 100, '2026-01-01');
    await setCategoryColour(db, { kind: 'withdraw', category: 'Snacks' }, 'pink');
    await setCategoryColour(db, { kind: 'withdraw', category: 'Sweets' }, 'blue');
    await setCategoryColour(db, { kind: 'withdraw', category: 'Food' }, 'green');

    await mergeCategory(db, { kind: 'withdraw', category: 'Snacks' }, 'Food');
    await renameCategory(db, { kind: 'withdraw', category: 'Sweets' }, 'Treats');

    expect(await db.categoryStyles.toArray()).toEqual(
      expect.arrayContaining([
        { id: categoryStyleId('withdraw', 'Food'), trans_status: 'withdraw', category: 'Food', colour: 'green' },
        { id: categoryStyleId('withdraw', 'Treats'), trans_status: 'withdraw', category: 'Treats', colour: 'blue' },
      ]),
    );
    expect(await db.categoryStyles.count()).toBe(2);
    const names = (await db.outbox.toArray()).map((entry) => entry.name);
    expect(names.filter((name) => name === 'category_style.delete.v1')).toHaveLength(2);
  });

  it('refuses a category that does not exist to merge into, and changes nothing', async () => {
    const a = await add('Snacks', 100, '2026-01-01');
    const outbox = await db.outbox.count();
    await expect(mergeCategory(db, { kind: 'withdraw', category: 'Snacks' }, 'Nothing')).rejects.toThrow(
      CommandRefused,
    );
    // An income category is not an expense one.
    await add('Food', 100, '2026-01-01', 'deposit');
    await expect(mergeCategory(db, { kind: 'withdraw', category: 'Snacks' }, 'Food')).rejects.toThrow(
      'There is no category "Food" of this type to merge into.',
    );
    expect((await db.transactions.get(a.id))?.category).toBe('Snacks');
    expect(await db.outbox.count()).toBe(outbox + 1);
  });
});

describe('renameCategory', () => {
  it('renames the records of one type only and trims the new name', async () => {
    const a = await add('Resturant', 2500, '2026-02-10');
    const income = await add('Resturant', 100, '2026-02-10', 'deposit');
    await renameCategory(db, { kind: 'withdraw', category: 'Resturant' }, '  Restaurant ');
    expect((await db.transactions.get(a.id))?.category).toBe('Restaurant');
    expect((await db.transactions.get(income.id))?.category).toBe('Resturant');
    expect(await db.categoryUse.get(['withdraw', 'Restaurant'])).toEqual({
      kind: 'withdraw',
      category: 'Restaurant',
      count: 1,
    });
    expect(await db.categoryUse.get(['withdraw', 'Resturant'])).toBeUndefined();
  });

  it('renames a category used only by a scheduled item', async () => {
    const item = await schedule('Gym');
    await renameCategory(db, { kind: 'withdraw', category: 'Gym' }, 'Fitness');
    expect((await db.scheduled.get(item.id))?.category).toBe('Fitness');
  });

  it.each([
    ['', 'Enter the new name of the category.'],
    ['Snacks', 'The new name is the same as the old one.'],
    ['Food', '"Food" already exists: merge into it instead.'],
    ['x'.repeat(501), 'A category name must be at most 500 characters.'],
  ])('refuses %j with a clear reason and writes nothing', async (name, reason) => {
    await add('Snacks', 100, '2026-01-01');
    await add('Food', 100, '2026-01-01');
    const outbox = await db.outbox.count();
    await expect(renameCategory(db, { kind: 'withdraw', category: 'Snacks' }, name)).rejects.toThrow(reason);
    expect(await db.outbox.count()).toBe(outbox);
  });
});

describe('setCategoryColour', () => {
  it('puts a colour, edits it as a patch, and removes it as a delete', async () => {
    const ref = { kind: 'deposit' as const, category: 'Salary' };
    const id = categoryStyleId('deposit', 'Salary');
    await setCategoryColour(db, ref, 'teal');
    await setCategoryColour(db, ref, 'indigo');
    await setCategoryColour(db, ref, null);
    await setCategoryColour(db, ref, null);
    expect(await db.categoryStyles.count()).toBe(0);
    expect((await db.outbox.toArray()).map(({ number: _, ...entry }) => entry)).toEqual([
      {
        name: 'category_style.put.v1',
        args: { id, trans_status: 'deposit', category: 'Salary', colour: 'teal' },
        recordKey: `category_style:${id}`,
      },
      expectedPatchEntry('category_style', id, { colour: ['teal', 'indigo'] }),
      { name: 'category_style.delete.v1', args: { id }, recordKey: `category_style:${id}` },
    ]);
  });
});

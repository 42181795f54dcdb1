import { describe, expect, it } from 'vitest';
import { aTransaction, anEntry } from '../../../tests/support/records';
import { addRule } from './rules';
import { restoreTransactions } from './bulkEdits';
import { runRulesOn, transactionsRulesChange } from './runRules';
import { runCommand } from './runCommand';
import { addTransaction } from './transactions';
import { db } from '../queries/freshDbPerTest';

const now = new Date('2026-03-20T12:00:00Z');

describe('running the rules over stored transactions', () => {
  it('counts what would change, changes it in one command, and one undo puts it back', async () => {
    await addRule(
      db,
      {
        name: '',
        enabled: true,
        conditions: [{ field: 'payee', op: 'contains', value: 'rewe' }],
        actions: { category: 'Groceries', tags: ['food'] },
      },
      now,
    );
    const blank = await addTransaction(db, anEntry({ payee: 'REWE Markt', category: '' }), now);
    const chosen = await addTransaction(db, anEntry({ payee: 'REWE Markt', category: 'Party' }), now);
    const other = await addTransaction(db, anEntry({ payee: 'Bakery', category: '' }), now);

    const ids = await transactionsRulesChange(db);
    expect(ids.sort()).toEqual([blank.id, chosen.id].sort());
    await db.outbox.clear();
    const change = await runRulesOn(db, ids);
    expect(await db.transactions.get(blank.id)).toMatchObject({ category: 'Groceries', tags: '["food"]' });
    // A category the person chose stays; the tag is still added.
    expect(await db.transactions.get(chosen.id)).toMatchObject({ category: 'Party', tags: '["food"]' });
    expect(await db.transactions.get(other.id)).toMatchObject({ category: '' });
    expect(await db.outbox.count()).toBe(2);
    expect(await transactionsRulesChange(db)).toEqual([]);

    await restoreTransactions(db, change);
    expect(await db.transactions.get(blank.id)).toMatchObject({ category: '' });
    expect((await db.transactions.get(chosen.id))?.tags).toBeUndefined();
  });

  it('checks every stored transaction once, across the slices it reads them in', async () => {
    await addRule(
      db,
      {
        name: '',
        enabled: true,
        conditions: [{ field: 'payee', op: 'contains', value: 'rewe' }],
        actions: { category: 'Groceries' },
      },
      now,
    );
    // 1,201 records in id order: two whole slices of 500 and one of 201, REWE's on both sides of each edge.
    const records = Array.from({ length: 1201 }, (_, i) =>
      aTransaction({
        id: `tx-${String(i).padStart(4, '0')}`,
        category: '',
        payee: [498, 499, 500, 501, 999, 1000, 1200].includes(i) ? 'REWE' : 'Bakery',
      }),
    );
    await runCommand(
      db,
      records.map((record) => ({ kind: 'transaction', op: 'put', id: record.id, record })),
    );
    const rewe = records.filter((record) => record.payee === 'REWE').map((record) => record.id);
    expect((await transactionsRulesChange(db)).sort()).toEqual(rewe.sort());
  });
});

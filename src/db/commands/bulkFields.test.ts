import { describe, expect, it } from 'vitest';
import { aTransaction } from '../../../tests/support/records';
import type { TransactionRecord } from '../../domain/records';
import { tagsOf, tagsText } from '../../domain/tags';
import { db } from '../queries/freshDbPerTest';
import { transactionsMatching } from '../queries/transactionSearch';
import { editTransactions, restoreTransactions } from './bulkEdits';
import { bulkFieldTexts } from './bulkFields';
import { CommandRefused } from './CommandRefused';
import { runCommand } from './runCommand';

async function stored(...records: TransactionRecord[]) {
  await runCommand(
    db,
    records.map((record) => ({ kind: 'transaction', op: 'put', id: record.id, record })),
  );
  await db.outbox.clear();
  return records.map((record) => record.id);
}

describe('bulk payee and tag edits (issue 46, item 6)', () => {
  it('gives every selected transaction one payee, found by it afterwards, and an empty payee removes it', async () => {
    const ids = await stored(aTransaction({ payee: 'Rewe' }), aTransaction(), aTransaction({ payee: 'Aldi' }));
    await editTransactions(db, ids.slice(0, 2), { payee: '  REWE   Markt ' });
    expect((await db.transactions.bulkGet(ids)).map((record) => record?.payee)).toEqual([
      'REWE Markt',
      'REWE Markt',
      'Aldi',
    ]);
    expect(await transactionsMatching(db, { payees: ['REWE Markt'] })).toHaveLength(2);

    await editTransactions(db, ids, { payee: ' ' });
    expect((await db.transactions.bulkGet(ids)).every((record) => record && !('payee' in record))).toBe(true);
  });

  it('adds a tag to the tags each holds, once whatever its spelling, and is undone as one command', async () => {
    const ids = await stored(
      aTransaction({ tags: tagsText(['Rome']) }),
      aTransaction({ tags: tagsText(['trip']) }),
      aTransaction(),
    );
    const change = await editTransactions(db, ids, { addTag: ' Trip ' });
    expect((await db.transactions.bulkGet(ids)).map((record) => tagsOf(record!))).toEqual([
      ['Rome', 'Trip'],
      ['trip'],
      ['Trip'],
    ]);
    expect(await transactionsMatching(db, { tags: ['Trip'] })).toHaveLength(2);

    await restoreTransactions(db, change);
    expect((await db.transactions.bulkGet(ids)).map((record) => tagsOf(record!))).toEqual([['Rome'], ['trip'], []]);
  });

  it('refuses a blank tag, a payee too long, and a tag past the most one transaction holds, changing nothing', async () => {
    const full = Array.from({ length: 20 }, (_, i) => `tag ${i}`);
    const ids = await stored(aTransaction(), aTransaction({ tags: tagsText(full) }));
    const before = await db.transactions.bulkGet(ids);
    await expect(editTransactions(db, ids, { addTag: ' , ' })).rejects.toEqual(
      new CommandRefused(bulkFieldTexts.noTag),
    );
    await expect(editTransactions(db, ids, { payee: 'x'.repeat(101) })).rejects.toEqual(
      new CommandRefused(bulkFieldTexts.payeeTooLong),
    );
    await expect(editTransactions(db, ids, { addTag: 'one more' })).rejects.toEqual(
      new CommandRefused(bulkFieldTexts.tooManyTags),
    );
    expect(await db.transactions.bulkGet(ids)).toEqual(before);
    expect(await db.outbox.count()).toBe(0);
  });
});

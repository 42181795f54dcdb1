import { describe, expect, it } from 'vitest';
import { expectSearchRowsCurrent, queuedSince } from '../../../tests/support/commandEffects';
import { expectedPatchEntry } from '../../../tests/support/records';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { TransactionKind } from '../../domain/records';
import { db } from '../queries/freshDbPerTest';
import { lastCategoryOfPayee, payeeSummaries } from '../queries/payees';
import { transactionResults } from '../queries/transactionSearch';
import { deferSearchIndex } from '../searchIndex';
import { CommandRefused } from './CommandRefused';
import { mergePayee, payeeTexts, renamePayee } from './payees';
import { addScheduled } from './scheduled';
import { addTransaction } from './transactions';

const now = new Date('2026-03-15T10:00:00Z');

const add = (payee: string | undefined, category: string, date: string, kind: TransactionKind = 'withdraw') =>
  addTransaction(
    db,
    {
      amount_cents: 1250 as Cents,
      currency: 'EUR',
      trans_status: kind,
      category,
      trans_details: 'Receipt',
      date: date as IsoDate,
      ...(payee !== undefined && { payee }),
    },
    now,
  );

const schedule = (payee: string) =>
  addScheduled(
    db,
    {
      scheduled_trans_status: 'withdraw',
      day_of_month: 3,
      amount_cents: 5000 as Cents,
      currency: 'EUR',
      category: 'Rent',
      scheduled_trans_details: 'Flat',
      status: true,
      payee,
    },
    now,
  );

const searchFor = async (query: Parameters<typeof transactionResults>[1]) =>
  (await transactionResults(db, query, 1, 50)).rows.map((row) => row.id);

describe('payees on the device', () => {
  it('lists every payee of transactions and schedules alphabetically with its counts', async () => {
    await add('REWE', 'Food', '2026-03-01');
    await add('rewe', 'Food', '2026-03-02');
    await add('Aldi', 'Food', '2026-03-03');
    await add(undefined, 'Food', '2026-03-04');
    await schedule('Landlord');
    expect(await payeeSummaries(db)).toEqual([
      { payee: 'Aldi', count: 1, scheduled: 0 },
      { payee: 'Landlord', count: 0, scheduled: 1 },
      expect.objectContaining({ count: 1, scheduled: 0 }),
      expect.objectContaining({ count: 1, scheduled: 0 }),
    ]);
  });

  it.each([
    ['the index', false],
    ['the records, while the index is still being built', true],
  ])('suggests the category last used with a payee for the type, read from %s', async (_from, deferred) => {
    await add('REWE', 'Food', '2026-03-01');
    await add('REWE', 'Household', '2026-03-05');
    await add('REWE', '', '2026-03-06');
    await add('REWE', 'Refunds', '2026-03-07', 'deposit');
    if (deferred) await deferSearchIndex(db);
    expect(await lastCategoryOfPayee(db, 'REWE', 'withdraw')).toBe('Household');
    expect(await lastCategoryOfPayee(db, 'REWE', 'deposit')).toBe('Refunds');
    expect(await lastCategoryOfPayee(db, 'Aldi', 'withdraw')).toBeUndefined();
  });

  it('finds transactions by a word of the payee and by the payee filter', async () => {
    const rewe = await add('REWE Markt GmbH', 'Food', '2026-03-01');
    const aldi = await add('Aldi Süd', 'Food', '2026-03-02');
    await add(undefined, 'Food', '2026-03-03');
    expect(await searchFor({ text: 'markt' })).toEqual([rewe.id]);
    expect(await searchFor({ text: 'sud' })).toEqual([aldi.id]);
    expect(await searchFor({ payees: ['Aldi Süd'] })).toEqual([aldi.id]);
    expect(await searchFor({ payees: ['Aldi Süd', 'REWE Markt GmbH'], start: '2026-03-02' as IsoDate })).toEqual([
      aldi.id,
    ]);
    await deferSearchIndex(db);
    expect(await searchFor({ text: 'markt' })).toEqual([rewe.id]);
    expect(await searchFor({ payees: ['REWE Markt GmbH'] })).toEqual([rewe.id]);
  });
});

describe('renamePayee and mergePayee', () => {
  it('a rename rewrites every transaction and schedule naming it, as patches of the payee, and the search follows', async () => {
    const a = await add('Rewe', 'Food', '2026-03-01');
    const b = await add('Rewe', 'Food', '2026-03-02');
    const other = await add('Aldi', 'Food', '2026-03-03');
    const item = await schedule('Rewe');
    const outboxBefore = await db.outbox.count();

    expect(await renamePayee(db, 'Rewe', '  REWE  Markt ')).toEqual({ done: 3, total: 3 });

    const records = await db.transactions.bulkGet([a.id, b.id, other.id]);
    expect(records.map((record) => record?.payee)).toEqual(['REWE Markt', 'REWE Markt', 'Aldi']);
    expect((await db.scheduled.get(item.id))?.payee).toBe('REWE Markt');
    const queued = await queuedSince(db, outboxBefore);
    expect(queued).toEqual(
      expect.arrayContaining([
        expectedPatchEntry('scheduled', item.id, { payee: ['Rewe', 'REWE Markt'] }),
        expectedPatchEntry('transaction', a.id, { payee: ['Rewe', 'REWE Markt'] }),
        expectedPatchEntry('transaction', b.id, { payee: ['Rewe', 'REWE Markt'] }),
      ]),
    );
    expect(queued).toHaveLength(3);
    await expectSearchRowsCurrent(db);
    expect(await searchFor({ payees: ['Rewe'] })).toEqual([]);
    expect(await searchFor({ text: 'markt' })).toHaveLength(2);
  });

  it('a merge moves one payee into another that exists', async () => {
    await add('Rewe', 'Food', '2026-03-01');
    await add('REWE', 'Food', '2026-03-02');
    await mergePayee(db, 'Rewe', 'REWE');
    expect(await payeeSummaries(db)).toEqual([{ payee: 'REWE', count: 2, scheduled: 0 }]);
  });

  it.each([
    ['rename into an existing payee', () => renamePayee(db, 'Rewe', 'Aldi'), payeeTexts.exists('Aldi')],
    ['merge into a payee nobody uses', () => mergePayee(db, 'Rewe', 'Lidl'), payeeTexts.missingTarget('Lidl')],
    ['rename to nothing', () => renamePayee(db, 'Rewe', '   '), payeeTexts.emptyName],
    ['rename to the same name', () => renamePayee(db, 'Rewe', 'Rewe'), payeeTexts.sameName],
    ['rename a payee nobody uses', () => renamePayee(db, 'Lidl', 'Penny'), payeeTexts.missingSource('Lidl')],
    ['rename to a name too long', () => renamePayee(db, 'Rewe', 'x'.repeat(101)), payeeTexts.tooLong],
  ])('refuses to %s and changes nothing', async (_case, move, text) => {
    await add('Rewe', 'Food', '2026-03-01');
    await add('Aldi', 'Food', '2026-03-02');
    const outboxBefore = await db.outbox.count();
    await expect(move()).rejects.toThrow(new CommandRefused(text));
    expect((await db.transactions.toArray()).map((record) => record.payee).sort()).toEqual(['Aldi', 'Rewe']);
    expect(await db.outbox.count()).toBe(outboxBefore);
  });
});

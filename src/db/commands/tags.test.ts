import { describe, expect, it } from 'vitest';
import { expectSearchRowsCurrent, queuedSince } from '../../../tests/support/commandEffects';
import { expectedPatchEntry } from '../../../tests/support/records';
import type { IsoDate } from '../../domain/dates';
import type { CurrencyCode } from '../../domain/currencies';
import type { Cents } from '../../domain/money';
import type { TransactionKind } from '../../domain/records';
import { tagsOf, tagsText } from '../../domain/tags';
import { db } from '../queries/freshDbPerTest';
import { tagReport, tagSummaries } from '../queries/tags';
import { transactionResults } from '../queries/transactionSearch';
import { deferSearchIndex } from '../searchIndex';
import { CommandRefused } from './CommandRefused';
import { mergeTag, renameTag, tagCommandTexts } from './tags';
import { addTransaction } from './transactions';

const now = new Date('2026-03-15T10:00:00Z');

const add = (
  tags: string[],
  date: string,
  { cents = 1000, currency = 'USD' as CurrencyCode, kind = 'withdraw' as TransactionKind, category = 'Food' } = {},
) =>
  addTransaction(
    db,
    {
      amount_cents: cents as Cents,
      currency,
      trans_status: kind,
      category,
      trans_details: 'Receipt',
      date: date as IsoDate,
      tags: tagsText(tags),
    },
    now,
  );

const searchFor = async (query: Parameters<typeof transactionResults>[1]) =>
  (await transactionResults(db, query, 1, 50)).rows.map((row) => row.id).sort();

const ids = (...records: { id: string }[]) => records.map((record) => record.id).sort();

describe('tags on the device', () => {
  it('a transaction without tags stores no field', async () => {
    const plain = await add([], '2026-03-01');
    expect(await db.transactions.get(plain.id)).not.toHaveProperty('tags');
  });

  it.each([
    ['the index', false],
    ['the records, while the index is still being built', true],
  ])('finds transactions with any of the tags or with all of them, read from %s', async (_from, deferred) => {
    const rome = await add(['trip', 'Rome'], '2026-03-01');
    const paris = await add(['trip'], '2026-03-02');
    const work = await add(['work', 'Rome'], '2026-03-03');
    await add([], '2026-03-04');
    if (deferred) await deferSearchIndex(db);
    expect(await searchFor({ tags: ['trip'] })).toEqual(ids(rome, paris));
    expect(await searchFor({ tags: ['trip', 'work'] })).toEqual(ids(rome, paris, work));
    expect(await searchFor({ tags: ['trip', 'work'], tagMode: 'any' })).toEqual(ids(rome, paris, work));
    expect(await searchFor({ tags: ['trip', 'Rome'], tagMode: 'all' })).toEqual(ids(rome));
    expect(await searchFor({ tags: ['trip'], start: '2026-03-02' as IsoDate })).toEqual(ids(paris));
    expect(await searchFor({ text: 'rome' })).toEqual(ids(rome, work));
  });

  it('lists every tag alphabetically with its count, from the index or the records', async () => {
    await add(['trip', 'Rome'], '2026-03-01');
    await add(['trip'], '2026-03-02');
    const expected = [
      { tag: 'Rome', count: 1 },
      { tag: 'trip', count: 2 },
    ];
    expect(await tagSummaries(db)).toEqual(expected);
    await deferSearchIndex(db);
    expect(await tagSummaries(db)).toEqual(expected);
  });

  it('the tag report totals each tag of the period in the favorite currency at each date’s rate', async () => {
    await db.rates.bulkPut([
      { date: '2026-03-01', rates: { EUR: 0.5 } },
      { date: '2026-03-10', rates: { EUR: 0.8 } },
    ]);
    await add(['trip'], '2026-03-02', { cents: 3000, category: 'Food' });
    // 400 EUR cents at 0.5 per dollar: 800 USD cents.
    await add(['trip', 'Rome'], '2026-03-05', { cents: 400, currency: 'EUR', category: 'Transport' });
    // 800 EUR cents at 0.8: 1000.
    await add(['trip'], '2026-03-12', { cents: 800, currency: 'EUR', category: 'Lodging' });
    await add(['trip'], '2026-03-20', { cents: 500, kind: 'deposit', category: 'Refunds' });
    await add(['trip'], '2026-04-01', { cents: 99_999 });
    await add([], '2026-03-03', { cents: 7777 });
    const report = await tagReport(db, '2026-03-01' as IsoDate, '2026-03-31' as IsoDate, 'USD');
    expect(report.user_withdraw_on_range.map(({ category, converted_amount }) => [category, converted_amount])).toEqual(
      [
        ['trip', 4800],
        ['Rome', 800],
      ],
    );
    expect(report.user_deposit_on_range.map(({ category, converted_amount }) => [category, converted_amount])).toEqual([
      ['trip', 500],
    ]);
    await deferSearchIndex(db);
    expect(await tagReport(db, '2026-03-01' as IsoDate, '2026-03-31' as IsoDate, 'USD')).toEqual(report);
  });
});

describe('renameTag and mergeTag', () => {
  it('a rename rewrites every transaction holding it, as patches of its tags, and the search follows', async () => {
    const a = await add(['trip', 'Rome'], '2026-03-01');
    const b = await add(['trip'], '2026-03-02');
    const other = await add(['work'], '2026-03-03');
    const outboxBefore = await db.outbox.count();

    expect(await renameTag(db, 'trip', '  Italy  2026 ')).toEqual({ done: 2, total: 2 });

    const records = await db.transactions.bulkGet([a.id, b.id, other.id]);
    expect(records.map((record) => tagsOf(record!))).toEqual([['Italy 2026', 'Rome'], ['Italy 2026'], ['work']]);
    const queued = await queuedSince(db, outboxBefore);
    expect(queued).toEqual(
      expect.arrayContaining([
        expectedPatchEntry('transaction', a.id, { tags: ['["Rome","trip"]', '["Italy 2026","Rome"]'] }),
        expectedPatchEntry('transaction', b.id, { tags: ['["trip"]', '["Italy 2026"]'] }),
      ]),
    );
    expect(queued).toHaveLength(2);
    await expectSearchRowsCurrent(db);
    expect(await searchFor({ tags: ['trip'] })).toEqual([]);
    expect(await searchFor({ tags: ['Italy 2026'] })).toEqual(ids(a, b));
  });

  it('a new spelling of the same tag is a rename, and a merge into another keeps one tag on a transaction with both', async () => {
    await add(['trip'], '2026-03-01');
    await renameTag(db, 'trip', 'Trip');
    await add(['Trip', 'travel'], '2026-03-02');
    await add(['travel'], '2026-03-03');
    await mergeTag(db, 'travel', 'Trip');
    expect(await tagSummaries(db)).toEqual([{ tag: 'Trip', count: 3 }]);
  });

  it.each([
    ['rename into an existing tag', () => renameTag(db, 'trip', 'WORK'), tagCommandTexts.exists('work')],
    ['merge into a tag nobody uses', () => mergeTag(db, 'trip', 'beach'), tagCommandTexts.missingTarget('beach')],
    ['rename to nothing', () => renameTag(db, 'trip', ' , '), tagCommandTexts.emptyName],
    ['rename to the same name', () => renameTag(db, 'trip', 'trip'), tagCommandTexts.sameName],
    ['rename a tag nobody uses', () => renameTag(db, 'beach', 'sea'), tagCommandTexts.missingSource('beach')],
    ['rename to a name too long', () => renameTag(db, 'trip', 'x'.repeat(41)), tagCommandTexts.tooLong],
  ])('refuses to %s and changes nothing', async (_case, move, text) => {
    await add(['trip'], '2026-03-01');
    await add(['work'], '2026-03-02');
    const outboxBefore = await db.outbox.count();
    await expect(move()).rejects.toThrow(new CommandRefused(text));
    expect(await tagSummaries(db)).toEqual([
      { tag: 'trip', count: 1 },
      { tag: 'work', count: 1 },
    ]);
    expect(await db.outbox.count()).toBe(outboxBefore);
  });
});

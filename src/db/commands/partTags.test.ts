import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { allTagsOf } from '../../domain/partTags';
import { readParts, splitFields, type SplitPart } from '../../domain/splits';
import { tagsText } from '../../domain/tags';
import { db } from '../queries/freshDbPerTest';
import { tagReport, tagSummaries } from '../queries/tags';
import { transactionResults } from '../queries/transactionSearch';
import { deferSearchIndex } from '../searchIndex';
import { mergeTag, renameTag } from './tags';
import { addTransaction } from './transactions';

// Issue 45, item 3: a split's part carries tags of its own, beside the transaction's.
const now = new Date('2026-03-15T10:00:00Z');
const part = (category: string, cents: number, tags?: string[]): SplitPart => ({
  category,
  amount_cents: cents as Cents,
  note: '',
  ...(tags && { tags }),
});

const addSplit = (cents: number, parts: SplitPart[], tags: string[] = [], date = '2026-03-05') =>
  addTransaction(
    db,
    {
      amount_cents: cents as Cents,
      currency: 'USD',
      trans_status: 'withdraw',
      trans_details: 'Receipt',
      date: date as IsoDate,
      tags: tagsText(tags),
      ...splitFields(parts),
    },
    now,
  );

/** The report's expense lines, converted cents per tag. */
const reportLines = async () =>
  (await tagReport(db, '2026-03-01' as IsoDate, '2026-03-31' as IsoDate, 'USD')).user_withdraw_on_range.map(
    ({ category, converted_amount }) => [category, converted_amount],
  );
const searchFor = async (tags: string[]) =>
  (await transactionResults(db, { tags }, 1, 50)).rows.map((row) => row.id).sort();

describe('tags per part', () => {
  it.each([
    ['the index', false],
    ['the records, while the index is still being built', true],
  ])(
    "the tag report counts a part's amount under its tags, the whole under the transaction's (%s)",
    async (_from, deferred) => {
      // 86.40: food 61.20 for the trip, household 25.20 not; the whole receipt tagged "receipt".
      await addSplit(86_40, [part('Food', 61_20, ['trip']), part('Household', 25_20)], ['receipt']);
      // A tag on the transaction and on a part counts once, whole.
      await addSplit(10_00, [part('Taxi', 4_00, ['trip']), part('Tip', 6_00)], ['trip']);
      if (deferred) await deferSearchIndex(db);
      expect(await reportLines()).toEqual([
        ['receipt', 86_40],
        ['trip', 71_20],
      ]);
    },
  );

  it.each([
    ['the index', false],
    ['the records, while the index is still being built', true],
  ])('the tag filter and the tags list find a transaction by a part’s tag (%s)', async (_from, deferred) => {
    const receipt = await addSplit(86_40, [part('Food', 61_20, ['trip']), part('Household', 25_20)], ['receipt']);
    await addSplit(10_00, [part('Taxi', 4_00), part('Tip', 6_00)]);
    if (deferred) await deferSearchIndex(db);
    expect(await searchFor(['trip'])).toEqual([receipt.id]);
    expect(await tagSummaries(db)).toEqual([
      { tag: 'receipt', count: 1 },
      { tag: 'trip', count: 1 },
    ]);
  });

  it("a rename or a merge rewrites a part's tags too", async () => {
    const receipt = await addSplit(86_40, [part('Food', 61_20, ['trip']), part('Household', 25_20, ['home'])]);
    await renameTag(db, 'trip', 'Rome trip');
    await mergeTag(db, 'home', 'Rome trip');
    const stored = (await db.transactions.get(receipt.id))!;
    expect(readParts(stored.parts!)!.map((p) => p.tags)).toEqual([['Rome trip'], ['Rome trip']]);
    expect(stored).not.toHaveProperty('tags');
    expect(allTagsOf(stored)).toEqual(['Rome trip']);
    expect(await reportLines()).toEqual([['Rome trip', 86_40]]);
  });
});

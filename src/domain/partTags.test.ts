import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Cents } from './money';
import { allTagsOf, partTagCentsOf, tagAmountsOf, withTagMoved } from './partTags';
import { partsFieldSchema, partsText, readParts, splitTexts, type SplitPart } from './splits';
import { tagsText, tagTexts } from './tags';

const part = (category: string, cents: number, tags?: string[]): SplitPart => ({
  category,
  amount_cents: cents as Cents,
  note: '',
  ...(tags && { tags }),
});
const problemOf = (text: string) => {
  const parsed = v.safeParse(partsFieldSchema, text);
  return parsed.success ? undefined : parsed.issues[0].message;
};
const receipt = (tags?: string[]) => ({
  amount_cents: 86_40 as Cents,
  category: 'Food',
  ...(tags && { tags: tagsText(tags) }),
  parts: partsText([part('Food', 61_20, ['trip', 'Food run']), part('Household', 25_20)]),
});

describe("a part's tags", () => {
  it('are stored in canonical order inside the parts text, and left out when none', () => {
    const text = partsText([part('Food', 61_20, ['trip', 'Food run']), part('Household', 25_20, [])]);
    expect(problemOf(text)).toBeUndefined();
    expect(readParts(text)!.map((p) => p.tags)).toEqual([['Food run', 'trip'], undefined]);
  });

  it.each([
    ['out of order', [{ category: 'A', amount_cents: 1, note: '', tags: ['b', 'a'] }], splitTexts.notCanonical],
    ['an empty list', [{ category: 'A', amount_cents: 1, note: '', tags: [] }], splitTexts.notCanonical],
    ['a tag with a comma', [{ category: 'A', amount_cents: 1, note: '', tags: ['a,b'] }], tagTexts.tagComma],
  ])('are refused %s', (_what, first, message) => {
    const text = JSON.stringify([...first, { category: 'B', amount_cents: 1, note: '' }]);
    expect(problemOf(text)).toContain(message);
  });

  it("join the transaction's tags; a tag only parts carry counts their amounts, the transaction's the whole", () => {
    expect(allTagsOf(receipt(['receipt']))).toEqual(['Food run', 'receipt', 'trip']);
    expect(tagAmountsOf(receipt(['Trip']))).toEqual([
      { tag: 'Food run', cents: 61_20 },
      { tag: 'Trip', cents: 86_40 },
    ]);
    expect(partTagCentsOf(receipt(['Trip']))).toEqual({ 'Food run': 61_20 });
    expect(partTagCentsOf(receipt())).toEqual({ 'Food run': 61_20, trip: 61_20 });
    expect(partTagCentsOf({ amount_cents: 1 as Cents, category: '', tags: tagsText(['trip']) })).toBeUndefined();
  });

  it('move with a rename or a merge, in the transaction and in its parts', () => {
    const moved = withTagMoved(receipt(['trip']), 'trip', 'Rome');
    expect(allTagsOf(moved)).toEqual(['Food run', 'Rome']);
    expect(readParts(moved.parts)![0]!.tags).toEqual(['Food run', 'Rome']);
  });
});

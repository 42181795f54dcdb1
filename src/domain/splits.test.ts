import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Cents } from './money';
import {
  partsAddUp,
  partsFieldSchema,
  partsOf,
  partsText,
  readParts,
  remainingToAssign,
  splitFields,
  splitTexts,
  type SplitPart,
} from './splits';

const part = (category: string, cents: number, note = ''): SplitPart => ({
  category,
  amount_cents: cents as Cents,
  note,
});
const receipt = [part('Food', 61_20), part('Household', 25_20, 'detergent')];
const problemOf = (text: unknown) => {
  const parsed = v.safeParse(partsFieldSchema, text);
  return parsed.success ? undefined : parsed.issues[0].message;
};

describe('split parts', () => {
  it('are stored as one canonical text that reads back as the same parts', () => {
    const text = partsText(receipt);
    expect(problemOf(text)).toBeUndefined();
    expect(readParts(text)).toEqual(receipt);
    // Key order does not matter to the person, but the stored form is one: the merge compares texts.
    const reordered = JSON.stringify(
      receipt.map(({ note, amount_cents, category }) => ({ note, amount_cents, category })),
    );
    expect(problemOf(reordered)).toBe(splitTexts.notCanonical);
  });

  it('refuse fewer than two parts, a part of no amount, and text that is not a list of parts', () => {
    expect(problemOf(partsText([part('Food', 86_40)]))).toBe(splitTexts.tooFew);
    expect(problemOf(partsText([part('Food', 86_40), part('Household', 0)]))).toBe(splitTexts.partAmount);
    expect(problemOf(partsText([part('Food', 86_40), part('Household', 1.5)]))).toBe(splitTexts.partAmount);
    expect(problemOf('{"category":"Food"}')).toBe(splitTexts.notList);
    expect(problemOf('not json')).toBe(splitTexts.notList);
    expect(problemOf(42)).toBe(splitTexts.notText);
    expect(problemOf(partsText(Array.from({ length: 21 }, (_, i) => part(`C${i}`, 1_00))))).toBe(splitTexts.tooMany);
  });

  it('say what is left to assign, and whether a record adds up', () => {
    expect(remainingToAssign(86_40 as Cents, [part('Food', 61_20)])).toBe(25_20);
    expect(remainingToAssign(86_40 as Cents, receipt)).toBe(0);
    expect(splitTexts.remaining(25_20 as Cents)).toBe('25.20 left to assign');
    expect(splitTexts.remaining(-1_00 as Cents)).toBe('1.00 more than the amount');
    expect(partsAddUp({ amount_cents: 86_40 as Cents, parts: partsText(receipt) })).toBe(true);
    expect(partsAddUp({ amount_cents: 90_00 as Cents, parts: partsText(receipt) })).toBe(false);
    expect(partsAddUp({ amount_cents: 90_00 as Cents })).toBe(true);
  });

  it('count a split as its parts and anything else as its whole, in its category', () => {
    const split = { amount_cents: 86_40 as Cents, ...splitFields(receipt) };
    expect(split.category).toBe('Food');
    expect(partsOf(split).map((p) => [p.category, p.amount_cents])).toEqual([
      ['Food', 61_20],
      ['Household', 25_20],
    ]);
    expect(partsOf({ amount_cents: 12_00 as Cents, category: 'Rent' })).toEqual([
      { category: 'Rent', amount_cents: 12_00 },
    ]);
  });
});

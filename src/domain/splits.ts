import * as v from 'valibot';
import { jsonTextField } from './jsonTextField';
import { centsToDecimalString, maxCents, toCents, type Cents } from './money';
import { normaliseTags, tagListProblem } from './tags';
import { storableText } from './text';

/**
 * Split transactions (issue 45, item 1): one receipt across several categories. A split
 * transaction keeps its amount, and its `parts` say how that amount divides: each part has its own
 * category, amount and note, and the parts always sum to the amount. The record's `category` is its
 * first part's, so a reader that knows nothing of splits (the spec's REST calls) sees the total in
 * that category.
 *
 * On the wire and in both databases `parts` is one text field holding the parts as JSON, written in
 * one canonical form (partsText), so the field-level merge compares and carries the whole list as
 * one value: two devices' edits of the parts never interleave part by part. The rule that keeps the
 * sum when an amount and the parts were changed apart is `keepPartsWhole` (src/domain/merge.ts).
 */

export interface SplitPart {
  category: string;
  amount_cents: Cents;
  note: string;
  /**
   * The part's own tags (issue 45, item 3), beside the transaction's: in canonical order
   * (normaliseTags), absent when it has none (src/domain/partTags.ts has their rules).
   */
  tags?: string[];
}

export const minParts = 2;
export const maxParts = 20;
export const maxPartNoteLength = 200;
/** The stored text's bound: a patch carries a text field of at most 2,000 characters. */
export const maxPartsTextLength = 2000;

export const splitTexts = {
  notText: 'Parts must be text (a JSON list)',
  notList: 'Parts must be a JSON list of { category, amount_cents, note }',
  tooFew: `A split has at least ${minParts} parts`,
  tooMany: `A split has at most ${maxParts} parts`,
  tooLong: `The parts must be at most ${maxPartsTextLength} characters in all; use fewer parts or shorter notes`,
  partAmount: 'Each part needs an amount of at least 0.01',
  partNote: `A part's note must be at most ${maxPartNoteLength} characters`,
  partCategory: "A part's category must be at most 500 characters",
  notCanonical: 'Parts must be written as the app writes them (category, amount_cents, note, and tags when any)',
  mismatch: 'The parts must add up to the amount',
  remaining: (cents: Cents) =>
    cents > 0
      ? `${centsToDecimalString(cents)} left to assign`
      : `${centsToDecimalString(toCents(-cents))} more than the amount`,
};

const partSchema = v.strictObject(
  {
    category: v.pipe(v.string(splitTexts.partCategory), v.maxLength(500, splitTexts.partCategory), storableText()),
    amount_cents: v.pipe(
      v.number(splitTexts.partAmount),
      v.integer(splitTexts.partAmount),
      v.minValue(1, splitTexts.partAmount),
      v.maxValue(maxCents, splitTexts.partAmount),
    ),
    note: v.pipe(v.string(splitTexts.partNote), v.maxLength(maxPartNoteLength, splitTexts.partNote), storableText()),
    // Their order and spelling are checked as the whole text's canonical form (partsText).
    tags: v.optional(
      v.pipe(
        v.array(v.string(splitTexts.notList), splitTexts.notList),
        v.minLength(1, splitTexts.notCanonical),
        v.rawCheck(({ dataset, addIssue }) => {
          const problem = dataset.typed ? tagListProblem(dataset.value) : undefined;
          if (problem) addIssue({ message: problem });
        }),
      ),
    ),
  },
  splitTexts.notList,
);

const partsListSchema = v.pipe(
  v.array(partSchema, splitTexts.notList),
  v.minLength(minParts, splitTexts.tooFew),
  v.maxLength(maxParts, splitTexts.tooMany),
);

/** The one form the parts are stored in: the same parts always make the same text. */
export function partsText(parts: readonly SplitPart[]): string {
  return JSON.stringify(
    parts.map(({ category, amount_cents, note, tags }) => {
      const normal = normaliseTags(tags ?? []);
      return normal.length > 0 ? { category, amount_cents, note, tags: normal } : { category, amount_cents, note };
    }),
  );
}

/** The parts a stored text holds; undefined when it is not a valid list of parts. */
export function readParts(text: string): SplitPart[] | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(partsListSchema, value);
  return parsed.success ? (parsed.output as SplitPart[]) : undefined;
}

/** The stored field's rule, shared by the device and the server: canonical JSON of 2 to 20 valid parts. */
export const partsFieldSchema = jsonTextField(
  partsListSchema,
  maxPartsTextLength,
  { notText: splitTexts.notText, tooLong: splitTexts.tooLong, notJson: splitTexts.notList },
  { textOf: (parts) => partsText(parts as SplitPart[]), message: splitTexts.notCanonical },
);

const sumOf = (parts: readonly Pick<SplitPart, 'amount_cents'>[]) =>
  toCents(parts.reduce((sum, part) => sum + part.amount_cents, 0));

/** What is left to assign to the parts (negative: the parts exceed the amount). */
export function remainingToAssign(amount: Cents, parts: readonly Pick<SplitPart, 'amount_cents'>[]): Cents {
  return toCents(amount - sumOf(parts));
}

/** Whether a transaction's stored parts, if any, add up to its amount (the record rule both sides check). */
export function partsAddUp(record: { amount_cents: Cents; parts?: string }): boolean {
  if (record.parts === undefined) return true;
  const parts = readParts(record.parts);
  return parts !== undefined && sumOf(parts) === record.amount_cents;
}

/**
 * What a transaction counts as in reports, budgets, trends and category totals: its parts when it
 * is split, else the whole amount in its category.
 */
export function partsOf(record: {
  amount_cents: Cents;
  category: string;
  parts?: string;
}): readonly Pick<SplitPart, 'category' | 'amount_cents'>[] {
  // Stored parts were checked on the way in (partsFieldSchema), and this runs for every record a
  // first sync applies: a plain parse, not the schema.
  if (record.parts !== undefined) {
    const parts: unknown = JSON.parse(record.parts);
    if (Array.isArray(parts)) return parts as SplitPart[];
  }
  return [{ category: record.category, amount_cents: record.amount_cents }];
}

/** A split's categories, each once; none for a transaction that is not split. */
export function splitCategories(record: { amount_cents: Cents; category: string; parts?: string }): string[] {
  return record.parts === undefined ? [] : [...new Set(partsOf(record).map((part) => part.category))];
}

/** The texts of a split's parts a search finds it by: their categories, notes and tags. */
export function partTexts(record: { amount_cents: Cents; category: string; parts?: string }): string[] {
  if (record.parts === undefined) return [];
  return (partsOf(record) as SplitPart[]).flatMap((part) => [part.category, part.note ?? '', ...(part.tags ?? [])]);
}

/** The category a split's record holds: its first part's. */
export const firstPartCategory = (parts: string): string => readParts(parts)?.[0]?.category ?? '';

/** The record fields a split sets: the parts, and the first part's category as the record's. */
export function splitFields(parts: readonly SplitPart[]): { parts: string; category: string } {
  return { parts: partsText(parts), category: parts[0]!.category };
}

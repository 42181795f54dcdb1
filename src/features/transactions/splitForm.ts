import { checkAmountText } from '../../domain/amountInput';
import { readAmountText } from '../../domain/amountText';
import type { Cents } from '../../domain/money';
import type { NumberMarks } from '../../domain/numberMarks';
import { maxParts, maxPartNoteLength, readParts, splitFields, splitTexts, type SplitPart } from '../../domain/splits';
import { tagListProblem } from '../../domain/tags';
import { amountFieldText } from '../../ui/formatCents';
import { withTyped } from './TagsField';

/** One part of a split as its fields hold it (issue 45, item 1); `key` keeps React's rows apart. */
export interface PartValues {
  key: string;
  category: string;
  amount: string;
  note: string;
  /** The part's own tags (issue 45, item 3), and what is typed in its tags field and not yet added. */
  tags: string[];
  tagText: string;
}

export const splitFormTexts = {
  split: 'Split into categories',
  unsplit: 'Unsplit',
  legend: 'Split',
  addPart: 'Add part',
  removePart: (n: number) => `Remove part ${n}`,
  category: (n: number) => `Category of part ${n}`,
  amount: (n: number) => `Amount of part ${n}`,
  note: (n: number) => `Note of part ${n}`,
  tags: (n: number) => `Tags of part ${n}`,
  assigned: 'All of the amount is assigned.',
  tooFew: 'A split needs at least 2 parts; add one, or unsplit.',
  noteTooLong: (n: number) => `The note of part ${n} must be at most ${maxPartNoteLength} characters.`,
};

let nextKey = 0;
const newKey = () => `part-${(nextKey += 1)}`;

export const blankPart = (category = ''): PartValues => ({
  key: newKey(),
  category,
  amount: '',
  note: '',
  tags: [],
  tagText: '',
});

/** A new split: the category chosen so far as its first part, and a second part to fill in. */
export const startSplit = (category: string): PartValues[] => [blankPart(category), blankPart()];

/** The parts of a stored split as fields; undefined when it is not split. */
export function partValuesOf(record: { parts?: string; currency: string }): PartValues[] | undefined {
  const parts = record.parts === undefined ? undefined : readParts(record.parts);
  return parts?.map((part) => ({
    key: newKey(),
    category: part.category,
    amount: amountFieldText(part.amount_cents, record.currency),
    note: part.note,
    tags: part.tags ?? [],
    tagText: '',
  }));
}

/** What is still to assign while the person types (undefined while the total or a part is unreadable). */
export function remainingWhileTyping(
  total: string,
  parts: readonly PartValues[],
  marks: NumberMarks,
): Cents | undefined {
  const totalReading = readAmountText(total, marks);
  if (totalReading.kind !== 'amount') return undefined;
  let assigned = 0;
  for (const part of parts) {
    if (part.amount.trim() === '') continue;
    const reading = readAmountText(part.amount, marks);
    if (reading.kind !== 'amount') return undefined;
    assigned += reading.cents;
  }
  return (totalReading.cents - assigned) as Cents;
}

/**
 * The parts as a record stores them, or the first problem with them (its text names the part): each
 * needs an amount of at least 0.01, and together they add up to the transaction's amount.
 */
export function checkSplit(
  parts: readonly PartValues[],
  amount: Cents,
  marks: NumberMarks,
): { fields: { parts: string; category: string } } | { error: string } {
  if (parts.length < 2) return { error: splitFormTexts.tooFew };
  if (parts.length > maxParts) return { error: splitTexts.tooMany };
  const checked: SplitPart[] = [];
  for (const [index, part] of parts.entries()) {
    const cents = checkAmountText(part.amount.trim(), { label: splitFormTexts.amount(index + 1), minCents: 1, marks });
    if ('error' in cents) return { error: cents.error };
    const note = part.note.trim();
    if (note.length > maxPartNoteLength) return { error: splitFormTexts.noteTooLong(index + 1) };
    // A tag still typed at the save is added, as the transaction's tags field does.
    const tags = withTyped(part.tags, part.tagText.split(','), []);
    const tagProblem = tagListProblem(tags);
    if (tagProblem) return { error: `${splitFormTexts.tags(index + 1)}: ${tagProblem}` };
    checked.push({ category: part.category.trim(), amount_cents: cents.cents, note, tags });
  }
  const left = (amount - checked.reduce((sum, part) => sum + part.amount_cents, 0)) as Cents;
  if (left !== 0) return { error: `${splitTexts.mismatch}: ${splitTexts.remaining(left)}.` };
  return { fields: splitFields(checked) };
}

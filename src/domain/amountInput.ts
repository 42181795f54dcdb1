import { readAmountText, type AmbiguousAmount } from './amountText';
import { maxCents, type Cents } from './money';
import { dotDecimalMarks, type NumberMarks } from './numberMarks';

export interface AmountRule {
  /** The field's name as the form shows it: 'Amount', 'Price'. */
  label: string;
  /** The smallest amount allowed, in hundredths: 0, or 1 (0.01) for scheduled items. */
  minCents: number;
  /** How the person's locale writes numbers (numberMarksOf); a dot for decimals when omitted. */
  marks?: NumberMarks;
}

export type AmountCheck = { cents: Cents } | { error: string; ambiguous?: AmbiguousAmount };

/** Hundredths as '0.01', '1,000,000,000,000.00': the limits in the messages. */
function limitText(cents: number): string {
  const units = Math.floor(cents / 100).toLocaleString('en-US');
  return `${units}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * One rule for every amount a form takes (transactions, scheduled items, wishes, budgets,
 * transfers): a number with at most two decimals, as the person's locale writes it or in a shape
 * only one reading fits (readAmountText), at least the form's minimum, at most one trillion; and
 * one wording for each way it fails. A text that may mean thousands is refused, naming the field,
 * until the person takes that reading (the field offers it) or writes the amount otherwise. An empty field is the caller's "required"
 * message (the spec words it per form).
 */
export function checkAmountText(text: string, { label, minCents, marks = dotDecimalMarks }: AmountRule): AmountCheck {
  const reading = readAmountText(text, marks);
  const atLeast = { error: `${label} must be at least ${limitText(minCents)}.` };
  if (reading.kind === 'invalid') {
    if (reading.problem === 'tooLarge') return { error: `${label} must be at most ${limitText(maxCents)}.` };
    return { error: `${label} must be a number with at most 2 decimals.` };
  }
  if (reading.negative) return atLeast;
  if (reading.kind === 'ambiguous') {
    return {
      error: `${label} “${text.trim()}” has three digits after “${reading.mark}”: choose the thousands under the field, or enter at most 2 decimals.`,
      ambiguous: reading,
    };
  }
  if (reading.cents < minCents) return atLeast;
  return { cents: reading.cents };
}

import { maxCents, parseAmount, type Cents } from './money';

export interface AmountRule {
  /** The field's name as the form shows it: 'Amount', 'Price'. */
  label: string;
  /** The smallest amount allowed, in hundredths: 0, or 1 (0.01) for scheduled items. */
  minCents: number;
}

/** Hundredths as '0.01', '1,000,000,000,000.00': the limits in the messages. */
function limitText(cents: number): string {
  const units = Math.floor(cents / 100).toLocaleString('en-US');
  return `${units}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * One rule for every amount a form takes (transactions, scheduled items, wishes): a number with at
 * most two decimals, at least the form's minimum, at most one trillion; and one wording for each way
 * it fails. An empty field is the caller's "required" message (the spec words it per form).
 */
export function checkAmountText(text: string, { label, minCents }: AmountRule): { cents: Cents } | { error: string } {
  const trimmed = text.trim();
  if (/^-/.test(trimmed) && parseAmount(trimmed.slice(1)) !== undefined) {
    return { error: `${label} must be at least ${limitText(minCents)}.` };
  }
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return { error: `${label} must be a number with at most 2 decimals.` };
  const cents = parseAmount(trimmed);
  if (cents === undefined || cents > maxCents) return { error: `${label} must be at most ${limitText(maxCents)}.` };
  if (cents < minCents) return { error: `${label} must be at least ${limitText(minCents)}.` };
  return { cents };
}

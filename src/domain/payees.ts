import * as v from 'valibot';
import { storableText } from './text';

/**
 * Who was paid, or who paid (issue 45, item 2): a field of its own beside the description, so
 * transactions can be grouped, searched and suggested by it. Optional: a record without one has none.
 */

export const maxPayeeLength = 100;

export const payeeTexts = {
  notText: 'Payee must be text',
  empty: 'Payee must not be empty (leave it out instead)',
  spaces: 'Payee must not begin or end with a space',
  tooLong: `Payee must be at most ${maxPayeeLength} characters`,
};

/** The payee as it is stored: trimmed, with runs of white space made one space; undefined when nothing is left. */
export function cleanPayee(text: string | null | undefined): string | undefined {
  const cleaned = (text ?? '').replace(/\s+/gu, ' ').trim();
  return cleaned === '' ? undefined : cleaned;
}

/** The stored field's rule, shared by the device and the server: a clean, non-empty text. */
export const payeeSchema = v.pipe(
  v.string(payeeTexts.notText),
  v.check((text) => text !== '', payeeTexts.empty),
  v.check((text) => text === text.trim(), payeeTexts.spaces),
  v.maxLength(maxPayeeLength, payeeTexts.tooLong),
  storableText(),
);

/** How payees sort in lists and suggestions: the person's alphabet, case and accents aside. */
export const payeeCollator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

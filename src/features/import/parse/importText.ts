import { cleanPayee, maxPayeeLength } from '../../../domain/payees';
import { maxTextLength } from '../../../domain/records';

/**
 * A file's text as a record may hold it: runs of white space (line breaks inside a quoted field
 * included) become one space, characters neither database can store go, and a bank's long memo is
 * cut at the record's limit rather than refused.
 */
export function recordText(...parts: readonly (string | undefined)[]): string {
  const joined = parts
    .map((part) =>
      (part ?? '')
        .replaceAll('\u0000', '')
        .replace(/\p{Surrogate}/gu, '\ufffd')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join(' · ');
  return [...joined].slice(0, maxTextLength).join('').trim();
}

/** A file's payee as a record holds it (src/domain/payees.ts): cleaned, cut at its limit; none when empty. */
export function payeeText(text: string | undefined): { payee?: string } {
  const payee = cleanPayee([...recordText(text)].slice(0, maxPayeeLength).join(''));
  return payee === undefined ? {} : { payee };
}

/** Text kept exactly as written (this app's own export), less what neither database can store. */
export function keptText(text: string): string {
  const storable = text.replaceAll('\u0000', '').replace(/\p{Surrogate}/gu, '\ufffd');
  return [...storable].slice(0, maxTextLength).join('');
}

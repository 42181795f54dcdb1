import { normaliseText } from '../../../domain/searchWords';

// A label naming the account's number, not its balance ("Kontostand") or its name ("Account Name").
const numberLabel =
  /^(kontonummer|konto|iban|account number|account no|account|acct|numero de compte|rekeningnummer)\b/;
const iban = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}/;
// Plain or masked ("XXXXXX4821", "****4821"): at least four digits at its end.
const plainNumber = /[X*\d][X*\d-]*\d{4}/;

/** The number in a cell given as an account's: an IBAN, else a run of digits (masked or not). */
function numberIn(value: string): string | undefined {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return iban.exec(compact)?.[0] ?? plainNumber.exec(compact)?.[0];
}

/**
 * The account number a bank writes in the block of account lines above its CSV table
 * ("Kontonummer:;DE12 1203 0000 0012 3456 78 / Girokonto", "Account Number : XXXXXX4821"): an IBAN
 * anywhere in the block, else the value beside (or after the colon of) an account-number label.
 * Only its hash and last four digits are kept (fileSource.ts), as for an OFX file's.
 */
export function blockAccountNumber(block: readonly (readonly string[])[]): string | undefined {
  for (const row of block) {
    for (const cell of row) {
      const found = iban.exec(cell.replace(/\s/g, '').toUpperCase());
      if (found && /\d{8}/.test(found[0])) return found[0];
    }
  }
  for (const row of block) {
    for (const [i, cell] of row.entries()) {
      const [label = '', ...after] = cell.split(':');
      if (!numberLabel.test(normaliseText(label).trim())) continue;
      const value = after.join(':').trim() || (row[i + 1] ?? '');
      const number = numberIn(value);
      if (number) return number;
    }
  }
  return undefined;
}

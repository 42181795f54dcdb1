import type { CurrencyCode } from '../../../domain/currencies';
import type { IsoDate } from '../../../domain/dates';
import type { Cents } from '../../../domain/money';
import { blockAccountNumber } from './blockAccount';
import type { OfxAccount } from './ofx';

/**
 * What a file says of the account it comes from (issue 44, item 7): a signature to remember the
 * target account by, and what a new account made from the file starts with. Made in the import
 * worker: an OFX account number never leaves it whole, only its hash and its last four digits.
 */
export interface FileSource {
  /**
   * `ofx:` and a hash of the bank and account ids; `csv:` and a hash of the account number above a
   * CSV's table, or of its header row; none without either.
   */
  signature?: string;
  /** A new account's name: the bank and the number's last four, or the file's name. */
  name: string;
  accountType: 'current' | 'credit_card';
  /** The last four digits of the account number, or ''. */
  lastFour: string;
  /** The statement's currency (OFX CURDEF), when the file says it. */
  currency?: CurrencyCode;
  /** OFX LEDGERBAL: offered as the statement balance when the account is next reconciled. */
  ledger?: { cents: Cents; date: IsoDate };
}

/** The first 16 hex digits of the text's SHA-256: enough to tell accounts apart, nothing to read back. */
async function hashOf(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 'statement' from 'statement.ofx'. */
const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim() || fileName;

/** The last four digits of an account number, masked or not ('4111********1111' gives '1111'). */
export function lastFourOf(number: string): string {
  const digits = number.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : '';
}

export async function ofxSource(account: OfxAccount, fileName: string): Promise<FileSource> {
  const lastFour = lastFourOf(account.number);
  const bank = account.org.trim() || baseName(fileName);
  return {
    ...(account.number ? { signature: `ofx:${await hashOf(`${account.bankId}|${account.number}`)}` } : {}),
    name: (lastFour ? `${bank} ending ${lastFour}` : bank).slice(0, 150),
    accountType: account.creditCard ? 'credit_card' : 'current',
    lastFour,
    ...(account.currency ? { currency: account.currency } : {}),
    ...(account.ledger ? { ledger: account.ledger } : {}),
  };
}

/**
 * A bank's CSV is known by its header row, the table's first (the same bank writes the same one): the
 * account its files went into and the mapping they were read with are remembered by it.
 */
export async function csvHeaderSignature(header: readonly string[]): Promise<string> {
  return `csv:${await hashOf(header.map((cell) => cell.trim()).join('\u001f'))}`;
}

/**
 * A bank's CSV from its rows as read through the mapping. Its account is known by the account number
 * in the block of account lines above the table when it has one (two accounts at one bank write the
 * same header), else by the header; a CSV without either has no signature.
 */
export async function csvSource(
  rows: readonly (readonly string[])[],
  { hasHeader, skipRows }: { hasHeader: boolean; skipRows: number },
  fileName: string,
): Promise<FileSource> {
  const header = hasHeader ? (rows[skipRows] ?? []) : [];
  const number = blockAccountNumber(rows.slice(0, skipRows));
  const lastFour = number ? lastFourOf(number) : '';
  const name = baseName(fileName);
  const signature = number
    ? `csv:${await hashOf(`account|${number}`)}`
    : header.length > 0
      ? await csvHeaderSignature(header)
      : undefined;
  return {
    ...(signature ? { signature } : {}),
    name: (lastFour ? `${name} ending ${lastFour}` : name).slice(0, 150),
    accountType: 'current',
    lastFour,
  };
}

/** A QIF file names no account: only its name is known. */
export function namedSource(fileName: string): FileSource {
  return { name: baseName(fileName).slice(0, 150), accountType: 'current', lastFour: '' };
}

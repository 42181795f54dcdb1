import type { TransactionRecord } from './records';
import { partTexts } from './splits';
import { tagsOf } from './tags';

/**
 * Words for the transactions search (issue 17): the same normalising for what is stored and what is
 * typed, so "Café" finds "cafe" and "CAFÉ". NFKD splits an accented letter into the letter and its
 * combining mark, which is then dropped; compatibility forms (ligatures, full-width letters) become
 * their plain letters.
 */
export function normaliseText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Letters and digits make words; everything else (spaces, punctuation, symbols) separates them. */
const separator = /[^\p{L}\p{N}]+/u;

/** The distinct normalised words of some texts, in first-seen order. */
export function wordsOf(...texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of normaliseText(text).split(separator)) if (word) words.add(word);
  }
  return [...words];
}

/** The words a transaction is found by: its description, category, payee and tags (issue 45). */
export const transactionWords = (
  record: Pick<TransactionRecord, 'trans_details' | 'category' | 'payee' | 'tags' | 'amount_cents' | 'parts'>,
) => wordsOf(record.trans_details, record.category, record.payee ?? '', ...tagsOf(record), ...partTexts(record));

/**
 * The words a search asks for: each must begin a word of the transaction (a prefix match), so
 * "sup mark" finds "Supermarket stall". A word that is a prefix of another asked-for word adds
 * nothing and is dropped.
 */
export function searchTerms(query: string): string[] {
  const words = wordsOf(query);
  return words.filter((word) => !words.some((other) => other !== word && other.startsWith(word)));
}

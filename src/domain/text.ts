import * as v from 'valibot';

export const nulText = 'Text must not contain the NUL character (U+0000).';
export const loneSurrogateText =
  'Text must not contain a lone surrogate (half of a UTF-16 pair, U+D800 to U+DFFF, without its other half).';

// With the u flag a proper pair is one code point (an emoji, say), so only an unpaired half matches.
const loneSurrogate = /\p{Surrogate}/u;

/**
 * What is wrong with a text for storing, or undefined when nothing is.
 *
 * U+0000: PostgreSQL text cannot hold it (a query carrying one fails) while SQLite and IndexedDB can.
 * A lone surrogate: IndexedDB keeps it, but both databases store UTF-8, which has no form for it, so
 * the server would keep U+FFFD instead and the device and the server would silently disagree.
 */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return nulText;
  if (loneSurrogate.test(text)) return loneSurrogateText;
  return undefined;
}

/**
 * The one rule for every text a person or a device sends, in the shared schemas: a device refuses
 * such text before it is queued, and the server rejects that one mutation rather than a whole push.
 */
export const storableText = () =>
  v.check<string, (issue: v.CheckIssue<string>) => string>(
    (text) => textProblem(text) === undefined,
    (issue) => textProblem(issue.input) ?? nulText,
  );

import { normaliseText } from './searchWords';

/**
 * A category name's comparable form: accents, case, spacing and punctuation do not tell two
 * categories apart for a person ("Café " and "cafe" are the same category to them).
 */
export function categoryKey(name: string): string {
  return normaliseText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** English plurals, reduced to one stem, so "Groceries", "Grocery" and "Grocerys" meet. */
function singular(key: string): string {
  if (key.length > 4 && key.endsWith('ies')) return `${key.slice(0, -3)}y`;
  if (key.length > 4 && /(?:ch|sh|ss|x|z)es$/.test(key)) return key.slice(0, -2);
  if (key.length > 3 && key.endsWith('s') && !key.endsWith('ss')) return key.slice(0, -1);
  return key;
}

/**
 * True when `a` becomes `b` by one edit: a letter added, removed, changed, or two neighbours swapped
 * (optimal string alignment distance at most 1), compared by code point.
 */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  if (x.length === y.length) {
    if (i === x.length) return true;
    const rest = (from: number) => x.slice(from).join('') === y.slice(from).join('');
    // A changed letter, or two neighbours swapped.
    return rest(i + 1) || (x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2));
  }
  const [longer, shorter] = x.length > y.length ? [x, y] : [y, x];
  return longer.slice(i + 1).join('') === shorter.slice(i).join('');
}

/** Short names differ meaningfully by one letter ("Tax" and "Taxi"): typos count only from this length. */
const minTypoLength = 5;

/**
 * The existing category that `typed` looks like a near-duplicate of, or undefined: one that differs
 * from it only in case, accents, spacing or punctuation, singular against plural, or one typo. An exact
 * match is the category itself, not a near-duplicate. The most used is first in `existing`, so on a tie
 * the first one found is offered.
 */
export function nearDuplicateOf(typed: string, existing: readonly string[]): string | undefined {
  const name = typed.trim();
  const key = categoryKey(name);
  if (key === '' || existing.includes(name)) return undefined;
  const stem = singular(key);
  const sameAfterNormalising = existing.find((other) => {
    const otherKey = categoryKey(other);
    return otherKey === key || singular(otherKey) === stem;
  });
  if (sameAfterNormalising !== undefined) return sameAfterNormalising;
  if ([...key].length < minTypoLength) return undefined;
  return existing.find((other) => {
    const otherKey = categoryKey(other);
    return (
      [...otherKey].length >= minTypoLength && (withinOneEdit(otherKey, key) || withinOneEdit(singular(otherKey), stem))
    );
  });
}

/**
 * A rule's regular expression (issue 48, item 1), made safe to run on every transaction of a device.
 *
 * JavaScript cannot stop a running `RegExp`, so the time limit is set before it runs, by what a
 * pattern may hold and how much text it is run on:
 * - the pattern is at most `maxPatternLength` characters, has no groups (so no quantified group and no
 *   alternation under a quantifier: the shapes of catastrophic, exponential backtracking), no back
 *   reference and no look-around, and at most `maxQuantifiers` quantifiers, each on one atom;
 * - it runs on at most the first `maxRegexInput` characters of the text (a payee is at most 100).
 * Backtracking over k quantified atoms costs at most about n^(k+1) steps for n characters; with k = 2
 * and n = 120 the worst patterns found (`a*a*b`, `a+.+!` on 120 a's) take about 1 ms once V8 compiled
 * them (tens of ms on the first, interpreted run), where one more repeat took seconds; a top-level
 * `|` only adds its alternatives' costs. The server checks the pattern (the same function) but never
 * runs it, so a pattern cannot cost the server anything.
 */

export const maxPatternLength = 100;
export const maxQuantifiers = 2;
export const maxRegexInput = 120;

export const regexTexts = {
  tooLong: `A pattern must be at most ${maxPatternLength} characters`,
  empty: 'A pattern must not be empty',
  group: 'A pattern must not hold groups "( )": write the text out, or use one rule per alternative',
  backReference: 'A pattern must not hold a back reference',
  quantifiers: `A pattern may hold at most ${maxQuantifiers} repeats (*, +, ? or {n,m})`,
  invalid: 'The pattern is not a valid regular expression',
};

/** What makes a pattern unsafe or invalid, or undefined: a linear scan, so checking costs nothing either. */
export function regexProblem(pattern: string): string | undefined {
  if (pattern === '') return regexTexts.empty;
  if (pattern.length > maxPatternLength) return regexTexts.tooLong;
  let quantifiers = 0;
  let afterQuantifier = false;
  for (let i = 0; i < pattern.length; i += 1) {
    const char = pattern[i]!;
    const wasQuantifier = afterQuantifier;
    afterQuantifier = false;
    if (char === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9k]/u.test(next)) return regexTexts.backReference;
      i += 1;
      // `\p{L}` and `\u{20AC}` are one atom with their braces, not a repeat.
      if (/[pPu]/u.test(next) && pattern[i + 1] === '{') i = Math.max(i, pattern.indexOf('}', i));
    } else if (char === '[') {
      // A class is one atom: skip to its closing bracket, past escaped ones.
      for (i += 1; i < pattern.length && pattern[i] !== ']'; i += 1) if (pattern[i] === '\\') i += 1;
    } else if (char === '(') {
      return regexTexts.group;
    } else if (char === '*' || char === '+' || char === '?' || char === '{') {
      // A `?` right after a quantifier makes it lazy: the same repeat, not another.
      if (char === '?' && wasQuantifier) continue;
      if (char === '{') i = Math.max(i, pattern.indexOf('}', i));
      quantifiers += 1;
      afterQuantifier = true;
      if (quantifiers > maxQuantifiers) return regexTexts.quantifiers;
    }
  }
  try {
    new RegExp(pattern, 'iu');
  } catch {
    return regexTexts.invalid;
  }
  return undefined;
}

/** A checked pattern compiled once; undefined for one `regexProblem` refuses (a rule that never matches). */
export function compileRulePattern(pattern: string): RegExp | undefined {
  return regexProblem(pattern) === undefined ? new RegExp(pattern, 'iu') : undefined;
}

/** Whether a compiled pattern matches the text, run on its first `maxRegexInput` characters only. */
export function regexMatches(pattern: RegExp, text: string): boolean {
  return pattern.test(text.slice(0, maxRegexInput));
}

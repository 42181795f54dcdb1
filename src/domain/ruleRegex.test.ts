import { describe, expect, it } from 'vitest';
import { compileRulePattern, maxRegexInput, regexMatches, regexProblem, regexTexts } from './ruleRegex';

describe('regexProblem', () => {
  it.each([
    ['^rewe', undefined],
    ['amzn|amazon', undefined],
    ['paypal \\*.*netflix', undefined],
    ['[(]shop[)]\\d+', undefined],
    ['a.*?b', undefined],
    ['\\(ok\\)', undefined],
    ['^\\p{L}+ \\u{20AC}\\d+', undefined],
    ['', regexTexts.empty],
    ['x'.repeat(101), regexTexts.tooLong],
    ['(a+)+$', regexTexts.group],
    ['(?=x)', regexTexts.group],
    ['(a)\\1', regexTexts.group],
    ['a\\1', regexTexts.backReference],
    ['\\k<name>', regexTexts.backReference],
    ['a*a*a*b', regexTexts.quantifiers],
    ['a?b?c?', regexTexts.quantifiers],
    ['a{1,5}b{2}c+', regexTexts.quantifiers],
    ['[a-', regexTexts.invalid],
    ['a**', regexTexts.invalid],
  ])('%j: %j', (pattern, problem) => {
    expect(regexProblem(pattern)).toBe(problem);
  });
});

describe('regexMatches', () => {
  it('ignores case and finds its pattern anywhere in the text', () => {
    const pattern = compileRulePattern('rewe.*markt')!;
    expect(regexMatches(pattern, 'Kartenzahlung REWE Markt 1234')).toBe(true);
    expect(regexMatches(pattern, 'EDEKA')).toBe(false);
  });

  it(`looks at the first ${maxRegexInput} characters only`, () => {
    const pattern = compileRulePattern('tail')!;
    expect(regexMatches(pattern, `${'x'.repeat(maxRegexInput - 4)}tail`)).toBe(true);
    expect(regexMatches(pattern, `${'x'.repeat(maxRegexInput)}tail`)).toBe(false);
  });

  it('a refused pattern compiles to nothing, so its rule never matches', () => {
    expect(compileRulePattern('(a+)+$')).toBeUndefined();
  });

  // The threat: a pattern that backtracks for seconds would freeze the tab on every transaction. Its
  // cost is bounded by the shape (at most two quantifiers, none nested: the cases above) and by the
  // input, which never reaches the pattern longer than maxRegexInput, however long the text.
  it('hands a pattern at most the first maxRegexInput characters of the longest text', () => {
    const seen: string[] = [];
    const recording = { test: (text: string) => seen.push(text) > 0 } as unknown as RegExp;
    regexMatches(recording, 'a'.repeat(10_000));
    expect(seen).toEqual(['a'.repeat(maxRegexInput)]);
  });

  it.each(['a*a*b', '.*.*x', 'a+.+!', '\\w*\\w*!'])(
    'the slowest allowed shape %j is allowed, and answers on the longest text',
    (source) => {
      const pattern = compileRulePattern(source)!;
      expect(pattern).toBeInstanceOf(RegExp);
      expect(regexMatches(pattern, 'a'.repeat(10_000))).toBe(false);
    },
  );
});

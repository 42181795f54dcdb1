import { describe, expect, it } from 'vitest';
import { maxJsonDepth, nestsDeeperThan } from './jsonDepth';

const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe('nestsDeeperThan', () => {
  it.each<[string, string, boolean]>([
    ['flat', '{"a": 1, "b": [1, 2]}', false],
    ['exactly the limit', nested(maxJsonDepth), false],
    ['one past the limit', nested(maxJsonDepth + 1), true],
    ['objects and arrays alike', '{"a":'.repeat(maxJsonDepth + 1) + '1' + '}'.repeat(maxJsonDepth + 1), true],
    ['brackets inside a string do not count', JSON.stringify({ text: '['.repeat(1000) }), false],
    ['an escaped quote does not end a string', JSON.stringify({ text: `\\"${'['.repeat(1000)}` }), false],
    ['a string ending in an escaped backslash ends there', `["\\\\", ${nested(maxJsonDepth + 1)}]`, true],
    ['an unterminated string is left to the parser', `["${'['.repeat(1000)}`, false],
    ['closers only', ']'.repeat(1000), false],
    ['deep after a long flat part', JSON.stringify(Array.from({ length: 1000 }, () => 'x')) + nested(65), true],
  ])('%s', (_label, text, expected) => {
    expect(nestsDeeperThan(text, maxJsonDepth)).toBe(expected);
  });

  it('counts the depth a parse would reach, not the brackets in strings', () => {
    // An object (1), its list (2), four lists (3 to 6) around a string full of brackets and quotes.
    const text = JSON.stringify({ a: [{ b: '[{"c": [[[' }, [[[['\\"]]]]']]]]] });
    expect(nestsDeeperThan(text, 6)).toBe(false);
    expect(nestsDeeperThan(text, 5)).toBe(true);
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { recordSchemas } from './recordSchemas';
import { cleanTag, normaliseTags, tagsOf, tagsSchema, tagsText, tagTexts } from './tags';
import { aTransaction } from '../../tests/support/records';

describe('cleanTag', () => {
  it.each([
    ['  road   trip ', 'road trip'],
    ['a,b', 'a b'],
    [' , ', undefined],
    ['', undefined],
  ])('%j is stored as %j', (text, stored) => {
    expect(cleanTag(text)).toBe(stored);
  });
});

describe('normaliseTags and tagsText', () => {
  it('keeps the first spelling of a tag typed twice but for case, and orders by the lower-case form', () => {
    expect(normaliseTags(['trip', ' Food', 'TRIP', 'beach'])).toEqual(['beach', 'Food', 'trip']);
  });

  it('two devices giving the same tags in another order make the same text', () => {
    expect(tagsText(['b', 'a'])).toBe(tagsText(['a', 'b']));
  });

  it('no tags leave the field out, and a record without the field has none', () => {
    expect(tagsText([' ', ''])).toBeUndefined();
    expect(tagsOf({})).toEqual([]);
    expect(tagsOf({ tags: tagsText(['x', 'y']) })).toEqual(['x', 'y']);
  });
});

describe('tagsSchema', () => {
  it.each([
    ['[]', tagTexts.empty],
    ['{"a":1}', tagTexts.notList],
    ['not json', tagTexts.notList],
    ['["b","a"]', tagTexts.notCanonical],
    ['[" a"]', tagTexts.tagSpaces],
    ['["a\\u0000b"]', 'NUL'],
  ])('refuses %j', (text, message) => {
    const result = v.safeParse(tagsSchema, text);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toContain(message);
  });

  it('a transaction may hold tags or none', () => {
    expect(v.safeParse(recordSchemas.transaction, aTransaction({ tags: tagsText(['trip']) })).success).toBe(true);
    expect(v.safeParse(recordSchemas.transaction, aTransaction()).success).toBe(true);
  });
});

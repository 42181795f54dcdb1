import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { regexTexts } from './ruleRegex';
import { actionsFieldSchema, conditionsFieldSchema, readRule, ruleTexts } from './rules';

const problem = (schema: typeof conditionsFieldSchema, value: unknown) => {
  const parsed = v.safeParse(schema, typeof value === 'string' ? value : JSON.stringify(value));
  return parsed.success ? undefined : parsed.issues[0].message;
};

describe('conditionsFieldSchema', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a payee test', [{ field: 'payee', op: 'contains', value: 'REWE' }], undefined],
    ['an amount range', [{ field: 'amount', op: 'between', min: 100, max: 200 }], undefined],
    ['no condition', [], ruleTexts.noCondition],
    ['a range the wrong way round', [{ field: 'amount', op: 'between', min: 300, max: 200 }], ruleTexts.range],
    ['an empty value', [{ field: 'payee', op: 'contains', value: '' }], ruleTexts.value],
    ['an unknown field', [{ field: 'colour', op: 'equals', value: 'red' }], ruleTexts.badCondition],
    ['an unsafe pattern', [{ field: 'payee', op: 'matches', value: '(a+)+$' }], regexTexts.group],
    ['an invalid pattern', [{ field: 'description', op: 'matches', value: '[a-' }], regexTexts.invalid],
    ['a currency no one has', [{ field: 'currency', op: 'equals', value: 'XXX' }], ruleTexts.badCondition],
    ['text that is not JSON', '{no', ruleTexts.notText],
    ['too long a text', `"${'x'.repeat(2000)}"`, ruleTexts.tooLong],
  ])('%s', (_, value, expected) => {
    expect(problem(conditionsFieldSchema, value)).toBe(expected);
  });
});

describe('actionsFieldSchema', () => {
  it.each<[string, unknown, string | undefined]>([
    ['a category', { category: 'Groceries' }, undefined],
    [
      'a payee, tags and a split',
      {
        payee: 'REWE',
        tags: ['food'],
        split: [
          { category: 'A', share: 1 },
          { category: 'B', share: 2 },
        ],
      },
      undefined,
    ],
    ['nothing', {}, ruleTexts.noAction],
    ['an unknown action', { colour: 'red' }, ruleTexts.badActions],
    ['a one-part split', { split: [{ category: 'A', share: 1 }] }, ruleTexts.parts],
    [
      'a share of 0',
      {
        split: [
          { category: 'A', share: 0 },
          { category: 'B', share: 1 },
        ],
      },
      ruleTexts.share,
    ],
    ['a tag with a comma', { tags: ['a,b'] }, expect.stringMatching(/comma/)],
    ['a payee with spaces around it', { payee: ' REWE ' }, expect.stringMatching(/space/)],
  ])('%s: %j', (_, value, expected) => {
    expect(problem(actionsFieldSchema, value)).toEqual(expected);
  });
});

describe('readRule', () => {
  it('reads valid texts, and nothing from invalid ones', () => {
    const conditions = JSON.stringify([{ field: 'payee', op: 'contains', value: 'REWE' }]);
    expect(readRule({ conditions, actions: '{"category":"Groceries"}' })).toEqual({
      conditions: [{ field: 'payee', op: 'contains', value: 'REWE' }],
      actions: { category: 'Groceries' },
    });
    expect(readRule({ conditions, actions: '{}' })).toBeUndefined();
    expect(readRule({ conditions: 'nope', actions: '{}' })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { aRule } from '../../../tests/support/records';
import { dotDecimalMarks } from '../../domain/numberMarks';
import type { RuleCondition } from '../../domain/rules';
import { blankRuleForm, checkRuleForm, ruleFormOf } from './ruleForm';
import { rulesTexts } from './rulesTexts';

const check = (patch: Partial<ReturnType<typeof blankRuleForm>>) =>
  checkRuleForm({ ...blankRuleForm(), category: 'Groceries', ...patch }, dotDecimalMarks);

describe('the rule form', () => {
  it.each<[string, Partial<ReturnType<typeof blankRuleForm>>, RuleCondition]>([
    ['payee contains', { value: ' REWE ' }, { field: 'payee', op: 'contains', value: 'REWE' }],
    [
      'an exact amount',
      { field: 'amount', op: 'equals', value: '12.50' },
      { field: 'amount', op: 'equals', cents: 1250 },
    ],
    [
      'an amount range',
      { field: 'amount', op: 'between', min: '10', max: '20' },
      { field: 'amount', op: 'between', min: 1000, max: 2000 },
    ],
    [
      'an account',
      { field: 'account', op: 'equals', value: 'acc-1' },
      { field: 'account', op: 'equals', value: 'acc-1' },
    ],
    [
      'a currency',
      { field: 'currency', op: 'equals', value: 'eur' },
      { field: 'currency', op: 'equals', value: 'EUR' },
    ],
  ])('makes %s', (_, patch, condition) => {
    expect(check(patch).input?.conditions).toEqual([condition]);
  });

  it('says what is missing', () => {
    expect(check({ value: '' })).toEqual({ error: rulesTexts.valueRequired, field: 'value' });
    expect(check({ value: 'x', category: '' })).toEqual({ error: rulesTexts.actionRequired, field: 'category' });
    expect(check({ field: 'amount', op: 'between', min: '1', max: '' }).field).toBe('max');
  });

  it('reads a split by shares, and refuses one with a category beside it or a share that is no number', () => {
    expect(check({ value: 'x', category: '', split: 'Food: 3, Home: 1' }).input?.actions).toEqual({
      split: [
        { category: 'Food', share: 3 },
        { category: 'Home', share: 1 },
      ],
    });
    expect(check({ value: 'x', split: 'Food: 3, Home: 1' }).error).toBe(rulesTexts.categoryOrSplit);
    expect(check({ value: 'x', category: '', split: 'Food: half, Home: 1' }).error).toBe(rulesTexts.splitFormat);
    expect(check({ value: 'x', category: '', split: 'Food: 1' }).error).toBe(rulesTexts.splitFormat);
  });

  it('an edit keeps the conditions the form does not show, and shows its split', () => {
    const conditions = [
      { field: 'payee', op: 'contains', value: 'REWE' },
      { field: 'amount', op: 'between', min: 0, max: 5000 },
    ];
    const split = [
      { category: 'Food', share: 1 },
      { category: 'Home', share: 1 },
    ];
    const values = ruleFormOf(aRule({ conditions: JSON.stringify(conditions), actions: JSON.stringify({ split }) }));
    expect(values).toMatchObject({
      field: 'payee',
      value: 'REWE',
      split: 'Food: 1, Home: 1',
      kept: { conditions: [conditions[1]] },
    });
    expect(checkRuleForm(values, dotDecimalMarks).input).toMatchObject({ conditions, actions: { split } });
  });
});

import { describe, expect, it } from 'vitest';
import type { Cents } from './money';
import { matchRules, outcomeFields, prepareRules, splitByShares, type RuleSubject } from './ruleMatch';
import type { RuleActions, RuleCondition } from './rules';
import { aTransaction } from '../../tests/support/records';

let order = 0;
function aRule(conditions: RuleCondition[], actions: RuleActions, extra: { enabled?: boolean; id?: string } = {}) {
  order += 1;
  return {
    id: extra.id ?? `rule-${order}`,
    sort_order: order,
    enabled: extra.enabled ?? true,
    conditions: JSON.stringify(conditions),
    actions: JSON.stringify(actions),
  };
}

const rewe: RuleSubject = {
  payee: 'REWE Markt GmbH',
  trans_details: 'Kartenzahlung 12.03.',
  amount_cents: 2345 as Cents,
  account_id: 'acc-giro',
  trans_status: 'withdraw',
  currency: 'EUR',
};

const matches = (condition: RuleCondition, subject: RuleSubject = rewe) =>
  matchRules(prepareRules([aRule([condition], { category: 'X' })]), subject).category === 'X';

describe('a condition', () => {
  it.each<[string, RuleCondition, boolean]>([
    ['payee contains, case aside', { field: 'payee', op: 'contains', value: 'rewe' }, true],
    ['payee contains another shop', { field: 'payee', op: 'contains', value: 'edeka' }, false],
    ['payee equals the whole name', { field: 'payee', op: 'equals', value: 'rewe markt gmbh' }, true],
    ['payee equals a part only', { field: 'payee', op: 'equals', value: 'rewe' }, false],
    ['payee starts with', { field: 'payee', op: 'starts_with', value: 'REWE' }, true],
    ['payee starts with its end', { field: 'payee', op: 'starts_with', value: 'GmbH' }, false],
    ['payee matches a pattern', { field: 'payee', op: 'matches', value: '^rewe.*gmbh$' }, true],
    ['description contains', { field: 'description', op: 'contains', value: 'karten' }, true],
    ['description matches', { field: 'description', op: 'matches', value: '\\d\\d\\.03' }, true],
    ['amount exact', { field: 'amount', op: 'equals', cents: 2345 }, true],
    ['amount exact, a cent off', { field: 'amount', op: 'equals', cents: 2344 }, false],
    ['amount in a range, ends included', { field: 'amount', op: 'between', min: 2345, max: 5000 }, true],
    ['amount below a range', { field: 'amount', op: 'between', min: 2346, max: 5000 }, false],
    ['account', { field: 'account', op: 'equals', value: 'acc-giro' }, true],
    ['another account', { field: 'account', op: 'equals', value: 'acc-card' }, false],
    ['type', { field: 'type', op: 'equals', value: 'withdraw' }, true],
    ['the other type', { field: 'type', op: 'equals', value: 'deposit' }, false],
    ['currency', { field: 'currency', op: 'equals', value: 'EUR' }, true],
    ['another currency', { field: 'currency', op: 'equals', value: 'USD' }, false],
  ])('%s: %j matches %j', (_, condition, expected) => {
    expect(matches(condition)).toBe(expected);
  });

  it('on a payee tests nothing when the transaction has none', () => {
    expect(matches({ field: 'payee', op: 'contains', value: 'rewe' }, { ...rewe, payee: undefined })).toBe(false);
  });
});

describe('matchRules', () => {
  it('needs every condition of a rule to hold', () => {
    const rules = prepareRules([
      aRule(
        [
          { field: 'payee', op: 'contains', value: 'rewe' },
          { field: 'amount', op: 'between', min: 0, max: 1000 },
        ],
        { category: 'Snacks' },
      ),
    ]);
    expect(matchRules(rules, rewe)).toEqual({ ruleIds: [] });
  });

  it('takes each field from the first matching rule in order, and adds up the tags', () => {
    const rules = prepareRules(
      [
        aRule([{ field: 'payee', op: 'contains', value: 'markt' }], { category: 'Late', tags: ['shop'] }, { id: 'b' }),
        aRule(
          [{ field: 'payee', op: 'contains', value: 'rewe' }],
          { category: 'Groceries', payee: 'REWE' },
          { id: 'a' },
        ),
      ].reverse(),
    );
    // reverse(): the list's order is not the rules' order; sort_order is.
    expect(matchRules(rules, rewe)).toEqual({ category: 'Late', payee: 'REWE', tags: ['shop'], ruleIds: ['b', 'a'] });
  });

  it('a split decides the category, so a later category does not override it', () => {
    const split = [
      { category: 'Food', share: 1 },
      { category: 'Home', share: 1 },
    ];
    const rules = prepareRules([
      aRule([{ field: 'currency', op: 'equals', value: 'EUR' }], { split }),
      aRule([{ field: 'currency', op: 'equals', value: 'EUR' }], { category: 'Other' }),
    ]);
    expect(matchRules(rules, rewe)).toEqual({ split, ruleIds: [expect.any(String), expect.any(String)] });
  });

  it('leaves out a disabled rule and one whose stored text is not valid', () => {
    const broken = { ...aRule([], { category: 'Broken' }), conditions: '{not json' };
    const rules = prepareRules([
      aRule([{ field: 'payee', op: 'contains', value: 'rewe' }], { category: 'Off' }, { enabled: false }),
      broken,
      aRule([{ field: 'payee', op: 'matches', value: '(a+)+' }], { category: 'Unsafe' }),
    ]);
    expect(rules).toEqual([]);
  });
});

describe('splitByShares', () => {
  it.each<[number, number[], number[] | undefined]>([
    [1000, [1, 1], [500, 500]],
    [1001, [1, 1], [501, 500]],
    [1000, [1, 1, 1], [334, 333, 333]],
    [1000, [70, 30], [700, 300]],
    [999, [1, 2], [333, 666]],
    [1, [1, 1], undefined],
  ])('%i by shares %j makes %j', (amount, shares, expected) => {
    const parts = splitByShares(
      amount as Cents,
      shares.map((share, index) => ({ category: `C${index}`, share })),
    );
    expect(parts?.map((part) => part.amount_cents)).toEqual(expected);
    if (parts) expect(parts.reduce((sum, part) => sum + part.amount_cents, 0)).toBe(amount);
  });
});

describe('outcomeFields', () => {
  const record = aTransaction({ amount_cents: 1000 as Cents, category: '', tags: '["mine"]' });

  it('lists only the fields that change, keeping the tags a transaction had', () => {
    expect(
      outcomeFields(record, { category: 'Groceries', payee: record.payee, tags: ['Shop'], ruleIds: ['a'] }),
    ).toEqual({
      category: 'Groceries',
      tags: '["mine","Shop"]',
    });
    expect(outcomeFields({ ...record, category: 'Groceries' }, { category: 'Groceries', ruleIds: ['a'] })).toEqual({});
  });

  it('a split sets the parts and the first part as the category', () => {
    const fields = outcomeFields(record, {
      split: [
        { category: 'Food', share: 3 },
        { category: 'Home', share: 1 },
      ],
      ruleIds: ['a'],
    });
    expect(fields).toEqual({
      category: 'Food',
      parts: JSON.stringify([
        { category: 'Food', amount_cents: 750, note: '' },
        { category: 'Home', amount_cents: 250, note: '' },
      ]),
    });
  });

  it("a category alone leaves a split's categories to its parts", () => {
    const split = { ...record, category: 'Food', parts: '[]' };
    expect(outcomeFields(split, { category: 'Groceries', ruleIds: ['a'] })).toEqual({});
  });
});

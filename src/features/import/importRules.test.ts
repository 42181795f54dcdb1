import { describe, expect, it } from 'vitest';
import { aRule, aTransaction } from '../../../tests/support/records';
import { prepareRules } from '../../domain/ruleMatch';
import { applyImportRules } from './importRules';

const rules = prepareRules([
  aRule({ actions: JSON.stringify({ category: 'Groceries', payee: 'REWE', tags: ['food'] }) }),
]);

describe('applyImportRules', () => {
  it('sets what a matching rule sets and lists the row with the fields it set', () => {
    const row = aTransaction({ payee: 'REWE Markt 0815', category: '' });
    const other = aTransaction({ payee: 'Bakery', category: '' });
    const { records, ruled } = applyImportRules(rules, [row, other]);
    expect(records).toEqual([{ ...row, category: 'Groceries', payee: 'REWE', tags: '["food"]' }, other]);
    expect(ruled).toEqual([{ record: records[0], set: ['category', 'payee', 'tags'] }]);
  });

  it('keeps a category the file names, and still renames and tags', () => {
    const row = aTransaction({ payee: 'REWE Markt', category: 'Household' });
    const { records } = applyImportRules(rules, [row]);
    expect(records[0]).toMatchObject({ category: 'Household', payee: 'REWE', tags: '["food"]' });
  });

  it('without rules the rows are the file’s', () => {
    const row = aTransaction({ payee: 'REWE', category: '' });
    expect(applyImportRules([], [row])).toEqual({ records: [row], ruled: [] });
  });
});

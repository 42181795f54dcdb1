import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '../../domain/records';
import { bulkRuleSource } from './bulkRuleSource';

const row = (id: string, fields: Partial<TransactionRecord>) =>
  ({ id, trans_details: '', ...fields }) as TransactionRecord;

describe('bulkRuleSource', () => {
  it('starts from a row when every changed row names the same payee, case aside', () => {
    expect(bulkRuleSource([row('a', { payee: 'REWE' }), row('b', { payee: 'rewe ', trans_details: 'Card' })])).toBe(
      'a',
    );
  });

  it('uses the description of rows without a payee', () => {
    expect(bulkRuleSource([row('a', { trans_details: 'Gym' }), row('b', { trans_details: 'GYM' })])).toBe('a');
  });

  it('offers nothing for rows of different payees, empty texts, or a row no longer stored', () => {
    expect(bulkRuleSource([row('a', { payee: 'REWE' }), row('b', { payee: 'Aldi' })])).toBeUndefined();
    expect(bulkRuleSource([row('a', {}), row('b', {})])).toBeUndefined();
    expect(bulkRuleSource([row('a', { payee: 'REWE' }), undefined])).toBeUndefined();
    expect(bulkRuleSource([])).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { accountProblem, accountRuleTexts, madeCurrencyAccount, namedAccountIds } from './accountRules';
import type { Cents } from './money';
import type { Change } from './mutations';
import type { AccountRecord, TransactionRecord } from './records';

const now = new Date('2026-03-15T10:00:00Z');
const euroCard = { ...madeCurrencyAccount('currency-account-EUR', 0, now)!, id: 'card', account_type: 'credit_card' };
const accounts = new Map<string, AccountRecord>([['card', euroCard as AccountRecord]]);
const accountOf = (id: string) => accounts.get(id) ?? madeCurrencyAccount(id, 0, now);

const transaction = (fields: Partial<TransactionRecord>): Change => ({
  kind: 'transaction',
  op: 'put',
  id: 't1',
  record: {
    id: 't1',
    amount_cents: 10_00 as Cents,
    currency: 'EUR',
    trans_status: 'withdraw',
    category: 'Food',
    trans_details: '',
    date: '2026-03-10',
    created_at: now.toISOString(),
    scheduled_id: null,
    wish_id: null,
    ...fields,
  } as TransactionRecord,
});

describe('namedAccountIds', () => {
  it('names the account of the currency for a record naming none', () => {
    expect(namedAccountIds(transaction({ currency: 'JPY' }))).toEqual(['currency-account-JPY']);
    expect(namedAccountIds(transaction({ account_id: 'card' }))).toEqual(['card']);
    expect(namedAccountIds({ kind: 'transaction', op: 'delete', id: 't1' })).toEqual([]);
  });
});

describe('madeCurrencyAccount', () => {
  it('makes the account of a known currency only', () => {
    expect(madeCurrencyAccount('currency-account-CHF', 3, now)).toMatchObject({
      name: 'CHF account',
      currency: 'CHF',
      opening_cents: 0,
      opening_date: '2026-03-15',
      sort_order: 3,
    });
    expect(madeCurrencyAccount('currency-account-XYZ', 0, now)).toBeUndefined();
    expect(madeCurrencyAccount('savings', 0, now)).toBeUndefined();
  });
});

describe('accountProblem', () => {
  it.each<[string, Change, string | undefined]>([
    ['in the account currency', transaction({ account_id: 'card' }), undefined],
    ['naming no account', transaction({ currency: 'USD' }), undefined],
    ['naming a missing account', transaction({ account_id: 'gone' }), accountRuleTexts.missing],
    [
      'paid in another currency without the amount',
      transaction({ currency: 'USD', account_id: 'card' }),
      accountRuleTexts.accountCentsNeeded('EUR'),
    ],
    [
      'paid in another currency with the amount',
      transaction({ currency: 'USD', account_id: 'card', account_cents: 9_00 as Cents }),
      undefined,
    ],
    [
      'an amount in the same currency',
      transaction({ account_id: 'card', account_cents: 9_00 as Cents }),
      accountRuleTexts.accountCentsUnneeded('EUR'),
    ],
  ])('a transaction %s', (_, change, expected) => {
    expect(accountProblem(change, accountOf)).toBe(expected);
  });
});

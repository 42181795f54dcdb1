import { describe, expect, it } from 'vitest';
import type { Cents } from '../../domain/money';
import { checkAccountedEntry, type AccountedEntry } from './accountedAmount';

const entry = (fields: Partial<AccountedEntry>): AccountedEntry => ({
  accountId: 'giro',
  accountCurrency: 'EUR',
  currency: 'EUR',
  accountAmount: '',
  suggestion: undefined,
  ...fields,
});

describe('checkAccountedEntry', () => {
  it('names the account and no second amount when paid in its currency', () => {
    expect(checkAccountedEntry(entry({ accountAmount: '5' }))).toStrictEqual({
      fields: { account_id: 'giro', account_cents: undefined },
    });
  });

  it('names no account when the person holds none yet', () => {
    expect(checkAccountedEntry(entry({ accountId: '', accountCurrency: undefined }))).toStrictEqual({
      fields: { account_id: undefined, account_cents: undefined },
    });
  });

  it('keeps the amount in the account currency for a foreign payment', () => {
    expect(checkAccountedEntry(entry({ currency: 'USD', accountAmount: '92.10' }))).toEqual({
      fields: { account_id: 'giro', account_cents: 92_10 },
    });
  });

  it("takes the day's rate when the amount in the account currency is left empty", () => {
    expect(checkAccountedEntry(entry({ currency: 'USD', suggestion: 91_99 as Cents }))).toEqual({
      fields: { account_id: 'giro', account_cents: 91_99 },
    });
  });

  it('asks for it when there is no rate to suggest it from', () => {
    expect(checkAccountedEntry(entry({ currency: 'USD' }))).toEqual({
      error: "Enter what it cost in EUR, the account's currency.",
    });
  });
});

import { describe, expect, it } from 'vitest';
import { checkBudgetForm, type BudgetFormValues } from './budgetForm';

const valid: BudgetFormValues = { category: ' Food ', limit: '400', currency: 'EUR', month: '2026-03', rollover: true };

describe('checkBudgetForm', () => {
  it('gives the command input, trimmed, in hundredths', () => {
    expect(checkBudgetForm(valid)).toEqual({
      input: { category: 'Food', limit_cents: 40000, currency: 'EUR', month: '2026-03', rollover: true },
    });
  });

  it.each([
    ['no category', { category: '  ' }, 'category', 'Choose a category.'],
    ['no limit', { limit: '' }, 'limit', 'Enter a monthly limit.'],
    ['a zero limit', { limit: '0' }, 'limit', 'Limit must be at least 0.01.'],
    ['three decimals', { limit: '1.234' }, 'limit', 'Limit must be a number with at most 2 decimals.'],
    ['an unknown currency', { currency: 'XXX' }, 'currency', 'Choose a currency from the list.'],
    ['no month', { month: '' }, 'month', 'Choose the month the limit starts.'],
    ['a month before 1970', { month: '1969-12' }, 'month', 'Choose a month from January 1970 to December 2100.'],
    ['a month after 2100', { month: '2101-01' }, 'month', 'Choose a month from January 1970 to December 2100.'],
  ])('refuses %s, naming the field', (_, change, field, error) => {
    expect(checkBudgetForm({ ...valid, ...change })).toEqual({ error, field });
  });
});

import { describe, expect, it } from 'vitest';
import { numberMarksOf } from '../../domain/numberMarks';
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

  it.each([
    ['de-DE', '1.250,50', { input: expect.objectContaining({ limit_cents: 125050 }) }],
    ['en-US', '1,250.50', { input: expect.objectContaining({ limit_cents: 125050 }) }],
    ['de-DE', '400,5', { input: expect.objectContaining({ limit_cents: 40050 }) }],
    [
      'fr-FR',
      '1.250',
      {
        error:
          'Limit “1.250” has three digits after “.”: choose the thousands under the field, or enter at most 2 decimals.',
        field: 'limit',
      },
    ],
  ])('in %s, reads the limit %j as the person wrote it', (locale, limit, answer) => {
    expect(checkBudgetForm({ ...valid, limit }, numberMarksOf(locale))).toEqual(answer);
  });
});

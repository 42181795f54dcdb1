import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../domain/dates';
import { numberMarksOf } from '../../domain/numberMarks';
import { blankForm, checkTransactionForm } from './transactionForm';

const today = '2026-03-15' as IsoDate;
const expense = (amount: string) => ({ ...blankForm('withdraw'), amount, currency: 'EUR', category: 'Groceries' });

describe('checkTransactionForm: the amount as the person’s locale writes it (issue 46, item 1)', () => {
  it.each([
    ['en-US', '12,50', 1250],
    ['de-DE', '12,50', 1250],
    ['en-US', '12.50', 1250],
    ['de-DE', '12.50', 1250],
    ['en-US', '1,234', 123400],
    ['de-DE', '1.234', 123400],
    ['fr-FR', '1 234,56', 123456],
  ])('in %s, %j saves %d hundredths', (locale, amount, cents) => {
    expect(checkTransactionForm(expense(amount), today, numberMarksOf(locale)).input?.amount_cents).toBe(cents);
  });

  it('reads with the browser’s language when the modal passes none (en-US where there is no browser)', () => {
    expect(checkTransactionForm(expense('12,50'), today).input?.amount_cents).toBe(1250);
  });

  it.each([
    ['de-DE', '1,2345', 'Amount must be a number with at most 2 decimals.'],
    [
      'de-DE',
      '1,234',
      'Amount “1,234” has three digits after “,”: choose the thousands under the field, or enter at most 2 decimals.',
    ],
    ['en-US', '1.234', 'Amount must be a number with at most 2 decimals.'],
    [
      'fr-FR',
      '1.234',
      'Amount “1.234” has three digits after “.”: choose the thousands under the field, or enter at most 2 decimals.',
    ],
  ])('in %s, refuses %j on the amount: %s', (locale, amount, error) => {
    expect(checkTransactionForm(expense(amount), today, numberMarksOf(locale))).toEqual({ error, field: 'amount' });
  });
});

import { describe, expect, it } from 'vitest';
import { categoriesFor, defaultCategories } from './categories';
import type { TransactionKind } from './records';

type Used = { category: string; count: number }[];

describe('defaultCategories', () => {
  it('offers a short list for each kind, Wishes among the expenses', () => {
    expect(defaultCategories.deposit).toEqual(['Salary', 'Freelance', 'Gifts', 'Interest', 'Refunds']);
    expect(defaultCategories.withdraw).toEqual([
      'Food',
      'Groceries',
      'Rent',
      'Transport',
      'Utilities',
      'Health',
      'Entertainment',
      'Shopping',
      'Wishes',
    ]);
  });
});

describe('categoriesFor', () => {
  it.each<[string, TransactionKind, Used, string[]]>([
    ['a new person gets the deposit defaults', 'deposit', [], ['Salary', 'Freelance', 'Gifts', 'Interest', 'Refunds']],
    [
      'a new person gets the withdraw defaults',
      'withdraw',
      [],
      ['Food', 'Groceries', 'Rent', 'Transport', 'Utilities', 'Health', 'Entertainment', 'Shopping', 'Wishes'],
    ],
    [
      'most used first, then the missing defaults',
      'deposit',
      [
        { category: 'Bonus', count: 2 },
        { category: 'Salary', count: 12 },
      ],
      ['Salary', 'Bonus', 'Freelance', 'Gifts', 'Interest', 'Refunds'],
    ],
    [
      'ties are alphabetical, case-insensitively',
      'deposit',
      [
        { category: 'rent income', count: 3 },
        { category: 'Dividends', count: 3 },
        { category: 'bonus', count: 3 },
        { category: 'Side job', count: 5 },
      ],
      ['Side job', 'bonus', 'Dividends', 'rent income', 'Salary', 'Freelance', 'Gifts', 'Interest', 'Refunds'],
    ],
    [
      'a default already present in another case is not repeated',
      'deposit',
      [
        { category: 'salary', count: 4 },
        { category: 'GIFTS', count: 1 },
      ],
      ['salary', 'GIFTS', 'Freelance', 'Interest', 'Refunds'],
    ],
    [
      'no limit of 15',
      'deposit',
      Array.from({ length: 20 }, (_, i) => ({ category: `C${String(i).padStart(2, '0')}`, count: 20 - i })),
      [
        ...Array.from({ length: 20 }, (_, i) => `C${String(i).padStart(2, '0')}`),
        'Salary',
        'Freelance',
        'Gifts',
        'Interest',
        'Refunds',
      ],
    ],
    [
      'empty names are not offered',
      'deposit',
      [
        { category: '', count: 9 },
        { category: '  ', count: 8 },
        { category: 'Tips', count: 1 },
      ],
      ['Tips', 'Salary', 'Freelance', 'Gifts', 'Interest', 'Refunds'],
    ],
    [
      'the other kind has its own defaults',
      'withdraw',
      [
        { category: 'Coffee', count: 30 },
        { category: 'food', count: 2 },
      ],
      [
        'Coffee',
        'food',
        'Groceries',
        'Rent',
        'Transport',
        'Utilities',
        'Health',
        'Entertainment',
        'Shopping',
        'Wishes',
      ],
    ],
  ])('%s', (_label, kind, used, expected) => {
    expect(categoriesFor(kind, used)).toEqual(expected);
  });
});

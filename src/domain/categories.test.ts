import { describe, expect, it } from 'vitest';
import { categoriesFor, defaultCategories } from './categories';
import type { TransactionKind } from './records';

// Spelled out here, not read from categories.ts, so a changed default list fails a test.
const depositDefaults = ['Salary', 'Freelance', 'Gifts', 'Interest', 'Refunds'];
const withdrawDefaults = [
  'Food',
  'Groceries',
  'Rent',
  'Transport',
  'Utilities',
  'Health',
  'Entertainment',
  'Shopping',
  'Wishes',
];

type Used = { category: string; count: number }[];
/** How often each category was used, in the order the counts are listed. */
const used = (counts: Record<string, number>): Used =>
  Object.entries(counts).map(([category, count]) => ({ category, count }));

describe('defaultCategories', () => {
  it('offers a short list for each kind, Wishes among the expenses', () => {
    expect(defaultCategories.deposit).toEqual(depositDefaults);
    expect(defaultCategories.withdraw).toEqual(withdrawDefaults);
  });
});

describe('categoriesFor', () => {
  it.each<[string, TransactionKind, Used, string[]]>([
    ['a new person gets the deposit defaults', 'deposit', [], depositDefaults],
    ['a new person gets the withdraw defaults', 'withdraw', [], withdrawDefaults],
    [
      'most used first, then the missing defaults',
      'deposit',
      used({ Bonus: 2, Salary: 12 }),
      ['Salary', 'Bonus', 'Freelance', 'Gifts', 'Interest', 'Refunds'],
    ],
    [
      'ties are alphabetical, case-insensitively',
      'deposit',
      used({ 'rent income': 3, Dividends: 3, bonus: 3, 'Side job': 5 }),
      ['Side job', 'bonus', 'Dividends', 'rent income', ...depositDefaults],
    ],
    [
      'a default already present in another case is not repeated',
      'deposit',
      used({ salary: 4, GIFTS: 1 }),
      ['salary', 'GIFTS', 'Freelance', 'Interest', 'Refunds'],
    ],
    [
      'no limit of 15',
      'deposit',
      Array.from({ length: 20 }, (_, i) => ({ category: `C${String(i).padStart(2, '0')}`, count: 20 - i })),
      [...Array.from({ length: 20 }, (_, i) => `C${String(i).padStart(2, '0')}`), ...depositDefaults],
    ],
    ['empty names are not offered', 'deposit', used({ '': 9, '  ': 8, Tips: 1 }), ['Tips', ...depositDefaults]],
    [
      'the other kind has its own defaults',
      'withdraw',
      used({ Coffee: 30, food: 2 }),
      ['Coffee', 'food', ...withdrawDefaults.filter((name) => name !== 'Food')],
    ],
  ])('%s', (_label, kind, uses, expected) => {
    expect(categoriesFor(kind, uses)).toEqual(expected);
  });
});

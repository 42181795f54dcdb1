import type { TransactionKind } from './records';

/** What a new person is offered before they have categories of their own. */
export const defaultCategories: Record<TransactionKind, readonly string[]> = {
  deposit: ['Salary', 'Freelance', 'Gifts', 'Interest', 'Refunds'],
  withdraw: ['Food', 'Groceries', 'Rent', 'Transport', 'Utilities', 'Health', 'Entertainment', 'Shopping', 'Wishes'],
};

/** Case-insensitive first, then by code point, so the order is the same in every runtime. */
function alphabetical(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The person's categories for `kind`, most used first (ties alphabetical), then the defaults they do
 * not already have (compared case-insensitively). Empty names are not offered. No limit.
 */
export function categoriesFor(kind: TransactionKind, used: readonly { category: string; count: number }[]): string[] {
  const counts = new Map<string, number>();
  for (const { category, count } of used) {
    if (category.trim() === '') continue;
    counts.set(category, (counts.get(category) ?? 0) + count);
  }
  const own = [...counts].sort(([a, ca], [b, cb]) => cb - ca || alphabetical(a, b)).map(([category]) => category);
  const present = new Set(own.map((category) => category.toLowerCase()));
  return [...own, ...defaultCategories[kind].filter((category) => !present.has(category.toLowerCase()))];
}

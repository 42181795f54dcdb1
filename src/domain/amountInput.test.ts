import { describe, expect, it } from 'vitest';
import { checkAmountText } from './amountInput';

const amount = { label: 'Amount', minCents: 0 };
const scheduled = { label: 'Amount', minCents: 1 };
const price = { label: 'Price', minCents: 0 };

describe('checkAmountText: the same rule and words in every form', () => {
  it.each([
    ['12.5', amount, { cents: 1250 }],
    [' 0 ', amount, { cents: 0 }],
    ['0.01', scheduled, { cents: 1 }],
    ['1000000000000', price, { cents: 100_000_000_000_000 }],
    ['0', scheduled, { error: 'Amount must be at least 0.01.' }],
    ['-5', amount, { error: 'Amount must be at least 0.00.' }],
    ['-5', price, { error: 'Price must be at least 0.00.' }],
    ['1.234', amount, { error: 'Amount must be a number with at most 2 decimals.' }],
    ['1e3', price, { error: 'Price must be a number with at most 2 decimals.' }],
    ['abc', scheduled, { error: 'Amount must be a number with at most 2 decimals.' }],
    ['1000000000000.01', amount, { error: 'Amount must be at most 1,000,000,000,000.00.' }],
  ])('%j with %o -> %o', (text, rule, answer) => {
    expect(checkAmountText(text, rule)).toEqual(answer);
  });
});

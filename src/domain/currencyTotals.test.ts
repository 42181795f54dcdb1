import { describe, expect, it } from 'vitest';
import { maxCurrencyTotalCents, passesCurrencyTotal } from './currencyTotals';
import { maxCents, toCents } from './money';

describe('the limit on one currency', () => {
  it('keeps every sum of one currency exact', () => {
    expect(Number.isSafeInteger(maxCurrencyTotalCents)).toBe(true);
    expect(maxCurrencyTotalCents % maxCents).toBe(0);
  });

  it.each<[number, number, boolean]>([
    [0, maxCents, false],
    [maxCurrencyTotalCents - maxCents, maxCents, false],
    [maxCurrencyTotalCents, 0, false],
    [maxCurrencyTotalCents, 1, true],
    [maxCurrencyTotalCents - maxCents, maxCents + 1, true],
  ])('others %d + %d passes: %s', (others, amount, expected) => {
    expect(passesCurrencyTotal(others, toCents(amount))).toBe(expected);
  });
});

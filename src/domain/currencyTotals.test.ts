import { describe, expect, it } from 'vitest';
import { exceedsCurrencyTotal, maxCurrencyTotalCents } from './currencyTotals';
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
  ])('others %d + %d exceeds the limit: %s', (others, amount, expected) => {
    expect(exceedsCurrencyTotal(others, toCents(amount))).toBe(expected);
  });
});

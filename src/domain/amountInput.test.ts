import { describe, expect, it } from 'vitest';
import { checkAmountText } from './amountInput';
import { numberMarksOf } from './numberMarks';

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

describe('checkAmountText: as the person’s locale writes numbers', () => {
  const inLocale = (locale: string, rule = amount) => ({ ...rule, marks: numberMarksOf(locale) });

  it.each([
    ['12,50', amount, { cents: 1250 }],
    ['12,50', inLocale('en-US'), { cents: 1250 }],
    ['12,50', inLocale('de-DE'), { cents: 1250 }],
    ['1,234.56', inLocale('de-DE'), { cents: 123456 }],
    ['1.234,56', inLocale('en-US'), { cents: 123456 }],
    ['1\u202f234,56', inLocale('fr-FR'), { cents: 123456 }],
    ["1'234.56", inLocale('de-CH', price), { cents: 123456 }],
    ['1,234', inLocale('en-US'), { cents: 123400 }],
    ['1.234', inLocale('de-DE', scheduled), { cents: 123400 }],
    ['1.234', inLocale('en-US', price), { error: 'Price must be a number with at most 2 decimals.' }],
    ['0,001', inLocale('de-DE', scheduled), { error: 'Amount must be a number with at most 2 decimals.' }],
    ['0,00', inLocale('de-DE', scheduled), { error: 'Amount must be at least 0.01.' }],
    ['-12,50', inLocale('de-DE'), { error: 'Amount must be at least 0.00.' }],
    ['-1.234', inLocale('fr-FR'), { error: 'Amount must be at least 0.00.' }],
    ['€12,50', inLocale('de-DE'), { error: 'Amount must be a number with at most 2 decimals.' }],
    ['1,23,4', inLocale('en-US'), { error: 'Amount must be a number with at most 2 decimals.' }],
    ['1.000.000.000.000,01', inLocale('de-DE'), { error: 'Amount must be at most 1,000,000,000,000.00.' }],
  ])('%j with %o -> %o', (text, rule, answer) => {
    expect(checkAmountText(text, rule)).toEqual(answer);
  });

  it.each([
    [' 1.234 ', 'fr-FR', price, '.'],
    ['1,234', 'de-DE', amount, ','],
  ])(
    'refuses %j in %s until the person settles it, naming the field, and hands the thousands on',
    (text, locale, rule, mark) => {
      expect(checkAmountText(text, inLocale(locale, rule))).toEqual({
        error: `${rule.label} “${text.trim()}” has three digits after “${mark}”: choose the thousands under the field, or enter at most 2 decimals.`,
        ambiguous: { kind: 'ambiguous', mark, asGrouped: 123400, negative: false },
      });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { detectDecimalMark, parseBankAmount } from './amounts';

describe('parseBankAmount', () => {
  it.each([
    ['-45,67', ',', -4567],
    ['3.250,00', ',', 325000],
    ['2 450,00', ',', 245000],
    ['1,234.56', '.', 123456],
    ['-1,234.56', '.', -123456],
    ['(12.30)', '.', -1230],
    ['12.30-', '.', -1230],
    ['+5', '.', 500],
    ['€ 1.234,5', ',', 123450],
    ['USD 7.05', '.', 705],
    [',50', ',', 50],
    ["1'234.00", '.', 123400],
  ] as const)('reads %s with %s as the decimal mark', (text, mark, cents) => {
    expect(parseBankAmount(text, mark)).toBe(cents);
  });

  it.each([
    ['12,3x', ','],
    ['1.2.3', '.'],
    ['12.345', '.'],
    ['1,23,4.00', '.'],
    ['', '.'],
    ['-', '.'],
    ['(-5)', '.'],
    ['12,30', '.'],
  ] as const)('refuses %s with %s', (text, mark) => {
    expect(parseBankAmount(text, mark)).toBeUndefined();
  });
});

describe('detectDecimalMark', () => {
  it('finds a decimal comma, a point, and the majority when both appear', () => {
    expect(detectDecimalMark(['-45,67', '3.250,00'])).toBe(',');
    expect(detectDecimalMark(['-1,234.56', '18.75'])).toBe('.');
    expect(detectDecimalMark(['1.234,56', '12,30', '3.50'])).toBe(',');
    expect(detectDecimalMark(['100', ''])).toBe('.');
  });
});

import { describe, expect, it } from 'vitest';
import { truncateDigits } from './truncateDigits';

describe('truncateDigits', () => {
  it.each([
    ['0.00', undefined],
    ['1234.56', undefined],
    ['-1234.56', undefined],
    ['12345.67', '12345.6...'],
    ['123456.78', '123456...'],
    ['1234567.89', '123456...'],
    ['-98765432.10', '-987654...'],
  ])('%s -> %s', (decimal, expected) => {
    expect(truncateDigits(decimal)).toBe(expected);
  });
});

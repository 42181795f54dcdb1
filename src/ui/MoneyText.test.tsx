import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatCents } from './formatCents';
import { MoneyText } from './MoneyText';

describe('formatCents', () => {
  it.each([
    [0, {}, '0.00'],
    [5, {}, '0.05'],
    [123456789, {}, '1,234,567.89'],
    [-1250, {}, '-12.50'],
    [1250, { sign: '+' as const }, '+12.50'],
    [1250, { sign: '-' as const }, '-12.50'],
    [-1250, { sign: '+' as const }, '+12.50'],
    [100_000_000_000_000, {}, '1,000,000,000,000.00'],
    [900_719_925_474_099, {}, '9,007,199,254,740.99'],
  ])('%i %o -> %s in en-US', (cents, options, text) => {
    expect(formatCents(cents, { locale: 'en-US', ...options })).toBe(text);
  });

  it('follows the locale', () => {
    expect(formatCents(123456, { locale: 'de-DE' })).toBe('1.234,56');
  });
});

describe('MoneyText', () => {
  it('puts the currency code after the amount', () => {
    const { container } = render(<MoneyText cents={-99} currency="EUR" locale="en-US" />);
    expect(container.textContent).toBe('-0.99 EUR');
  });
});

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { amountFieldText, formatCents, formatMoney } from './formatCents';
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

  it.each([
    [1_250_000, 'JPY', '12,500'],
    [1_250, 'JPY', '12.5'],
    [1_250, 'KWD', '12.500'],
    [1_250, 'USD', '12.50'],
    [1_250, 'EGP', '12.50'],
  ])(
    "%i hundredths of %s -> %s: each currency's own minor units, a stored cent never hidden",
    (cents, currency, text) => {
      expect(formatCents(cents, { locale: 'en-US', currency })).toBe(text);
    },
  );

  it('writes an amount with its code', () => {
    expect(formatMoney(-508055, 'USD', { locale: 'en-US' })).toBe('-5,080.55 USD');
    expect(formatMoney(4_500_000, 'JPY', { locale: 'en-US', sign: '+' })).toBe('+45,000 JPY');
  });

  it('fills an edit field with plain digits, without .00 for a currency without minor units', () => {
    expect(amountFieldText(1_250_000, 'JPY')).toBe('12500');
    expect(amountFieldText(1_250, 'JPY')).toBe('12.50');
    expect(amountFieldText(123_456_789, 'USD')).toBe('1234567.89');
    expect(amountFieldText(-5, 'EUR')).toBe('-0.05');
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

  it('shows a yen amount without decimals, and the amount alone when the code is in another column', () => {
    const { container } = render(<MoneyText cents={1_250_000} currency="JPY" hideCode locale="en-US" />);
    expect(container.textContent).toBe('12,500');
  });
});

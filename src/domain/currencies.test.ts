import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { currencies, currencySchema, defaultCurrency, isCurrencyCode } from './currencies';
import { itMapsEach } from '../../tests/support/itMapsEach';

describe('currencies', () => {
  it('holds 161 codes without duplicates', () => {
    expect(currencies).toHaveLength(161);
    expect(new Set(currencies).size).toBe(161);
  });

  it('starts with USD then EGP and ends with ZWL', () => {
    expect(currencies.slice(0, 3)).toEqual(['USD', 'EGP', 'AED']);
    expect(currencies.at(-1)).toBe('ZWL');
  });

  it('sorts every code after the first two alphabetically', () => {
    const rest = currencies.slice(2);
    expect(rest).toEqual([...rest].sort());
  });

  it('lists every code as three upper-case letters', () => {
    expect(currencies.filter((code) => !/^[A-Z]{3}$/.test(code))).toEqual([]);
  });

  it.each(['BMD', 'BYN', 'ILS', 'KYD', 'MRU', 'MVR', 'MZN', 'XDR', 'YER', 'EUR', 'GBP', 'JPY'])(
    'includes %s',
    (code) => {
      expect(currencies).toContain(code);
    },
  );

  it('defaults to USD', () => {
    expect(defaultCurrency).toBe('USD');
  });
});

describe('isCurrencyCode', () => {
  itMapsEach('%j -> %s', isCurrencyCode, [
    ['USD', true],
    ['EGP', true],
    ['ZWL', true],
    ['XDR', true],
    ['usd', false],
    ['USD ', false],
    ['XXX', false],
    ['', false],
    [840, false],
    [null, false],
    [undefined, false],
    [['USD'], false],
  ]);
});

describe('currencySchema', () => {
  it.each(['USD', 'EGP', 'KYD'])('accepts %s', (code) => {
    expect(v.parse(currencySchema, code)).toBe(code);
  });

  it.each(['usd', 'XXX', '', 840, null])('rejects %j with the message', (value) => {
    const result = v.safeParse(currencySchema, value);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe('Unknown currency code');
  });
});

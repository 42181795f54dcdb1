import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserStorage } from '../../tests/support/browserStorage';
import { readRecentCurrencies, recentCurrencyCount, rememberRecentCurrencies } from './recentCurrencies';

beforeEach(() => vi.stubGlobal('localStorage', browserStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('recent currencies', () => {
  it('keeps the latest first, once each, a few at most, per person', () => {
    rememberRecentCurrencies('ada', 'EUR');
    rememberRecentCurrencies('ada', 'JPY');
    rememberRecentCurrencies('ada', 'EUR');
    expect(readRecentCurrencies('ada')).toEqual(['EUR', 'JPY']);
    expect(readRecentCurrencies('bob')).toEqual([]);
    for (const code of ['AUD', 'CAD', 'CHF', 'GBP', 'NZD']) rememberRecentCurrencies('ada', code);
    expect(readRecentCurrencies('ada')).toEqual(['NZD', 'GBP', 'CHF', 'CAD', 'AUD']);
    expect(readRecentCurrencies('ada')).toHaveLength(recentCurrencyCount);
  });

  it('takes a transfer’s two currencies at once and skips anything not a currency', () => {
    rememberRecentCurrencies('ada', 'USD', 'EGP', '');
    rememberRecentCurrencies('ada', 'zzz');
    expect(readRecentCurrencies('ada')).toEqual(['USD', 'EGP']);
  });

  it('ignores a list it cannot read, and storage that is blocked', () => {
    localStorage.setItem('money-kitchen:ada:recentCurrencies', '{not json');
    expect(readRecentCurrencies('ada')).toEqual([]);
    localStorage.setItem('money-kitchen:ada:recentCurrencies', '["EUR", 3, "XXX"]');
    expect(readRecentCurrencies('ada')).toEqual(['EUR']);
    vi.stubGlobal('localStorage', {
      ...browserStorage(),
      setItem: () => {
        throw new Error('blocked');
      },
    });
    expect(() => rememberRecentCurrencies('ada', 'JPY')).not.toThrow();
  });
});

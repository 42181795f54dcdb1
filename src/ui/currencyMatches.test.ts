import { describe, expect, it } from 'vitest';
import { currencies } from '../domain/currencies';
import { currencyLabel, matchCurrencies, readCurrencySymbols } from './currencyMatches';

const symbolsRead = (locale: string) => new Promise<void>((resolve) => readCurrencySymbols(locale, resolve));

describe('matchCurrencies', () => {
  it.each([
    ['usd', ['USD']],
    [' EU ', ['EUR']],
    ['euro', ['EUR']],
    ['us dol', ['USD']],
    ['swiss', ['CHF']],
    ['qq', []],
  ])('%j finds %j in English', (query, expected) => {
    expect(matchCurrencies(query, 'en-US')).toEqual(expected);
  });

  it('finds every currency for an empty search, the person’s own first, then by code', () => {
    const all = matchCurrencies('  ', 'en-US', ['JPY', 'EGP']);
    expect(all).toHaveLength(currencies.length);
    expect(all.slice(0, 4)).toEqual(['JPY', 'EGP', 'AED', 'AFN']);
  });

  it('puts the exact code, then codes that start so, before names that match', () => {
    // "kr": KRW by its code, then the crowns (krone, króna, krona) by name.
    expect(matchCurrencies('kr', 'en-US')).toEqual(['KRW', 'DKK', 'ISK', 'NOK', 'SEK']);
    expect(matchCurrencies('aud', 'en-US', ['EUR'])[0]).toBe('AUD');
  });

  it('finds by symbol once the symbols are read: "€" is EUR, "$" is USD then the other dollars', async () => {
    await symbolsRead('en-US');
    expect(matchCurrencies('€', 'en-US')).toEqual(['EUR']);
    const dollars = matchCurrencies('$', 'en-US');
    expect(dollars[0]).toBe('USD');
    expect(dollars).toEqual(expect.arrayContaining(['AUD', 'CAD', 'NZD']));
  });

  it('reads names in the person’s language, accents aside', () => {
    expect(matchCurrencies('livre sterling', 'fr-FR')).toEqual(['GBP']);
    expect(matchCurrencies('dolar estadounidense', 'es-ES')).toEqual(['USD']);
    expect(currencyLabel('EUR', 'de-DE')).toBe('EUR — Euro');
  });

  it('labels a code the browser has no name for with the code alone', () => {
    expect(currencyLabel('KID', 'en-US')).toMatch(/^KID/);
  });
});

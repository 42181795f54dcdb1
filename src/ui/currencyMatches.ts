import { currencies } from '../domain/currencies';

/** What a currency is found by in one language: its code and its name's words. */
interface CurrencyFacts {
  code: string;
  words: string[];
}

/** The symbol the language writes (`$` for USD in English) and the narrow one (`$` for AUD too). */
interface CurrencySymbols {
  symbol: string;
  narrowSymbol: string;
}

const namesByLocale = new Map<string, Intl.DisplayNames | undefined>();
const factsByLocale = new Map<string, readonly CurrencyFacts[]>();
const symbolsByLocale = new Map<string, Map<string, CurrencySymbols>>();
/** The languages whose symbols are being read, with who waits for them. */
const readingSymbols = new Map<string, (() => void)[]>();

function displayNames(locale: string): Intl.DisplayNames | undefined {
  if (!namesByLocale.has(locale)) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames(locale, { type: 'currency' });
    } catch {
      names = undefined;
    }
    namesByLocale.set(locale, names);
  }
  return namesByLocale.get(locale);
}

/** The currency's name in this language, e.g. "Euro"; the code itself where none is known. */
export function currencyName(code: string, locale: string): string {
  try {
    return displayNames(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** How an option reads: "EUR — Euro", or the code alone when the browser knows no name for it. */
export function currencyLabel(code: string, locale: string): string {
  const name = currencyName(code, locale);
  return name === code ? code : `${code} — ${name}`;
}

/** Lower case without accents, so "livre" finds "Livre" and "e" finds "é". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function symbolOf(code: string, locale: string, currencyDisplay: 'symbol' | 'narrowSymbol'): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay }).formatToParts(
      0,
    );
    return fold(parts.find((part) => part.type === 'currency')?.value ?? code);
  } catch {
    return fold(code);
  }
}

/** Every currency's name words in this language, read once per language at the first search. */
function factsIn(locale: string): readonly CurrencyFacts[] {
  let facts = factsByLocale.get(locale);
  if (!facts) {
    facts = currencies.map((code) => ({
      code,
      words: fold(currencyName(code, locale))
        .split(/[\s\p{P}]+/u)
        .filter(Boolean),
    }));
    factsByLocale.set(locale, facts);
  }
  return facts;
}

/** How many currencies' symbols one task reads: 320 number formats at once are over 100 ms on a slow phone. */
const symbolsPerTask = 16;

/**
 * Reads every currency's symbols in this language, a few per task, so that none takes long (the
 * picker asks when it gets the focus); `ready` runs once they all are, at once if they already are.
 * Until then a search finds by code and name only.
 */
export function readCurrencySymbols(locale: string, ready: () => void): void {
  if (symbolsByLocale.get(locale)?.size === currencies.length) {
    ready();
    return;
  }
  const waiting = readingSymbols.get(locale);
  if (waiting) {
    waiting.push(ready);
    return;
  }
  readingSymbols.set(locale, [ready]);
  const symbols = symbolsByLocale.get(locale) ?? new Map<string, CurrencySymbols>();
  symbolsByLocale.set(locale, symbols);
  const readSome = (from: number) => {
    for (const code of currencies.slice(from, from + symbolsPerTask)) {
      symbols.set(code, {
        symbol: symbolOf(code, locale, 'symbol'),
        narrowSymbol: symbolOf(code, locale, 'narrowSymbol'),
      });
    }
    if (from + symbolsPerTask < currencies.length) {
      setTimeout(() => readSome(from + symbolsPerTask), 0);
      return;
    }
    const done = readingSymbols.get(locale) ?? [];
    readingSymbols.delete(locale);
    for (const run of done) run();
  };
  readSome(0);
}

/**
 * How well a currency answers the search, lower is better; undefined when it does not. 0: the code
 * or the language's own symbol exactly ("EUR", "€"); 1: the start of the code ("eu"); 2: the start
 * of words of the name ("euro", "us dol") or the narrow symbol ("$" for the other dollars).
 */
function rank(facts: CurrencyFacts, symbols: CurrencySymbols | undefined, query: string): number | undefined {
  const code = facts.code.toLowerCase();
  if (code === query || symbols?.symbol === query) return 0;
  if (code.startsWith(query)) return 1;
  const tokens = query.split(/[\s\p{P}]+/u).filter(Boolean);
  const byName = tokens.length > 0 && tokens.every((token) => facts.words.some((word) => word.startsWith(token)));
  if (byName || symbols?.narrowSymbol === query) return 2;
  return undefined;
}

/**
 * The currencies a search finds, in the order the picker offers them: the person's own first (the
 * favorite, then the ones used lately on this device, as given in `first`), then the best matches,
 * each group by code. An empty search finds every currency; symbols count once readCurrencySymbols has read them.
 */
export function matchCurrencies(query: string, locale: string, first: readonly string[] = []): string[] {
  const needle = fold(query.trim());
  const found = needle === '' ? currencies.map((code) => ({ code, rank: 0 })) : rankAll(needle, locale);
  const own = (code: string) => {
    const at = first.indexOf(code);
    return at === -1 ? first.length : at;
  };
  return found
    .sort((a, b) => own(a.code) - own(b.code) || a.rank - b.rank || a.code.localeCompare(b.code))
    .map(({ code }) => code);
}

function rankAll(needle: string, locale: string): { code: string; rank: number }[] {
  const symbols = symbolsByLocale.get(locale);
  return factsIn(locale).flatMap((facts) => {
    const found = rank(facts, symbols?.get(facts.code), needle);
    return found === undefined ? [] : [{ code: facts.code, rank: found }];
  });
}

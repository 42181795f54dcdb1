import { describe, expect, it } from 'vitest';
import { normaliseText, searchTerms, wordsOf } from './searchWords';
import { itMapsEach } from '../../tests/support/itMapsEach';

describe('normaliseText', () => {
  itMapsEach('%s -> %s', normaliseText, [
    ['Café', 'cafe'],
    ['CRÈME BRÛLÉE', 'creme brulee'],
    ['Ångström', 'angstrom'],
    ['ﬁle', 'file'],
    ['Ｆｕｌｌ', 'full'],
    ['Straße', 'straße'],
    ['Zürich 2026', 'zurich 2026'],
  ]);
});

describe('wordsOf', () => {
  it('splits on anything that is not a letter or digit and keeps each word once', () => {
    expect(wordsOf('Coffee & croissant, coffee!', 'Dining')).toEqual(['coffee', 'croissant', 'dining']);
  });

  it('keeps non-Latin letters and digits', () => {
    expect(wordsOf('Тест 42 日本')).toEqual(['тест', '42', '日本']);
  });

  it('gives nothing for empty or punctuation-only text', () => {
    expect(wordsOf('', ' - , ')).toEqual([]);
  });
});

describe('searchTerms', () => {
  it('normalises what is typed like what is stored', () => {
    expect(searchTerms('  CAFÉ  Lunch ')).toEqual(['cafe', 'lunch']);
  });

  it('drops a word already covered by a longer one it begins', () => {
    expect(searchTerms('sup super market')).toEqual(['super', 'market']);
  });

  it('is empty for a blank query', () => {
    expect(searchTerms('   ')).toEqual([]);
  });
});

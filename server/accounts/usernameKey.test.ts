import { describe, expect, it } from 'vitest';
import { usernameKeyAt0009 } from '../db/migrations/0009_username_key';
import { usernameKey } from './usernameKey';

const sameName: [string, string, string][] = [
  ['Ärger', 'ärger', 'case of a non-ASCII letter'],
  ['Ärger', 'A\u0308RGER', 'a combining umlaut instead of the precomposed letter'],
  ['Straße', 'STRASSE', 'sharp s folds to ss'],
  ['ẞ', 'ss', 'capital sharp s'],
  ['ΟΔΥΣΣΕΥΣ', 'οδυσσευς', 'final sigma'],
  ['Ｃｏｏｋ', 'cook', 'full-width letters'],
  ['ﬁsh', 'FISH', 'a ligature'],
  ['Cook²', 'cook2', 'a superscript digit'],
  ['Ǆemal', 'džemal', 'a titlecase digraph'],
];

const otherNames: [string, string][] = [
  ['cook', 'cool'],
  ['ärger', 'arger'],
  ['Åsa', 'Äsa'],
  ['cook 1', 'cook1'],
];

describe('usernameKey', () => {
  it.each(sameName)('one account for "%s" and "%s" (%s)', (a, b) => {
    expect(usernameKey(a)).toBe(usernameKey(b));
  });

  it.each(otherNames)('"%s" and "%s" stay two names', (a, b) => {
    expect(usernameKey(a)).not.toBe(usernameKey(b));
  });

  it('is its own key: applying it twice changes nothing', () => {
    for (const name of [...sameName.flatMap(([a, b]) => [a, b]), ...otherNames.flat()]) {
      expect(usernameKey(usernameKey(name))).toBe(usernameKey(name));
    }
  });

  it('agrees with the copy migration 0009 filled existing rows with (a change here needs a migration that fills the keys anew)', () => {
    for (const name of [...sameName.flatMap(([a, b]) => [a, b]), ...otherNames.flat(), 'İstanbul', 'ǅ', 'ﬀ']) {
      expect(usernameKeyAt0009(name)).toBe(usernameKey(name));
    }
  });
});

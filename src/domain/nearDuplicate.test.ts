import { describe, expect, it } from 'vitest';
import { categoryKey, nearDuplicateOf, withinOneEdit } from './nearDuplicate';

describe('nearDuplicateOf', () => {
  const existing = ['Groceries', 'Rent', 'Café', 'Eating out', 'Tax', 'Boxes', 'Transport', 'Bus'];
  it.each<[string, string, string | undefined]>([
    ['the category itself is no duplicate', 'Groceries', undefined],
    ['the same name with spaces around is the category itself', '  Groceries ', undefined],
    ['singular of an -ies plural', 'Grocery', 'Groceries'],
    ['case only', 'groceries', 'Groceries'],
    ['upper case singular', 'GROCERY', 'Groceries'],
    ['accents only', 'Cafe', 'Café'],
    ['accent added', 'Rént', 'Rent'],
    ['plural with s', 'Rents', 'Rent'],
    ['plural with es', 'Box', 'Boxes'],
    ['punctuation and spacing', 'eating-out', 'Eating out'],
    ['one letter missing', 'Grocries', 'Groceries'],
    ['one letter changed', 'Groceriez', 'Groceries'],
    ['one letter added', 'Transsport', 'Transport'],
    ['two letters swapped', 'Tarnsport', 'Transport'],
    ['a typo in the singular', 'Grocey', 'Groceries'],
    ['two typos are a different name', 'Grcoeriez', undefined],
    ['short names need an exact form: Tax and Taxi differ', 'Taxi', undefined],
    ['short names: Bus and Bug differ', 'Bug', undefined],
    ['an unrelated name', 'Salary', undefined],
    ['an empty name is never a duplicate', '   ', undefined],
  ])('%s: %j', (_, typed, expected) => {
    expect(nearDuplicateOf(typed, existing)).toBe(expected);
  });

  it('offers the first (most used) when two existing names both match', () => {
    expect(nearDuplicateOf('grocery', ['Grocerys', 'Groceries'])).toBe('Grocerys');
  });

  it('finds nothing among no categories', () => {
    expect(nearDuplicateOf('Food', [])).toBeUndefined();
  });
});

describe('withinOneEdit', () => {
  it.each<[string, string, boolean]>([
    ['same', 'same', true],
    ['abc', 'abd', true],
    ['abc', 'ab', true],
    ['ab', 'abc', true],
    ['abcd', 'abdc', true],
    ['abcd', 'badc', false],
    ['abc', 'a', false],
    ['😀a', '😀b', true],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
  });
});

describe('categoryKey', () => {
  it('drops case, accents, punctuation and extra spaces', () => {
    expect(categoryKey('  Café — Bar!! ')).toBe('cafe bar');
  });
});

import { describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import { toCents } from './money';
import { pegs, RateBook, usdRate, type RateTable } from './rates';

const d = (text: string): IsoDate => text as IsoDate;
const table = (date: string, rates: Record<string, number>): RateTable => ({ date: d(date), rates });

const jan = table('2025-01-10', { EUR: 0.9, EGP: 50, DKK: 7, AUD: 1.5, GBP: 0.8, X285: 0.285, X125: 0.125 });
const feb = table('2025-02-10', { EUR: 0.95, EGP: 51 });
const mar = table('2025-03-10', { USD: 1, EUR: 1, EGP: 49.5, FOK: 6.5 });
// Deliberately out of order: the book sorts.
const book = new RateBook([mar, jan, feb]);

describe('pegs', () => {
  it('fixes the six 1:1 currencies to their anchors', () => {
    expect(pegs).toEqual({ FOK: 'DKK', KID: 'AUD', TVD: 'AUD', GGP: 'GBP', JEP: 'GBP', IMP: 'GBP' });
  });
});

describe('usdRate', () => {
  it.each<[string, RateTable, string, number | undefined]>([
    ['USD absent means 1', jan, 'USD', 1],
    ['USD present', mar, 'USD', 1],
    ['own rate', jan, 'EUR', 0.9],
    ['FOK missing uses DKK', jan, 'FOK', 7],
    ['FOK own rate wins over DKK', table('2025-01-01', { FOK: 6.5, DKK: 7 }), 'FOK', 6.5],
    ['FOK invalid own rate falls back to DKK', table('2025-01-01', { FOK: 0, DKK: 7 }), 'FOK', 7],
    ['KID uses AUD', jan, 'KID', 1.5],
    ['TVD uses AUD', jan, 'TVD', 1.5],
    ['GGP uses GBP', jan, 'GGP', 0.8],
    ['JEP uses GBP', jan, 'JEP', 0.8],
    ['IMP uses GBP', jan, 'IMP', 0.8],
    ['peg with its anchor missing', feb, 'KID', undefined],
    ['unknown code', jan, 'XYZ', undefined],
    ['zero rate', table('2025-01-01', { EUR: 0 }), 'EUR', undefined],
    ['negative rate', table('2025-01-01', { EUR: -0.9 }), 'EUR', undefined],
    ['NaN rate', table('2025-01-01', { EUR: Number.NaN }), 'EUR', undefined],
    ['infinite rate', table('2025-01-01', { EUR: Number.POSITIVE_INFINITY }), 'EUR', undefined],
    ['inherited key', jan, 'constructor', undefined],
    ['inherited key on a peg lookup', jan, 'toString', undefined],
  ])('%s', (_label, t, currency, expected) => {
    expect(usdRate(t, currency)).toBe(expected);
  });
});

describe('RateBook.tableFor', () => {
  it.each<[string, RateTable | undefined]>([
    ['2024-12-31', jan], // before the first table: the nearest later one
    ['2025-01-10', jan], // exact
    ['2025-01-11', jan],
    ['2025-02-09', jan], // the day before the next table
    ['2025-02-10', feb], // exact
    ['2025-03-09', feb],
    ['2025-03-10', mar], // exact, last
    ['2026-01-01', mar], // after the last table
  ])('%s', (date, expected) => {
    expect(book.tableFor(d(date))).toBe(expected);
  });

  it('finds nothing in an empty book', () => {
    expect(new RateBook([]).tableFor(d('2025-01-01'))).toBeUndefined();
    expect(new RateBook([]).latest()).toBeUndefined();
  });

  it.each<[string, RateTable]>([
    ['2000-01-01', feb],
    ['2025-02-10', feb],
    ['2099-12-31', feb],
  ])('a single table serves every date (%s)', (date, expected) => {
    expect(new RateBook([feb]).tableFor(d(date))).toBe(expected);
  });

  it('keeps the later of two tables with the same date', () => {
    const again = table('2025-02-10', { EUR: 0.5 });
    expect(new RateBook([jan, feb, again]).tableFor(d('2025-02-10'))).toBe(again);
    expect(new RateBook([again, feb]).tableFor(d('2025-02-10'))).toBe(feb);
  });

  it('latest is the newest date whatever the input order', () => {
    expect(book.latest()).toBe(mar);
    expect(new RateBook([feb, jan]).latest()).toBe(feb);
  });
});

describe('RateBook.convert', () => {
  it.each<[string, number, string, string, string, number | undefined]>([
    ['same currency needs no rate', 12345, 'EUR', 'EUR', '2025-01-10', 12345],
    ['same unknown currency', 777, 'XYZ', 'XYZ', 'latest', 777],
    ['USD to EUR', 10_000, 'USD', 'EUR', '2025-01-10', 9000],
    ['EUR to USD', 9000, 'EUR', 'USD', '2025-01-10', 10_000],
    ['cross rate through USD', 100, 'EUR', 'EGP', '2025-02-10', 5368], // 100 * 51 / 0.95 = 5368.42
    ['before the first table uses the first', 10_000, 'USD', 'EUR', '2024-06-01', 9000],
    ['between tables uses the earlier', 10_000, 'USD', 'EUR', '2025-02-15', 9500],
    ['after the last table uses the last', 10_000, 'USD', 'EUR', '2030-01-01', 10_000],
    ['latest', 10_000, 'USD', 'EGP', 'latest', 495_000],
    ['negative amounts stay negative', -10_000, 'USD', 'EUR', '2025-01-10', -9000],
    ['half a cent rounds up', 100, 'USD', 'X285', '2025-01-10', 29], // 28.5
    ['half a cent rounds away from zero below zero', -100, 'USD', 'X285', '2025-01-10', -29],
    ['0.5 cent -> 1', 4, 'USD', 'X125', '2025-01-10', 1],
    ['-0.5 cent -> -1', -4, 'USD', 'X125', '2025-01-10', -1],
    ['1.5 cents -> 2', 12, 'USD', 'X125', '2025-01-10', 2],
    ['1.25 cents -> 1', 10, 'USD', 'X125', '2025-01-10', 1],
    ['peg to its anchor is 1:1', 12_345, 'FOK', 'DKK', '2025-01-10', 12_345],
    ['peg to another currency', 700, 'FOK', 'EUR', '2025-01-10', 90], // 700 * 0.9 / 7
    ['GGP to GBP', 5000, 'GGP', 'GBP', '2025-01-10', 5000],
    ['target rate missing', 10_000, 'USD', 'XYZ', '2025-01-10', undefined],
    ['source rate missing', 10_000, 'XYZ', 'USD', '2025-01-10', undefined],
    ['zero with a missing rate is still missing, not 0', 0, 'XYZ', 'USD', '2025-01-10', undefined],
    // February's table has no DKK; January's does, but both rates must come from the same table.
    ['rates are never mixed across tables', 700, 'DKK', 'EUR', '2025-02-15', undefined],
  ])('%s', (_label, cents, from, to, date, expected) => {
    expect(book.convert(toCents(cents), from, to, date === 'latest' ? 'latest' : d(date))).toBe(expected);
  });

  it('converts nothing without tables', () => {
    const empty = new RateBook([]);
    expect(empty.convert(toCents(100), 'USD', 'EUR', 'latest')).toBeUndefined();
    expect(empty.convert(toCents(100), 'USD', 'EUR', d('2025-01-01'))).toBeUndefined();
    expect(empty.convert(toCents(100), 'USD', 'USD', 'latest')).toBe(100);
  });
});

import * as fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Cents } from './money';
import {
  AmountTooLarge,
  addCents,
  amountSchema,
  centsToDecimalString,
  centsToNumber,
  convertCents,
  maxCents,
  negate,
  parseAmount,
  positiveAmountSchema,
  sumCents,
  toCents,
} from './money';
import { itMapsEach } from '../../tests/support/itMapsEach';

const c = (n: number): Cents => toCents(n);

describe('maxCents', () => {
  it('is one trillion units and stays below 2^53', () => {
    expect(maxCents).toBe(1e14);
    expect(maxCents).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});

describe('parseAmount', () => {
  itMapsEach('%j -> %d cents', parseAmount, [
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    [' 7 ', 700],
    ['\t3.2\n', 320],
    ['0', 0],
    ['0.00', 0],
    ['-0', 0],
    ['-5', -500],
    ['-0.05', -5],
    ['007.10', 710],
    ['999999999999.99', 99_999_999_999_999],
    ['1000000000000', 100_000_000_000_000],
    ['-1000000000000', -100_000_000_000_000],
    [12.5, 1250],
    [0.01, 1],
    [0.07, 7],
    [1.15, 115],
    [4.35, 435],
    [100, 10_000],
    [-12.34, -1234],
    [0, 0],
    [-0, 0],
    [1e5, 10_000_000],
    [1e12, 100_000_000_000_000],
  ]);

  it.each<[string | number]>([
    [''],
    ['   '],
    ['abc'],
    ['12abc'],
    ['1e5'],
    ['NaN'],
    ['Infinity'],
    ['-Infinity'],
    ['1,000'],
    ['1 000'],
    ['12,50'],
    ['1.005'],
    ['0.001'],
    ['12.'],
    ['.5'],
    ['+5'],
    ['- 5'],
    ['5-'],
    ['--5'],
    ['1.2.3'],
    ['0x10'],
    ['١٢'],
    ['1000000000000.01'],
    ['-1000000000000.01'],
    ['99999999999999999999'],
    ['9'.repeat(400)],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [Number.NEGATIVE_INFINITY],
    [1.005],
    [0.1 + 0.2],
    [0.001],
    [1e-7],
    [1e21],
    [1_000_000_000_000.01],
  ])('%j -> undefined', (input) => {
    expect(parseAmount(input)).toBeUndefined();
  });

  it.each<[string, string]>([
    ['12', '12.00'],
    ['12.5', '12.50'],
    [' 007.1 ', '7.10'],
    ['-0', '0.00'],
    ['-0.5', '-0.50'],
    ['1000000000000', '1000000000000.00'],
  ])('round-trips %j to the canonical %j', (input, canonical) => {
    const cents = parseAmount(input);
    expect(cents).toBeDefined();
    expect(centsToDecimalString(cents as Cents)).toBe(canonical);
  });

  it('round-trips every amount in range through the decimal string and the wire number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -maxCents, max: maxCents }), (n) => {
        const cents = toCents(n);
        expect(parseAmount(centsToDecimalString(cents))).toBe(cents);
        expect(parseAmount(centsToNumber(cents))).toBe(cents);
      }),
    );
  });
});

describe('centsToDecimalString', () => {
  it.each<[number, string]>([
    [1250, '12.50'],
    [-5, '-0.05'],
    [0, '0.00'],
    [-0, '0.00'],
    [1, '0.01'],
    [99, '0.99'],
    [100, '1.00'],
    [-100, '-1.00'],
    [-1234, '-12.34'],
    [123_456_789, '1234567.89'],
    [100_000_000_000_000, '1000000000000.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%d -> %j', (cents, expected) => {
    expect(centsToDecimalString(cents as Cents)).toBe(expected);
  });
});

describe('centsToNumber', () => {
  it.each<[number, number]>([
    [1250, 12.5],
    [-5, -0.05],
    [0, 0],
    [1, 0.01],
    [115, 1.15],
    [123_456_789, 1_234_567.89],
  ])('%d -> %d', (cents, expected) => {
    expect(centsToNumber(c(cents))).toBe(expected);
  });
});

describe('toCents', () => {
  it.each([5, -5, 0, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER])('keeps %d', (n) => {
    expect(toCents(n)).toBe(n);
  });

  it('turns -0 into 0', () => {
    expect(Object.is(toCents(-0), 0)).toBe(true);
  });

  it.each([1.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('throws for %d', (n) => {
    expect(() => toCents(n)).toThrow(RangeError);
  });
});

describe('addCents, sumCents, negate', () => {
  it.each<[number[], number]>([
    [[], 0],
    [[100], 100],
    [[100, 250], 350],
    [[100, -250], -150],
    [[1, 2, 3], 6],
    [[maxCents, maxCents], 2 * maxCents],
  ])('adds %j to %d', (values, expected) => {
    const cents = values.map(c);
    expect(addCents(...cents)).toBe(expected);
    expect(sumCents(cents)).toBe(expected);
  });

  it('sums any iterable', () => {
    function* tens(): Generator<Cents> {
      for (let i = 0; i < 3; i++) yield c(10);
    }
    expect(sumCents(tens())).toBe(30);
  });

  it.each<[number, string]>([
    [10, '1.00'],
    [1000, '100.00'],
    [1_000_000, '100000.00'],
  ])('keeps %d additions of 0.1 exact (-> %s)', (count, expected) => {
    const tenth = parseAmount('0.1') as Cents;
    const total = sumCents(Array.from({ length: count }, () => tenth));
    expect(centsToDecimalString(total)).toBe(expected);
  });

  it('throws AmountTooLarge, never a rounded figure, once a sum leaves the safe integer range', () => {
    expect(() => addCents(c(Number.MAX_SAFE_INTEGER), c(1))).toThrow(AmountTooLarge);
    expect(() => sumCents([c(-Number.MAX_SAFE_INTEGER), c(-2)])).toThrow(AmountTooLarge);
  });

  it('stays exact when only a running total passes 2^53', () => {
    const max = c(Number.MAX_SAFE_INTEGER);
    expect(sumCents([max, max, c(-Number.MAX_SAFE_INTEGER), c(-10)])).toBe(Number.MAX_SAFE_INTEGER - 10);
  });

  it('reports a conversion past 2^53 as AmountTooLarge', () => {
    expect(() => convertCents(c(maxCents), 1e6)).toThrow(AmountTooLarge);
  });

  it.each<[number, number]>([
    [5, -5],
    [-5, 5],
    [1250, -1250],
  ])('negates %d to %d', (cents, expected) => {
    expect(negate(c(cents))).toBe(expected);
  });

  it('negates 0 to 0, not -0', () => {
    expect(Object.is(negate(c(0)), 0)).toBe(true);
  });
});

describe('convertCents', () => {
  it.each<[number, number, number]>([
    [1000, 1.5, 1500],
    [150_000, 48.73, 7_309_500],
    [10_000, 0.0201, 201],
    [1000, 0, 0],
    [0, 48.7, 0],
    [1, 0.4, 0],
    [1, 0.6, 1],
    [1, 1e-9, 0],
    // Half-cent ties go away from zero.
    [1, 0.5, 1],
    [-1, 0.5, -1],
    [3, 0.5, 2],
    [-3, 0.5, -2],
    [5, 0.5, 3],
    [-5, 0.5, -3],
    [12_345, 30.9, 381_461],
    [-12_345, 30.9, -381_461],
    // Ties hidden by binary noise: 28.499999999999996, 100.49999999999999, 115.50000000000001.
    [100, 0.285, 29],
    [-100, 0.285, -29],
    [100, 1.005, 101],
    [105, 1.1, 116],
  ])('%d cents at rate %d -> %d', (cents, rate, expected) => {
    expect(convertCents(c(cents), rate)).toBe(expected);
  });

  it('returns 0, not -0, for a small negative amount', () => {
    expect(Object.is(convertCents(c(-1), 0.4), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('throws for rate %d', (rate) => {
    expect(() => convertCents(c(100), rate)).toThrow(RangeError);
  });
});

const amountMessage = 'Amount must be a number with at most 2 decimals';

describe('amountSchema', () => {
  it('outputs Cents', () => {
    expectTypeOf<v.InferOutput<typeof amountSchema>>().toEqualTypeOf<Cents>();
  });

  it.each<[unknown, number]>([
    [12.5, 1250],
    ['12.50', 1250],
    [0, 0],
    ['0', 0],
    [0.01, 1],
    [' 7 ', 700],
    [1e12, 100_000_000_000_000],
  ])('parses %j to %d cents', (input, expected) => {
    expect(v.parse(amountSchema, input)).toBe(expected);
  });

  it.each<[unknown]>([
    [-1],
    ['-0.01'],
    [1.005],
    ['1.005'],
    ['abc'],
    [''],
    ['1e5'],
    [1e13],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [true],
    [null],
    [undefined],
    [{}],
  ])('rejects %j', (input) => {
    const result = v.safeParse(amountSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual([amountMessage]);
  });
});

describe('positiveAmountSchema', () => {
  it.each<[unknown, number]>([
    [0.01, 1],
    ['5', 500],
    [12.34, 1234],
  ])('parses %j to %d cents', (input, expected) => {
    expect(v.parse(positiveAmountSchema, input)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [0, 'Amount must be at least 0.01'],
    ['0.00', 'Amount must be at least 0.01'],
    [-1, amountMessage],
    ['x', amountMessage],
    [0.001, amountMessage],
  ])('rejects %j with %j', (input, message) => {
    const result = v.safeParse(positiveAmountSchema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual([message]);
  });
});

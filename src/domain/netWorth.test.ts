import { describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import { toCents } from './money';
import { netWorth, type Balance, type NetWorth } from './netWorth';
import { RateBook } from './rates';

const book = new RateBook([
  { date: '2025-06-01' as IsoDate, rates: { EUR: 0.8, EGP: 50, GBP: 0.75 } },
  // An older table with very different rates: net worth must not use it.
  { date: '2024-01-01' as IsoDate, rates: { EUR: 0.5, EGP: 10, GBP: 0.5 } },
]);

const b = (currency: string, cents: number): Balance => ({ currency, cents: toCents(cents) });
type Row = [string, Balance[], string, Omit<NetWorth, 'currency'>];

describe('netWorth', () => {
  it.each<Row>([
    ['nothing held', [], 'USD', { total: toCents(0), missing: [], perCurrency: [] }],
    [
      'favorite only',
      [b('USD', 10_000)],
      'USD',
      {
        total: toCents(10_000),
        missing: [],
        perCurrency: [{ currency: 'USD', cents: toCents(10_000), converted: toCents(10_000) }],
      },
    ],
    [
      'several currencies at the latest rate, sorted by code',
      [b('USD', 10_000), b('EGP', 500_000), b('EUR', 8000)],
      'USD',
      {
        total: toCents(30_000),
        missing: [],
        perCurrency: [
          { currency: 'EGP', cents: toCents(500_000), converted: toCents(10_000) },
          { currency: 'EUR', cents: toCents(8000), converted: toCents(10_000) },
          { currency: 'USD', cents: toCents(10_000), converted: toCents(10_000) },
        ],
      },
    ],
    [
      'another favorite',
      [b('USD', 10_000), b('EGP', 500_000), b('EUR', 8000)],
      'EUR',
      {
        total: toCents(24_000),
        missing: [],
        perCurrency: [
          { currency: 'EGP', cents: toCents(500_000), converted: toCents(8000) },
          { currency: 'EUR', cents: toCents(8000), converted: toCents(8000) },
          { currency: 'USD', cents: toCents(10_000), converted: toCents(8000) },
        ],
      },
    ],
    [
      'a negative balance stays negative',
      [b('USD', -5000), b('EUR', 8000)],
      'USD',
      {
        total: toCents(5000),
        missing: [],
        perCurrency: [
          { currency: 'EUR', cents: toCents(8000), converted: toCents(10_000) },
          { currency: 'USD', cents: toCents(-5000), converted: toCents(-5000) },
        ],
      },
    ],
    [
      'a negative total',
      [b('GBP', -7500)],
      'USD',
      {
        total: toCents(-10_000),
        missing: [],
        perCurrency: [{ currency: 'GBP', cents: toCents(-7500), converted: toCents(-10_000) }],
      },
    ],
    [
      'a currency without a rate is excluded and listed',
      [b('USD', 10_000), b('XYZ', 999)],
      'USD',
      {
        total: toCents(10_000),
        missing: ['XYZ'],
        perCurrency: [
          { currency: 'USD', cents: toCents(10_000), converted: toCents(10_000) },
          { currency: 'XYZ', cents: toCents(999), converted: undefined },
        ],
      },
    ],
    [
      'a favorite without a rate keeps only its own balance',
      [b('USD', 100), b('XYZ', 250), b('EUR', 80)],
      'XYZ',
      {
        total: toCents(250),
        missing: ['EUR', 'USD'],
        perCurrency: [
          { currency: 'EUR', cents: toCents(80), converted: undefined },
          { currency: 'USD', cents: toCents(100), converted: undefined },
          { currency: 'XYZ', cents: toCents(250), converted: toCents(250) },
        ],
      },
    ],
    [
      'a zero balance is kept',
      [b('EUR', 0), b('USD', 100)],
      'USD',
      {
        total: toCents(100),
        missing: [],
        perCurrency: [
          { currency: 'EUR', cents: toCents(0), converted: toCents(0) },
          { currency: 'USD', cents: toCents(100), converted: toCents(100) },
        ],
      },
    ],
    [
      'two balances in one currency are added',
      [b('USD', 100), b('USD', 250)],
      'USD',
      {
        total: toCents(350),
        missing: [],
        perCurrency: [{ currency: 'USD', cents: toCents(350), converted: toCents(350) }],
      },
    ],
    [
      'each balance rounds to the cent before summing',
      [b('EGP', 25), b('GBP', 1)],
      'USD',
      {
        // 25 / 50 = 0.5 -> 1; 1 / 0.75 = 1.33 -> 1
        total: toCents(2),
        missing: [],
        perCurrency: [
          { currency: 'EGP', cents: toCents(25), converted: toCents(1) },
          { currency: 'GBP', cents: toCents(1), converted: toCents(1) },
        ],
      },
    ],
  ])('%s', (_label, balances, favorite, expected) => {
    expect(netWorth(balances, favorite, book)).toEqual({ ...expected, currency: favorite });
  });

  it('lists every currency as missing when there are no rates at all', () => {
    expect(netWorth([b('EUR', 100), b('USD', 200)], 'USD', new RateBook([]))).toEqual({
      total: 200,
      currency: 'USD',
      missing: ['EUR'],
      perCurrency: [
        { currency: 'EUR', cents: 100, converted: undefined },
        { currency: 'USD', cents: 200, converted: 200 },
      ],
    });
  });
});

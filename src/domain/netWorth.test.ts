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
/** One currency's line of the answer: what is held, and its value in the favorite (none without a rate). */
const line = (currency: string, cents: number, converted?: number) => ({
  currency,
  cents: toCents(cents),
  converted: converted === undefined ? undefined : toCents(converted),
});
const worth = (
  total: number,
  perCurrency: ReturnType<typeof line>[],
  missing: string[] = [],
): Omit<NetWorth, 'currency'> => ({ total: toCents(total), missing, perCurrency });
type Row = [string, Balance[], string, Omit<NetWorth, 'currency'>];

describe('netWorth', () => {
  it.each<Row>([
    ['nothing held', [], 'USD', worth(0, [])],
    ['favorite only', [b('USD', 10_000)], 'USD', worth(10_000, [line('USD', 10_000, 10_000)])],
    [
      'several currencies at the latest rate, sorted by code',
      [b('USD', 10_000), b('EGP', 500_000), b('EUR', 8000)],
      'USD',
      worth(30_000, [line('EGP', 500_000, 10_000), line('EUR', 8000, 10_000), line('USD', 10_000, 10_000)]),
    ],
    [
      'another favorite',
      [b('USD', 10_000), b('EGP', 500_000), b('EUR', 8000)],
      'EUR',
      worth(24_000, [line('EGP', 500_000, 8000), line('EUR', 8000, 8000), line('USD', 10_000, 8000)]),
    ],
    [
      'a negative balance stays negative',
      [b('USD', -5000), b('EUR', 8000)],
      'USD',
      worth(5000, [line('EUR', 8000, 10_000), line('USD', -5000, -5000)]),
    ],
    ['a negative total', [b('GBP', -7500)], 'USD', worth(-10_000, [line('GBP', -7500, -10_000)])],
    [
      'a currency without a rate is excluded and listed',
      [b('USD', 10_000), b('XYZ', 999)],
      'USD',
      worth(10_000, [line('USD', 10_000, 10_000), line('XYZ', 999)], ['XYZ']),
    ],
    [
      'a favorite without a rate keeps only its own balance',
      [b('USD', 100), b('XYZ', 250), b('EUR', 80)],
      'XYZ',
      worth(250, [line('EUR', 80), line('USD', 100), line('XYZ', 250, 250)], ['EUR', 'USD']),
    ],
    [
      'a zero balance is kept',
      [b('EUR', 0), b('USD', 100)],
      'USD',
      worth(100, [line('EUR', 0, 0), line('USD', 100, 100)]),
    ],
    [
      'two balances in one currency are added',
      [b('USD', 100), b('USD', 250)],
      'USD',
      worth(350, [line('USD', 350, 350)]),
    ],
    [
      'each balance rounds to the cent before summing',
      [b('EGP', 25), b('GBP', 1)],
      'USD',
      // 25 / 50 = 0.5 -> 1; 1 / 0.75 = 1.33 -> 1
      worth(2, [line('EGP', 25, 1), line('GBP', 1, 1)]),
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

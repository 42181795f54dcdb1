import { describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import { toCents } from './money';
import { netWorth, type Balance } from './netWorth';
import { RateBook } from './rates';
import {
  compareWithDayRate,
  netWorthChange,
  rateComparisonText,
  transferBalanceEffect,
  transferProblem,
  transferTexts,
  type TransferSides,
} from './transfers';
import { itMapsEach } from '../../tests/support/itMapsEach';

const sides = (out_cents: number, out_currency: string, in_cents: number, in_currency: string): TransferSides => ({
  out_cents,
  out_currency,
  in_cents,
  in_currency,
});

describe('transferProblem', () => {
  it.each<[string, TransferSides, string | undefined]>([
    ['two currencies, both amounts positive', sides(100_00, 'USD', 4850_00, 'EGP'), undefined],
    ['the smallest amounts', sides(1, 'USD', 1, 'EUR'), undefined],
    ['the same currency on both sides', sides(100_00, 'USD', 100_00, 'USD'), transferTexts.sameCurrency],
    ['nothing out', sides(0, 'USD', 4850_00, 'EGP'), transferTexts.outNotPositive],
    ['nothing in', sides(100_00, 'USD', 0, 'EGP'), transferTexts.inNotPositive],
    ['a negative amount out', sides(-5, 'USD', 10, 'EGP'), transferTexts.outNotPositive],
    // Issue 44: one currency between two accounts (a card payment from the current account).
    [
      'one currency between two accounts',
      { ...sides(300_00, 'EUR', 300_00, 'EUR'), out_account_id: 'giro', in_account_id: 'card' },
      undefined,
    ],
    [
      'one currency from an account to the account of the currency',
      { ...sides(300_00, 'EUR', 300_00, 'EUR'), out_account_id: 'giro' },
      undefined,
    ],
    [
      'one currency into the same account',
      { ...sides(300_00, 'EUR', 300_00, 'EUR'), out_account_id: 'giro', in_account_id: 'giro' },
      transferTexts.sameCurrency,
    ],
    [
      'one currency between the account of the currency and itself',
      { ...sides(300_00, 'EUR', 300_00, 'EUR'), in_account_id: 'currency-account-EUR' },
      transferTexts.sameCurrency,
    ],
    [
      'one currency between two accounts with different amounts',
      { ...sides(300_00, 'EUR', 299_00, 'EUR'), out_account_id: 'giro', in_account_id: 'card' },
      transferTexts.sameCurrencyAmounts,
    ],
  ])('%s', (_, transfer, expected) => {
    expect(transferProblem(transfer)?.error).toBe(expected);
  });
});

const book = new RateBook([
  { date: '2026-01-01' as IsoDate, rates: { EGP: 50, EUR: 0.8 } },
  { date: '2026-03-01' as IsoDate, rates: { EGP: 48, EUR: 0.9 } },
]);

describe('compareWithDayRate', () => {
  it.each<[string, TransferSides, string, number | undefined, number | undefined]>([
    // [name, sides, date, implied rate, percent against the day's rate]
    ['at the market rate', sides(100_00, 'USD', 5000_00, 'EGP'), '2026-01-15', 50, 0],
    ['2% below the day', sides(100_00, 'USD', 4900_00, 'EGP'), '2026-01-15', 49, -2],
    ['the later table from its date on', sides(100_00, 'USD', 4900_00, 'EGP'), '2026-03-02', 49, (49 / 48 - 1) * 100],
    ['between two non-USD currencies', sides(80_00, 'EUR', 5000_00, 'EGP'), '2026-01-15', 62.5, 0],
    ['a day before every table uses the first', sides(100_00, 'USD', 5500_00, 'EGP'), '2025-12-01', 55, 10],
    ['no rate for a currency', sides(100_00, 'USD', 100_00, 'XAU'), '2026-01-15', undefined, undefined],
  ])('%s', (_, transfer, date, implied, percent) => {
    const comparison = compareWithDayRate({ ...transfer, date: date as IsoDate }, book);
    if (implied === undefined) {
      expect(comparison).toBeUndefined();
      return;
    }
    expect(comparison?.implied).toBeCloseTo(implied, 10);
    expect(comparison?.percent).toBeCloseTo(percent!, 10);
  });
});

describe('rateComparisonText', () => {
  itMapsEach('%f reads "%s"', rateComparisonText, [
    [-2.1, "2.1% below the day's rate"],
    [-2.14, "2.1% below the day's rate"],
    [3.05, "3.1% above the day's rate"],
    [0.04, "at the day's rate"],
    [-0.04, "at the day's rate"],
    [0, "at the day's rate"],
  ]);
});

describe('the effect on balances and net worth', () => {
  const latest = new RateBook([{ date: '2026-03-01' as IsoDate, rates: { EGP: 50, EUR: 0.8 } }]);
  const worthAfter = (held: Balance[], transfer: TransferSides) => {
    const moved = transferBalanceEffect(transfer);
    return netWorth([...held, ...moved], 'USD', latest);
  };

  it.each<[string, TransferSides, number, Record<string, number>]>([
    // [name, transfer, net worth change in USD cents, balances after, from 1,000 USD and nothing else]
    ['at the latest rate: net worth stays', sides(100_00, 'USD', 5000_00, 'EGP'), 0, { USD: 900_00, EGP: 5000_00 }],
    [
      'a poor rate: net worth drops by the difference',
      sides(100_00, 'USD', 4500_00, 'EGP'),
      -10_00,
      { USD: 900_00, EGP: 4500_00 },
    ],
    ['a good rate: net worth rises by it', sides(100_00, 'USD', 88_00, 'EUR'), 10_00, { USD: 900_00, EUR: 88_00 }],
    [
      'more than held: the currency goes below zero',
      sides(1500_00, 'USD', 75000_00, 'EGP'),
      0,
      { USD: -500_00, EGP: 75000_00 },
    ],
  ])('%s', (_, transfer, change, balancesAfter) => {
    const before = netWorth([{ currency: 'USD', cents: toCents(1000_00) }], 'USD', latest);
    const after = worthAfter([{ currency: 'USD', cents: toCents(1000_00) }], transfer);
    expect(after.total - before.total).toBe(change);
    expect(netWorthChange(transfer, 'USD', latest)).toBe(change);
    expect(Object.fromEntries(after.perCurrency.map((row) => [row.currency, row.cents]))).toEqual(balancesAfter);
  });

  it('has no net worth change to tell without a rate for a side', () => {
    expect(netWorthChange(sides(100_00, 'USD', 1_00, 'XAU'), 'USD', latest)).toBeUndefined();
  });
});

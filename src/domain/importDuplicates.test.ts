import { describe, expect, it } from 'vitest';
import type { IsoDate } from './dates';
import { findDuplicates, similarDescriptions } from './importDuplicates';
import type { Cents } from './money';

describe('similarDescriptions', () => {
  it.each([
    ['REWE Markt GmbH', 'rewe', true],
    ['Café Müller', 'CAFE MULLER Frühstück', true],
    ['Card payment TESCO stores 3297', 'Tesco stores', true],
    ['', 'Anything', true],
    ['Rent', 'Coffee', false],
    ['Amazon order 1234', 'Amazon order 9876 refund', false],
  ])('%s ~ %s: %s', (a, b, similar) => {
    expect(similarDescriptions(a, b)).toBe(similar);
  });
});

const tx = (date: string, cents: number, details: string, more: object = {}) => ({
  date: date as IsoDate,
  amount_cents: cents as Cents,
  currency: 'EUR' as const,
  trans_status: 'withdraw' as const,
  trans_details: details,
  ...more,
});

describe('findDuplicates', () => {
  it('needs the same date, amount, type and currency, and a similar description', () => {
    const stored = [tx('2024-01-02', 4567, 'REWE')];
    const rows = [
      tx('2024-01-02', 4567, 'REWE Markt GmbH'),
      tx('2024-01-03', 4567, 'REWE Markt GmbH'),
      tx('2024-01-02', 4568, 'REWE Markt GmbH'),
      tx('2024-01-02', 4567, 'REWE Markt GmbH', { currency: 'USD' }),
      tx('2024-01-02', 4567, 'REWE Markt GmbH', { trans_status: 'deposit' }),
      tx('2024-01-02', 4567, 'Bakery'),
    ];
    const found = findDuplicates(rows, stored);
    expect([...found.keys()]).toEqual([rows[0]]);
    expect(found.get(rows[0]!)).toBe(stored[0]);
  });

  it('lets each stored transaction answer for one row only', () => {
    const stored = [tx('2024-01-02', 350, 'Coffee')];
    const rows = [tx('2024-01-02', 350, 'Coffee'), tx('2024-01-02', 350, 'Coffee')];
    expect([...findDuplicates(rows, stored).keys()]).toEqual([rows[0]]);
  });
});

describe('findDuplicates with payees (issue 45)', () => {
  it('compares who and what together: a row with a payee matches one stored before payees had a field', () => {
    const before = tx('2024-01-02', 4567, 'REWE Markt GmbH · Kartenzahlung');
    const row = tx('2024-01-02', 4567, 'Kartenzahlung', { payee: 'REWE Markt GmbH' });
    const elsewhere = tx('2024-01-02', 4567, 'Kartenzahlung', { payee: 'Aldi Süd' });
    const found = findDuplicates([row, elsewhere], [before, tx('2024-01-02', 4567, 'Aldi', { payee: 'Lidl' })]);
    expect(found.get(row)).toBe(before);
    expect(found.has(elsewhere)).toBe(false);
  });
});

describe('findDuplicates a few days apart (issue 48, item 4)', () => {
  const typed = (date: string, cents: number, details: string, more: object = {}) =>
    tx(date, cents, details, { id: `typed-${date}-${cents}`, ...more });

  it('flags a payment typed on the device and booked by the bank up to three days later, the nearest first', () => {
    const [far, near] = [typed('2024-03-01', 1299, 'Netflix'), typed('2024-03-03', 1299, 'Netflix')];
    const booked = tx('2024-03-04', 1299, 'NETFLIX.COM Amsterdam');
    expect(findDuplicates([booked], [far, near]).get(booked)).toBe(near);
    expect(findDuplicates([tx('2024-03-05', 1299, 'Netflix')], [far]).size).toBe(0);
    expect(findDuplicates([tx('2024-02-27', 1299, 'Netflix')], [far]).size).toBe(1);
  });

  it('does not flag a row dated apart from another file’s row: each statement dates as the bank booked', () => {
    const fromLastFile = tx('2024-01-31', 320, 'Coffee', { id: 'imp:aaaaaaaaaaaaaaaaaaaaaaaa:40' });
    expect(findDuplicates([tx('2024-02-01', 320, 'Coffee')], [fromLastFile]).size).toBe(0);
  });

  it('still needs the same amount, type, currency and a similar payee', () => {
    const stored = [typed('2024-03-01', 1299, 'Netflix')];
    for (const row of [
      tx('2024-03-02', 1298, 'Netflix'),
      tx('2024-03-02', 1299, 'Netflix', { currency: 'USD' }),
      tx('2024-03-02', 1299, 'Netflix', { trans_status: 'deposit' }),
      tx('2024-03-02', 1299, 'Spotify'),
    ])
      expect(findDuplicates([row], stored).size).toBe(0);
  });

  it('matches a same-date copy before a near one, so two coffees on two days are two matches', () => {
    const [monday, tuesday] = [typed('2024-03-04', 320, 'Coffee'), typed('2024-03-05', 320, 'Coffee')];
    const rows = [tx('2024-03-04', 320, 'Coffee'), tx('2024-03-05', 320, 'Coffee')];
    const found = findDuplicates(rows, [monday, tuesday]);
    expect([found.get(rows[0]!), found.get(rows[1]!)]).toEqual([monday, tuesday]);
  });
});

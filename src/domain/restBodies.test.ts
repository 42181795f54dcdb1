import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { scheduledBodySchema, targetBodySchema, transactionBodySchema, wishBodySchema } from './restBodies';

const firstError = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
};

describe('transactionBodySchema', () => {
  it('reads the wire body into cents, lower-case type and trimmed texts', () => {
    expect(
      v.parse(transactionBodySchema, {
        amount: '12.5',
        currency: 'EUR',
        trans_status: 'Deposit',
        category: ' Food ',
        date: '2026-02-28',
      }),
    ).toEqual({
      amount: 1250,
      currency: 'EUR',
      trans_status: 'deposit',
      category: 'Food',
      trans_details: '',
      date: '2026-02-28',
    });
  });

  it.each([
    [{ currency: 'EUR' }, 'Amount and currency are required.'],
    [{ amount: 5 }, 'Amount and currency are required.'],
    [{ amount: '', currency: 'EUR' }, 'Amount and currency are required.'],
    [{ amount: -1, currency: 'EUR' }, 'Amount must be a number with at most 2 decimals'],
    [{ amount: 1.005, currency: 'EUR' }, 'Amount must be a number with at most 2 decimals'],
    [{ amount: 1, currency: 'EURO' }, 'Unknown currency code'],
    [{ amount: 1, currency: 'EUR', trans_status: 'gift' }, 'trans_status must be deposit or withdraw'],
    [{ amount: 1, currency: 'EUR', date: '2025-02-30' }, 'Date must be a real date in the form yyyy-mm-dd'],
    [{ amount: 1, currency: 'EUR', category: 'x'.repeat(501) }, 'Category must be at most 500 characters'],
  ])('refuses %j with "%s"', (body, message) => {
    expect(firstError(transactionBodySchema, body)).toBe(message);
  });
});

describe('the other bodies', () => {
  it.each([
    [scheduledBodySchema, { amount: 1, currency: 'EUR' }, 'Amount, currency, and day of month are required.'],
    [scheduledBodySchema, { amount: 0, currency: 'EUR', day_of_month: 3 }, 'Amount must be at least 0.01'],
    [scheduledBodySchema, { amount: 1, currency: 'EUR', day_of_month: 32 }, 'Day of month must be 1 to 31'],
    [wishBodySchema, { currency: 'EUR', year: 2026 }, 'Price and currency are required.'],
    [wishBodySchema, { price: 1, currency: 'EUR', year: 1999 }, 'Year must be 2000 to 2100'],
    [
      wishBodySchema,
      { price: 1, currency: 'EUR', year: 2026, link: 'not a link' },
      'Link must be an http or https address',
    ],
    [targetBodySchema, { target: -1 }, 'Please enter a valid target amount greater than or equal 0.'],
    [targetBodySchema, { target: 'ten' }, 'Please enter a valid target amount greater than or equal 0.'],
    [targetBodySchema, {}, 'Please enter a valid target amount greater than or equal 0.'],
  ])('case %# refuses its body with its message', (schema, body, message) => {
    expect(firstError(schema as v.GenericSchema, body)).toBe(message);
  });

  it('accepts a decimal target (the reference refused 12.50)', () => {
    expect(v.parse(targetBodySchema, { target: '12.50' })).toEqual({ target: 1250 });
  });

  it('defaults a scheduled item to active and reads a day given as text', () => {
    expect(v.parse(scheduledBodySchema, { amount: '9.99', currency: 'USD', day_of_month: '31' })).toMatchObject({
      day_of_month: 31,
      status: true,
      amount: 999,
    });
  });
});

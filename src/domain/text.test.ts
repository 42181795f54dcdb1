import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema, profileUpdateSchema, registerSchema } from './accounts';
import { parseMutation, pushRequestSchema } from './mutations';
import { recordSchemas } from './records';
import { transactionBodySchema, wishBodySchema } from './restBodies';
import { nulText } from './text';

const transaction = {
  id: 'tx-1',
  amount_cents: 1250,
  currency: 'USD',
  trans_status: 'withdraw',
  category: 'Food',
  trans_details: 'Lunch',
  date: '2026-03-10',
  created_at: '2026-03-10T12:00:00.000Z',
  scheduled_id: null,
  wish_id: null,
};

const nul = 'a\u0000b';

/** Every schema a device and the server share, with one of its texts holding U+0000. */
const cases: [string, v.GenericSchema, unknown][] = [
  ['record id', recordSchemas.transaction, { ...transaction, id: nul }],
  ['record text', recordSchemas.transaction, { ...transaction, trans_details: nul }],
  ['linked id', recordSchemas.transaction, { ...transaction, wish_id: nul }],
  ['wish link', recordSchemas.wish, { link: `https://shop.example.org/${nul}` }],
  ['REST text', transactionBodySchema, { amount: 1, currency: 'USD', category: nul }],
  ['REST id', transactionBodySchema, { id: nul, amount: 1, currency: 'USD' }],
  ['REST link', wishBodySchema, { price: 1, currency: 'USD', year: 2026, link: `https://a.example/${nul}` }],
  ['push client id', pushRequestSchema, { protocol: 1, client_id: nul, mutations: [] }],
  ['login name', loginSchema, { username: nul, password: 'secret123' }],
  ['password', registerSchema, { username: 'ann', email: 'a@b.example', password: nul + 'x'.repeat(8) }],
  ['profile name', profileUpdateSchema, { first_name: nul }],
];

describe('U+0000 in shared text', () => {
  it.each(cases)('is refused in a %s', (_label, schema, input) => {
    const result = v.safeParse(schema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toContain(nulText);
  });

  it('makes a pushed mutation an error of its own, before and on the server', () => {
    expect(parseMutation('transaction.put.v1', { ...transaction, category: nul })).toEqual({ error: nulText });
    expect(parseMutation('transaction.delete.v1', { id: nul })).toEqual({ error: nulText });
  });
});

import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema, profileUpdateSchema, registerSchema } from './accounts';
import { parseMutation, pushRequestSchema } from './mutations';
import { recordSchemas } from './recordSchemas';
import { transactionBodySchema, wishBodySchema } from './restBodies';
import { loneSurrogateText, nulText, textProblem } from './text';

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

const withNul = 'a\u0000b';

/** Every schema a device and the server share, with one of its texts holding `bad`. */
const casesWith = (bad: string): [string, v.GenericSchema, unknown][] => [
  ['record id', recordSchemas.transaction, { ...transaction, id: bad }],
  ['record text', recordSchemas.transaction, { ...transaction, trans_details: bad }],
  ['linked id', recordSchemas.transaction, { ...transaction, wish_id: bad }],
  ['wish link', recordSchemas.wish, { link: `https://shop.example.org/${bad}` }],
  ['REST text', transactionBodySchema, { amount: 1, currency: 'USD', category: bad }],
  ['REST id', transactionBodySchema, { id: bad, amount: 1, currency: 'USD' }],
  ['REST link', wishBodySchema, { price: 1, currency: 'USD', year: 2026, link: `https://a.example/${bad}` }],
  ['push client id', pushRequestSchema, { protocol: 1, client_id: bad, mutations: [] }],
  ['login name', loginSchema, { username: bad, password: 'secret123' }],
  ['password', registerSchema, { username: 'ann', email: 'a@b.example', password: bad + 'x'.repeat(8) }],
  ['profile name', profileUpdateSchema, { first_name: bad }],
];
const cases = casesWith(withNul);

describe('U+0000 in shared text', () => {
  it.each(cases)('is refused in a %s', (_label, schema, input) => {
    const result = v.safeParse(schema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toContain(nulText);
  });

  it('makes a pushed mutation an error of its own, before and on the server', () => {
    expect(parseMutation('transaction.put.v1', { ...transaction, category: withNul })).toEqual({ error: nulText });
    expect(parseMutation('transaction.delete.v1', { id: withNul })).toEqual({ error: nulText });
  });
});

describe('lone surrogates in shared text (UTF-8 has no form for them: stored, they would silently become U+FFFD)', () => {
  const high = 'Caf\uD83D';
  const low = '\uDE00 lunch';

  it.each([...casesWith(high), ...casesWith(low)])('is refused in a %s', (_label, schema, input) => {
    const result = v.safeParse(schema, input);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toContain(loneSurrogateText);
  });

  it('keeps a proper pair (an emoji) and every other character', () => {
    expect(textProblem('Food \uD83D\uDE00 \u202E\uFFFD \u{10FFFF}')).toBeUndefined();
    const parsed = v.safeParse(recordSchemas.transaction, { ...transaction, category: 'Food \uD83C\uDF63' });
    expect(parsed.success).toBe(true);
  });

  it('tells a lone half apart from U+0000, and names each', () => {
    expect(textProblem('\uD800')).toBe(loneSurrogateText);
    expect(textProblem('\uDFFFx')).toBe(loneSurrogateText);
    expect(textProblem('\uDE00\uD83D')).toBe(loneSurrogateText);
    expect(textProblem('\u0000')).toBe(nulText);
  });

  it('makes a pushed mutation an error of its own, before and on the server', () => {
    expect(parseMutation('transaction.put.v1', { ...transaction, category: high })).toEqual({
      error: loneSurrogateText,
    });
    expect(parseMutation('transaction.delete.v1', { id: low })).toEqual({ error: loneSurrogateText });
  });
});

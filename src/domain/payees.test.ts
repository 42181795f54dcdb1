import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cleanPayee, maxPayeeLength, payeeSchema, payeeTexts } from './payees';
import { recordSchemas } from './recordSchemas';
import { aTransaction } from '../../tests/support/records';

describe('cleanPayee', () => {
  it.each([
    ['  REWE   Markt ', 'REWE Markt'],
    ['Bistro\t\nCorner', 'Bistro Corner'],
    ['   ', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j is stored as %j', (text, stored) => {
    expect(cleanPayee(text)).toBe(stored);
  });
});

describe('payeeSchema', () => {
  it.each([
    ['', payeeTexts.empty],
    [' REWE', payeeTexts.spaces],
    ['x'.repeat(maxPayeeLength + 1), payeeTexts.tooLong],
    ['a\u0000b', 'NUL'],
  ])('refuses %j', (payee, text) => {
    const result = v.safeParse(payeeSchema, payee);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toContain(text);
  });

  it('takes a clean payee at the longest length', () => {
    expect(v.safeParse(payeeSchema, 'x'.repeat(maxPayeeLength)).success).toBe(true);
  });

  it('a transaction and a schedule may name one or none', () => {
    expect(v.safeParse(recordSchemas.transaction, aTransaction({ payee: 'REWE' })).success).toBe(true);
    expect(v.safeParse(recordSchemas.transaction, aTransaction()).success).toBe(true);
  });
});

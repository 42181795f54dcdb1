import { describe, expect, it } from 'vitest';
import type { Cents } from '../../domain/money';
import type { AccountLine, ReconcileStart } from './ledgerSource';
import { initiallyTicked, reconcileDifference } from './reconcileDifference';
import { accountLine } from './testAccounts';

const line = (id: string, cents: number, clearance?: 'cleared'): AccountLine =>
  accountLine(id, cents, { balance: 0 as Cents, ...(clearance ? { clearance } : {}) });

const start: ReconcileStart = {
  reconciledCents: 4000_00 as Cents,
  lines: [line('salary', 2500_00, 'cleared'), line('coffee', -3_50), line('rent', -900_00)],
};

describe('reconcileDifference', () => {
  it('adds only the ticked lines to what was reconciled before', () => {
    const ticked = new Set(['salary', 'rent']);
    expect(reconcileDifference(start, ticked, 5600_00 as Cents)).toEqual({ clearedCents: 5600_00, differenceCents: 0 });
  });

  it('says what still differs, signed as statement minus cleared', () => {
    expect(reconcileDifference(start, new Set(['salary']), 6496_50 as Cents).differenceCents).toBe(-3_50);
  });

  it('has no difference while no statement balance is entered', () => {
    expect(reconcileDifference(start, new Set(), undefined)).toEqual({
      clearedCents: 4000_00,
      differenceCents: undefined,
    });
  });

  it('starts with the lines already marked cleared ticked', () => {
    expect([...initiallyTicked(start)]).toEqual(['salary']);
  });
});

import { describe, expect, it } from 'vitest';
import type { Cents } from '../../domain/money';
import type { AccountLine } from './ledgerSource';
import { isTicked, reconcileDifference, toggledTicks } from './reconcileDifference';
import { accountLine } from './testAccounts';

const line = (id: string, cents: number, clearance?: 'cleared'): AccountLine =>
  accountLine(id, cents, { balance: 0 as Cents, ...(clearance ? { clearance } : {}) });

const salary = line('salary', 2500_00, 'cleared');
const coffee = line('coffee', -3_50);
const rent = line('rent', -900_00);
// 4,000 EUR reconciled before, plus the salary marked cleared.
const start = { clearedCents: 6500_00 as Cents };

describe('reconcileDifference', () => {
  it('starts from the cleared balance as stored, the cleared lines ticked', () => {
    expect(isTicked(salary, new Map())).toBe(true);
    expect(isTicked(coffee, new Map())).toBe(false);
    expect(reconcileDifference(start, new Map(), 6500_00 as Cents)).toEqual({
      clearedCents: 6500_00,
      differenceCents: 0,
    });
  });

  it('adds the lines ticked here and takes away the cleared ones unticked here', () => {
    const ticks = toggledTicks(toggledTicks(new Map(), rent), salary);
    expect([isTicked(rent, ticks), isTicked(salary, ticks)]).toEqual([true, false]);
    expect(reconcileDifference(start, ticks, undefined).clearedCents).toBe(6500_00 - 900_00 - 2500_00);
  });

  it('counts a line ticked and unticked again as never changed', () => {
    const ticks = toggledTicks(toggledTicks(new Map(), coffee), coffee);
    expect(isTicked(coffee, ticks)).toBe(false);
    expect(reconcileDifference(start, ticks, undefined).clearedCents).toBe(6500_00);
  });

  it('says what still differs, signed as statement minus cleared', () => {
    expect(reconcileDifference(start, new Map(), 6496_50 as Cents).differenceCents).toBe(-3_50);
  });

  it('has no difference while no statement balance is entered', () => {
    expect(reconcileDifference(start, new Map(), undefined)).toEqual({
      clearedCents: 6500_00,
      differenceCents: undefined,
    });
  });
});

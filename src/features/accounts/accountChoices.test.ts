import { describe, expect, it } from 'vitest';
import { defaultAccountId, pickerAccounts } from './accountChoices';
import { accountSummary } from './testAccounts';

const giro = accountSummary({ id: 'giro', name: 'Giro', sort_order: 2 });
const cash = accountSummary({ id: 'cash', name: 'Cash', sort_order: 1 });
const closed = accountSummary({ id: 'old', name: 'Old', closed: true });

describe('account choices', () => {
  it('offers the open accounts in their order, and a closed one only when the record is in it', () => {
    expect(pickerAccounts([giro, closed, cash]).map((s) => s.account.id)).toEqual(['cash', 'giro']);
    expect(pickerAccounts([giro, closed, cash], 'old').map((s) => s.account.id)).toEqual(['old', 'cash', 'giro']);
  });

  it("starts in this device's last used account, else the first open one", () => {
    const choices = pickerAccounts([giro, cash]);
    expect(defaultAccountId(choices, 'giro')).toBe('giro');
    expect(defaultAccountId(choices, undefined)).toBe('cash');
    expect(defaultAccountId(choices, 'deleted-since')).toBe('cash');
    expect(defaultAccountId(pickerAccounts([closed, giro], 'old'), 'old')).toBe('giro');
    expect(defaultAccountId([], undefined)).toBe('');
  });
});

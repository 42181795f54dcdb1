import { describe, expect, it } from 'vitest';
import { pickerAccounts } from './accountChoices';
import { accountSummary } from './testAccounts';

const giro = accountSummary({ id: 'giro', name: 'Giro', sort_order: 2 });
const cash = accountSummary({ id: 'cash', name: 'Cash', sort_order: 1 });
const closed = accountSummary({ id: 'old', name: 'Old', closed: true });

describe('account choices', () => {
  it('offers the open accounts in their order, and a closed one only when the record is in it', () => {
    expect(pickerAccounts([giro, closed, cash]).map((s) => s.account.id)).toEqual(['cash', 'giro']);
    expect(pickerAccounts([giro, closed, cash], 'old').map((s) => s.account.id)).toEqual(['old', 'cash', 'giro']);
  });

  it('never offers an unknown account (its record not on this device), but keeps it for a record already in it', () => {
    const unknown = accountSummary({ id: 'gone', name: 'Unknown account', sort_order: 9, unknown: true });
    expect(pickerAccounts([giro, unknown, cash]).map((s) => s.account.id)).toEqual(['cash', 'giro']);
    expect(pickerAccounts([giro, unknown, cash], 'gone').map((s) => s.account.id)).toEqual(['cash', 'giro', 'gone']);
  });
});

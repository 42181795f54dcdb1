/** Test-only: accounts as the device's account queries give them, for the screens' tests. Not used by the app. */
import type { AccountType } from '../../domain/accountTypes';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import type { AccountRecord } from '../../domain/records';
import { anAccount } from '../../../tests/support/records';
import type { AccountLine, AccountSummary } from './ledgerSource';

/** An account record with its balances; a card or loan counts as a liability. */
export function accountSummary(
  fields: Partial<AccountRecord> & { balance?: number; cleared?: number; implicit?: boolean; unknown?: true } = {},
): AccountSummary {
  const { balance = 0, cleared = balance, unknown, implicit = unknown ?? false, ...record } = fields;
  const account_type: AccountType = record.account_type ?? 'current';
  return {
    account: anAccount({
      id: record.id ?? `account-${record.name ?? 'main'}`,
      name: 'Main',
      opening_date: '2026-11-01' as IsoDate,
      created_at: '2026-11-01T00:00:00.000Z',
      ...record,
      account_type,
    }),
    balance: balance as Cents,
    cleared: cleared as Cents,
    liability: ['credit_card', 'loan', 'other_liability'].includes(account_type),
    implicit,
    ...(unknown ? { unknown } : {}),
    transactions: 0,
  };
}

/** One line of an account's page or reconcile list. */
export function accountLine(id: string, cents: number, fields: Partial<AccountLine> = {}): AccountLine {
  return {
    id,
    kind: 'transaction',
    date: '2026-11-02' as IsoDate,
    description: id,
    category: '',
    cents: cents as Cents,
    balance: cents as Cents,
    ...fields,
  };
}

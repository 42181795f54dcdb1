import { expect } from 'vitest';
import type { Mutation } from '../../src/domain/mutations';
import type { AccountInput } from '../../src/db/commands/accounts';
import type { ScheduledInput } from '../../src/db/commands/scheduled';
import type { TransactionInput } from '../../src/db/commands/transactions';
import type { IsoDate } from '../../src/domain/dates';
import type { Cents } from '../../src/domain/money';
import type {
  AccountRecord,
  BudgetRecord,
  RuleRecord,
  TransactionRecord,
  TransferRecord,
  WishRecord,
} from '../../src/domain/records';
import type { TransferInput } from '../../src/domain/transfers';

let sequence = 0;

/** An id unique per call: the kind's prefix, a counter and a random tail (unique across test files too). */
function uniqueId(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A valid transaction record; ids are unique per call. */
export function aTransaction(overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    id: uniqueId('tx'),
    amount_cents: 1250 as TransactionRecord['amount_cents'],
    currency: 'USD',
    trans_status: 'withdraw',
    category: 'Food',
    trans_details: 'Lunch',
    date: '2026-03-10' as TransactionRecord['date'],
    created_at: '2026-03-10T12:00:00.000Z',
    scheduled_id: null,
    wish_id: null,
    ...overrides,
  };
}

/** What a person enters in the add form, for the device's commands: by default 12.50 EUR of Food. */
export function anEntry(
  overrides: Partial<Omit<TransactionInput, 'amount_cents' | 'date'>> & { amount_cents?: number; date?: string } = {},
): TransactionInput {
  return {
    currency: 'EUR',
    trans_status: 'withdraw',
    category: 'Food',
    trans_details: '',
    ...overrides,
    amount_cents: (overrides.amount_cents ?? 1250) as Cents,
    date: (overrides.date ?? '2026-03-10') as IsoDate,
  };
}

/** A salary of 1,000 USD on 2026-03-01: money to move before March's transfers. */
export const marchSalary = (): TransactionInput =>
  anEntry({ amount_cents: 1000_00, currency: 'USD', trans_status: 'deposit', category: 'Salary', date: '2026-03-01' });

/** A transfer as the Move money form gives it: 100 USD changed into 4,850 EGP, on `date`. */
export const cashForTheTrip = (date: string): TransferInput => ({
  out_cents: 100_00 as Cents,
  out_currency: 'USD',
  in_cents: 4850_00 as Cents,
  in_currency: 'EGP',
  date: date as IsoDate,
  details: 'Cash for the trip',
});

export function aWish(overrides: Partial<WishRecord> = {}): WishRecord {
  return {
    id: uniqueId('wish'),
    price_cents: 99900 as WishRecord['price_cents'],
    currency: 'EUR',
    year: 2026,
    wish_details: 'Stand mixer',
    link: 'https://shop.example.org/mixer',
    status: false,
    created_at: '2026-03-10T12:00:00.000Z',
    ...overrides,
  };
}

/** A valid account: by default a EUR current account opened with 0 on 2026-03-01; ids are unique per call. */
export function anAccount(overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    id: uniqueId('acc'),
    name: 'Current account',
    account_type: 'current',
    currency: 'EUR',
    opening_cents: 0,
    opening_date: '2026-03-01' as AccountRecord['opening_date'],
    note: '',
    last_four: '',
    sort_order: 0,
    closed: false,
    reconciled_date: null,
    reconciled_cents: null,
    created_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A valid rule: by default "payee contains REWE -> Groceries", first in order; ids are unique per call. */
export function aRule(overrides: Partial<RuleRecord> = {}): RuleRecord {
  return {
    id: uniqueId('rule'),
    name: '',
    sort_order: 0,
    enabled: true,
    conditions: JSON.stringify([{ field: 'payee', op: 'contains', value: 'REWE' }]),
    actions: JSON.stringify({ category: 'Groceries' }),
    created_at: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

/** A valid transfer record: by default 100 USD changed into 4,850 EGP on 2026-03-12; ids are unique per call. */
export function aTransferRecord(overrides: Partial<TransferRecord> = {}): TransferRecord {
  return {
    id: uniqueId('transfer'),
    ...cashForTheTrip('2026-03-12'),
    created_at: '2026-03-12T12:00:00.000Z',
    ...overrides,
  };
}

export const put = (number: number, kind: string, record: object): Mutation =>
  ({ number, name: `${kind}.put.v1`, args: record }) as Mutation;

export const remove = (number: number, kind: string, id: string): Mutation =>
  ({ number, name: `${kind}.delete.v1`, args: { id } }) as Mutation;

/** A field edit (`<kind>.patch.v1`): `fields` maps each changed field to [the value it replaced, the new value]. */
export const patch = (
  number: number,
  kind: string,
  id: string,
  fields: Record<string, [unknown, unknown]>,
  at = '2026-03-11T09:00:00.000Z',
): Mutation =>
  ({
    number,
    name: `${kind}.patch.v1`,
    args: {
      id,
      at,
      fields: Object.fromEntries(Object.entries(fields).map(([field, [from, to]]) => [field, { from, to }])),
    },
  }) as Mutation;

/** The outbox entry an edit command writes: its changed fields, each [replaced value, new value], at any time. */
export const expectedPatchEntry = (kind: string, id: string, fields: Record<string, [unknown, unknown]>) => ({
  name: `${kind}.patch.v1`,
  args: {
    id,
    at: expect.any(String) as unknown,
    fields: Object.fromEntries(Object.entries(fields).map(([field, [from, to]]) => [field, { from, to }])),
  },
  recordKey: `${kind}:${id}`,
});

export function aBudget(overrides: Partial<BudgetRecord> = {}): BudgetRecord {
  return {
    id: uniqueId('budget'),
    category: 'Food',
    month: '2026-03' as BudgetRecord['month'],
    limit_cents: 40000 as BudgetRecord['limit_cents'],
    currency: 'USD',
    rollover: false,
    stopped: false,
    created_at: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A backup file (format version 1) holding `records`, by kind, as POST /api/backup/restore/ takes it. */
export const backupFileOf = (records: Record<string, unknown[]>) => ({
  format: 'money-kitchen-backup',
  version: 1,
  records,
});

/** What a person enters in the add account form: by default a EUR current account holding 4,000 EUR from 1 March. */
export const anAccountInput = (overrides: Partial<AccountInput> = {}): AccountInput => ({
  name: 'Girokonto',
  account_type: 'current',
  currency: 'EUR',
  opening_cents: 4000_00,
  opening_date: '2026-03-01' as IsoDate,
  note: '',
  last_four: '1234',
  ...overrides,
});

/** A monthly rent of 500.00 USD on the 5th, active: the schedule the daily apply tests make due. */
export const monthlyRent = (): ScheduledInput => ({
  scheduled_trans_status: 'withdraw',
  day_of_month: 5,
  amount_cents: 50000 as Cents,
  currency: 'USD',
  category: 'Rent',
  scheduled_trans_details: '',
  status: true,
});

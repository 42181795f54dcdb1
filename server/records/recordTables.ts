import { optionalRecordFields as optionalFields, type RecordKind, type RecordKinds } from '../../src/domain/records';

/** Where each kind of record lives, and the columns of its fields (docs/sync-protocol.md, "Records"). */
export const recordTables = {
  transaction: 'transactions',
  scheduled: 'scheduled_transactions',
  wish: 'wishes',
  target: 'targets',
  setting: 'settings',
  budget: 'budgets',
  transfer: 'transfers',
  category_style: 'category_styles',
  account: 'accounts',
  rule: 'rules',
} as const satisfies Record<RecordKind, string>;

export type RecordTable = (typeof recordTables)[RecordKind];

const recordFields: { [K in RecordKind]: readonly (Exclude<keyof RecordKinds[K], 'id'> & string)[] } = {
  transaction: [
    'amount_cents',
    'currency',
    'trans_status',
    'category',
    'trans_details',
    'date',
    'created_at',
    'scheduled_id',
    'wish_id',
    'account_id',
    'account_cents',
    'clearance',
    'payee',
    'parts',
    'tags',
  ],
  scheduled: [
    'scheduled_trans_status',
    'day_of_month',
    'amount_cents',
    'currency',
    'category',
    'scheduled_trans_details',
    'status',
    'created_at',
    'active_since',
    'account_id',
    'payee',
    'parts',
    'rule',
  ],
  wish: ['price_cents', 'currency', 'year', 'wish_details', 'link', 'status', 'created_at', 'account_id'],
  target: ['target_cents'],
  setting: ['value'],
  budget: ['category', 'month', 'limit_cents', 'currency', 'rollover', 'stopped', 'created_at'],
  transfer: [
    'out_cents',
    'out_currency',
    'in_cents',
    'in_currency',
    'date',
    'details',
    'created_at',
    'out_account_id',
    'in_account_id',
  ],
  category_style: ['trans_status', 'category', 'colour'],
  account: [
    'name',
    'account_type',
    'currency',
    'opening_cents',
    'opening_date',
    'note',
    'last_four',
    'sort_order',
    'closed',
    'reconciled_date',
    'reconciled_cents',
    'created_at',
  ],
  rule: ['name', 'sort_order', 'enabled', 'conditions', 'actions', 'created_at'],
};

// Booleans are stored as 0/1 so one schema fits SQLite and PostgreSQL.
const booleanFields = new Set(['status', 'rollover', 'stopped', 'closed', 'enabled']);
// Fields a record may lack (optionalRecordFields) are stored as null, and a null is left out of the record read back.

/**
 * The columns `fromColumns` reads a record of this kind from, to name in a select rather than `*`:
 * a statement that names its columns can stay prepared on PostgreSQL across a migration that adds
 * one (server/db/namedStatements.ts).
 */
export function recordColumns(kind: RecordKind): readonly string[] {
  return ['id', ...recordFields[kind]];
}

export function toColumns(kind: RecordKind, record: RecordKinds[RecordKind]): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const field of recordFields[kind] as readonly string[]) {
    const value = (record as unknown as Record<string, unknown>)[field];
    columns[field] = booleanFields.has(field) ? (value ? 1 : 0) : optionalFields.has(field) ? (value ?? null) : value;
  }
  return columns;
}

export function fromColumns<K extends RecordKind>(kind: K, row: Record<string, unknown>): RecordKinds[K] {
  const record: Record<string, unknown> = { id: row.id };
  for (const field of recordFields[kind] as readonly string[]) {
    const value = row[field];
    if (optionalFields.has(field) && (value === null || value === undefined)) continue;
    record[field] = booleanFields.has(field) ? value === 1 || value === true : value;
  }
  return record as unknown as RecordKinds[K];
}

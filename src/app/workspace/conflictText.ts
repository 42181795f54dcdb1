import type { ConflictRow } from '../../db/database';
import type { FieldValue } from '../../domain/merge';
import { formatMoney } from '../../ui/formatCents';

const kindNames: Record<ConflictRow['kind'], string> = {
  transaction: 'a transaction',
  scheduled: 'a scheduled transaction',
  wish: 'a wish',
  target: 'a monthly target',
  setting: 'a setting',
  budget: 'a budget',
  transfer: 'a transfer between currencies',
  category_style: 'a category colour',
  account: 'an account',
  rule: 'a rule',
};

const fieldNames: Record<string, string> = {
  amount_cents: 'amount',
  price_cents: 'price',
  target_cents: 'target',
  trans_status: 'type',
  scheduled_trans_status: 'type',
  trans_details: 'description',
  scheduled_trans_details: 'description',
  wish_details: 'details',
  day_of_month: 'day of the month',
  rule: 'repeat rule',
  created_at: 'creation time',
  active_since: 'active since',
  value: 'favorite currency',
  limit_cents: 'limit',
  out_cents: 'amount out',
  in_cents: 'amount in',
  out_currency: 'currency out',
  in_currency: 'currency in',
  details: 'description',
  account_id: 'account',
  account_cents: 'amount in the account currency',
  clearance: 'cleared state',
  out_account_id: 'account out',
  in_account_id: 'account in',
  opening_cents: 'opening balance',
  opening_date: 'opening date',
  account_type: 'account type',
  last_four: 'last four digits',
  sort_order: 'order',
  reconciled_date: 'reconciled date',
  reconciled_cents: 'reconciled balance',
};

/** 'the category of a transaction "Lunch"': which field of which record, in words. */
export function conflictSubject(conflict: ConflictRow, label: string | undefined): string {
  const field = fieldNames[conflict.field] ?? conflict.field;
  return `the ${field} of ${kindNames[conflict.kind]}${label ? ` “${label}”` : ''}`;
}

/** A field value as the person would recognise it; money in the record's currency. */
export function conflictValue(conflict: ConflictRow, value: FieldValue, currency: string | undefined): string {
  if (value === null || value === '') return 'nothing';
  if (conflict.field.endsWith('_cents') && typeof value === 'number') {
    return currency ? formatMoney(value, currency) : String(value / 100);
  }
  if (conflict.field === 'status' && typeof value === 'boolean') {
    if (conflict.kind === 'wish') return value ? 'completed' : 'pending';
    return value ? 'active' : 'paused';
  }
  if (conflict.field === 'rollover' && typeof value === 'boolean') return value ? 'rollover on' : 'rollover off';
  if (conflict.field === 'stopped' && typeof value === 'boolean') return value ? 'stopped' : 'budgeted';
  return String(value);
}

import * as v from 'valibot';
import { clampPage } from '../../src/domain/pagination';
import { centsToNumber, type Cents } from '../../src/domain/money';
import { isLiability } from '../../src/domain/accountTypes';
import { accountIdOf } from '../../src/domain/ledgerAccounts';
import { readRule } from '../../src/domain/recurrenceSchema';
import { readParts } from '../../src/domain/splits';
import { tagsOf } from '../../src/domain/tags';
import type {
  AccountRecord,
  ScheduledRecord,
  TransactionRecord,
  TransferRecord,
  WishRecord,
} from '../../src/domain/records';

/** A split's parts as the REST answers list them (issue 45): amounts as the spec writes amounts; none unsplit. */
const partsJson = (record: { parts?: string }) =>
  record.parts !== undefined && {
    parts: (readParts(record.parts) ?? []).map((part) => ({
      category: part.category,
      amount: centsToNumber(part.amount_cents),
      note: part.note,
      // Issue 45, item 3: a part's own tags, only when it has any.
      ...(part.tags !== undefined && { tags: part.tags }),
    })),
  };

/** Records as spec section 7 sends them: amounts as numbers of units, the rest as stored. */
export const transactionJson = (t: TransactionRecord) => ({
  id: t.id,
  amount: centsToNumber(t.amount_cents),
  currency: t.currency,
  trans_status: t.trans_status,
  category: t.category,
  trans_details: t.trans_details,
  date: t.date,
  created_at: t.created_at,
  scheduled_id: t.scheduled_id,
  wish_id: t.wish_id,
  // Issue 44: the account it belongs to (absent: its currency's); the spec's fields stay as they were.
  account_id: accountIdOf(t),
  ...(t.account_cents !== undefined && { account_amount: centsToNumber(t.account_cents) }),
  ...(t.clearance !== undefined && { clearance: t.clearance }),
  // Issue 45: only when one is named, so a record without a payee reads as the spec's.
  ...(t.payee !== undefined && { payee: t.payee }),
  // Issue 45, item 3: the list, only when the transaction has tags.
  ...(t.tags !== undefined && { tags: tagsOf(t) }),
  // Issue 45, item 1: a split is one row with its total and first category (the spec's fields), and
  // its parts, amounts as the spec writes amounts.
  ...partsJson(t),
});

export const scheduledJson = (s: ScheduledRecord) => ({
  id: s.id,
  scheduled_trans_status: s.scheduled_trans_status,
  day_of_month: s.day_of_month,
  amount: centsToNumber(s.amount_cents),
  currency: s.currency,
  category: s.category,
  scheduled_trans_details: s.scheduled_trans_details,
  status: s.status,
  created_at: s.created_at,
  // Issue 45: as on transactions, only when one is named.
  ...(s.payee !== undefined && { payee: s.payee }),
  // Issue 45, item 1: as on transactions, a split lists its parts beside its total and first category.
  ...partsJson(s),
  // Issue 47, item 1: how it repeats, only when it has a rule of its own (else monthly on day_of_month).
  ...(s.rule !== undefined && { rule: readRule(s.rule) ?? null }),
});

export const wishJson = (w: WishRecord) => ({
  id: w.id,
  price: centsToNumber(w.price_cents),
  currency: w.currency,
  year: w.year,
  wish_details: w.wish_details,
  link: w.link,
  status: w.status,
  created_at: w.created_at,
});

/** A transfer with both sides, marked `type: 'transfer'` so a client mixing lists can tell it from a transaction. */
export const transferJson = (t: TransferRecord) => ({
  id: t.id,
  type: 'transfer' as const,
  out_amount: centsToNumber(t.out_cents),
  out_currency: t.out_currency,
  in_amount: centsToNumber(t.in_cents),
  in_currency: t.in_currency,
  date: t.date,
  details: t.details,
  created_at: t.created_at,
});

export const amount = (cents: Cents | number) => centsToNumber(cents as Cents);

/** An account in a net worth breakdown: its balance now, in its own currency. */
export const accountBalanceJson = (a: AccountRecord & { cents: number }) => ({
  id: a.id,
  name: a.name,
  account_type: a.account_type,
  currency: a.currency,
  balance: amount(a.cents),
  closed: a.closed,
});

/** An account as `get-accounts/` lists it: amounts in units, like the spec's other records. */
export const accountJson = (a: AccountRecord & { cents: number }) => ({
  ...accountBalanceJson(a),
  is_liability: isLiability(a.account_type),
  opening_balance: amount(a.opening_cents),
  opening_date: a.opening_date,
  note: a.note,
  last_four: a.last_four,
  sort_order: a.sort_order,
  reconciled_date: a.reconciled_date,
  reconciled_balance: a.reconciled_cents === null ? null : amount(a.reconciled_cents),
  created_at: a.created_at,
});

/**
 * `pagination` as the reference sent it (`total`) and as its front end read it (`total_count`).
 * A page out of range falls back to the last (or first) page.
 */
export function paginate<T>(items: readonly T[], requestedPage: number, perPage: number) {
  const numPages = Math.max(1, Math.ceil(items.length / perPage));
  const page = clampPage(requestedPage, numPages);
  return {
    items: items.slice((page - 1) * perPage, page * perPage),
    pagination: { page, num_pages: numPages, per_page: perPage, total: items.length, total_count: items.length },
  };
}

export function pageOf(totalCount: number, requestedPage: number, perPage: number) {
  const numPages = Math.max(1, Math.ceil(totalCount / perPage));
  const page = clampPage(requestedPage, numPages);
  return {
    page,
    offset: (page - 1) * perPage,
    pagination: { page, num_pages: numPages, per_page: perPage, total: totalCount, total_count: totalCount },
  };
}

export const pageQuery = v.object({
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'page must be a whole number'), v.transform(Number)), '1'),
});

import type { CurrencyCode } from './currencies';
import { parseMonthKey, type IsoDate, type MonthKey } from './dates';
import type { Cents } from './money';
import type { CategoryColour } from './categoryColours';
import type { TransactionKind } from './transactionKind';
import type { AccountType, Clearance } from './accountTypes';

/**
 * The records a person owns, as both databases store them and sync carries them
 * (docs/sync-protocol.md, "Records"). Money is integer hundredths; every field is required so a
 * `put` always carries the whole record.
 */

/** The records' `trans_status`, named with them for the code that imports the records. */
export type { TransactionKind } from './transactionKind';

export interface TransactionRecord {
  id: string;
  amount_cents: Cents;
  currency: CurrencyCode;
  trans_status: TransactionKind;
  category: string;
  trans_details: string;
  date: IsoDate;
  created_at: string;
  /** Set on occurrences of a scheduled transaction. */
  scheduled_id: string | null;
  /** Set on the purchase recorded when a wish is completed. */
  wish_id: string | null;
  /**
   * The account it belongs to; absent: the account of its currency (src/domain/ledgerAccounts.ts).
   * Optional like every field added after the spec, so `transaction.put.v1` without it stays valid.
   */
  account_id?: string;
  /** Paid in another currency than the account's: the amount in the account's currency. */
  account_cents?: Cents;
  /** Ticked against a bank statement, or reconciled; absent: not cleared. */
  clearance?: Clearance;
  /** Who was paid or paid (issue 45, src/domain/payees.ts); absent: none named. */
  payee?: string;
  /**
   * A split's parts (issue 45, src/domain/splits.ts): JSON text of 2 to 20 parts summing to
   * `amount_cents`, the first part's category in `category`; absent: not split.
   */
  parts?: string;
  /** Its tags (issue 45, src/domain/tags.ts): the JSON text of a canonical list; absent: none. */
  tags?: string;
}

export interface ScheduledRecord {
  id: string;
  scheduled_trans_status: TransactionKind;
  day_of_month: number;
  amount_cents: Cents;
  currency: CurrencyCode;
  category: string;
  scheduled_trans_details: string;
  /** Active. */
  status: boolean;
  created_at: string;
  /**
   * When it was last resumed (ISO time); absent while it never was. It fires only on days it was
   * active (src/domain/schedule.ts). Optional, so `scheduled.put.v1` without it stays valid
   * (docs/sync-protocol.md, "Records").
   */
  active_since?: string;
  /** The account its occurrences go to; absent: the account of its currency. */
  account_id?: string;
  /** The payee its occurrences name; absent: none. */
  payee?: string;
  /**
   * Its split (issue 45, item 1), as a transaction's `parts` (src/domain/splits.ts): every
   * occurrence carries these parts; absent: not split.
   */
  parts?: string;
  /**
   * Its recurrence (issue 47 item 1), as `ruleText` writes it (src/domain/recurrenceSchema.ts);
   * absent: the spec's monthly day-of-month schedule on `day_of_month` (src/domain/schedule.ts ruleOf).
   */
  rule?: string;
}

export interface WishRecord {
  id: string;
  price_cents: Cents;
  currency: CurrencyCode;
  year: number;
  wish_details: string;
  link: string;
  /** Completed. */
  status: boolean;
  created_at: string;
  /** The account its purchase is paid from; absent: the account of its currency. */
  account_id?: string;
}

export interface TargetRecord {
  /** The month, yyyy-mm: one target per month. */
  id: MonthKey;
  target_cents: Cents;
}

/**
 * A monthly spending limit for one expense category (issue 18, section 1), in effect from `month` on
 * until a later record of the same category replaces it; `stopped` ends budgeting the category from
 * `month` on. The rules that read these records are in src/domain/budgets.ts.
 */
export interface BudgetRecord {
  id: string;
  category: string;
  /** The first month it applies to, yyyy-mm. */
  month: MonthKey;
  limit_cents: Cents;
  currency: CurrencyCode;
  /** What is left (or overspent) at a month's end carries to the next month. */
  rollover: boolean;
  stopped: boolean;
  created_at: string;
}

export type SettingName = 'favorite_currency';

export interface SettingRecord {
  id: SettingName;
  value: string;
}

/**
 * Money moved between two of the person's currencies (issue 18, section 2): both sides in one
 * record, so it is edited and deleted as a whole. Neither income nor expense (src/domain/transfers.ts).
 */
export interface TransferRecord {
  id: string;
  out_cents: Cents;
  out_currency: CurrencyCode;
  in_cents: Cents;
  in_currency: CurrencyCode;
  date: IsoDate;
  details: string;
  created_at: string;
  /** The accounts money leaves and arrives in; absent: the account of that side's currency. */
  out_account_id?: string;
  in_account_id?: string;
}

/**
 * An account the person holds money in (issue 44): a current account, a card, a loan. Its balance is
 * its opening balance plus every transaction and transfer in it from then on (src/domain/ledgerAccounts.ts).
 */
export interface AccountRecord {
  id: string;
  name: string;
  account_type: AccountType;
  currency: CurrencyCode;
  /** Signed: what a card or a loan owes is negative. */
  opening_cents: number;
  opening_date: IsoDate;
  note: string;
  /** The last four digits of its number, or ''; never a full number. */
  last_four: string;
  /** Where it stands in the lists, lowest first. */
  sort_order: number;
  /** Closed accounts leave the lists and pickers and keep their history. */
  closed: boolean;
  /** The statement it was last reconciled against, or null while it never was. */
  reconciled_date: IsoDate | null;
  reconciled_cents: number | null;
  created_at: string;
}

/**
 * The colour a person gave one category of one type (issue 17 section 3), used by the charts. The id
 * is `categoryStyleId(trans_status, category)`, so two devices that colour the same category offline
 * write the same record. No record: the chart's own colour.
 */
export interface CategoryStyleRecord {
  id: string;
  trans_status: TransactionKind;
  category: string;
  colour: CategoryColour;
}

/**
 * A rule (issue 48, item 1; src/domain/rules.ts): conditions that pick transactions and actions
 * that set their category, payee, tags or split. Rules run in `sort_order`, lowest first.
 */
export interface RuleRecord {
  id: string;
  /** What the person calls it, or '' (the list then names it by its first condition). */
  name: string;
  sort_order: number;
  /** A disabled rule is kept but does not run. */
  enabled: boolean;
  /** The JSON text of its list of conditions, all of which must hold. */
  conditions: string;
  /** The JSON text of its actions. */
  actions: string;
  created_at: string;
}

export interface RecordKinds {
  transaction: TransactionRecord;
  scheduled: ScheduledRecord;
  wish: WishRecord;
  target: TargetRecord;
  setting: SettingRecord;
  budget: BudgetRecord;
  transfer: TransferRecord;
  category_style: CategoryStyleRecord;
  account: AccountRecord;
  rule: RuleRecord;
}

export type RecordKind = keyof RecordKinds;
export const recordKinds: readonly RecordKind[] = [
  'transaction',
  'scheduled',
  'wish',
  'target',
  'setting',
  'budget',
  'transfer',
  'category_style',
  'account',
  'rule',
];

/** What a person calls a record of each kind, in messages about one (a refused change, a bad backup). */
export const recordKindNames: Record<RecordKind, string> = {
  transaction: 'transaction',
  scheduled: 'scheduled transaction',
  wish: 'wish',
  target: 'target',
  setting: 'setting',
  budget: 'budget',
  transfer: 'transfer',
  category_style: 'category colour',
  account: 'account',
  rule: 'rule',
};

/**
 * Fields a record may lack, each added after the spec's shape (docs/sync-protocol.md, "Mutations"): an
 * older client's `put` without them stays valid, and null on the wire means absent.
 */
export const optionalRecordFields: ReadonlySet<string> = new Set([
  'active_since',
  'account_id',
  'account_cents',
  'clearance',
  'out_account_id',
  'in_account_id',
  'payee',
  'parts',
  'tags',
  'rule',
]);

export const maxTextLength = 500;
export const minWishYear = 2000;
export const maxWishYear = 2100;

/**
 * The months a target or a budget may be for (issue 49, item 1). The score history walks every
 * month from the first target on, so a target for 0000-01 made one request walk 24,000 months.
 */
export const firstRecordMonth = '1970-01' as MonthKey;
export const lastRecordMonth = '2100-12' as MonthKey;
export const recordMonthText = `Month must be ${firstRecordMonth} to ${lastRecordMonth}`;

/** A 'yyyy-mm' key from `firstRecordMonth` to `lastRecordMonth` ('yyyy-mm' keys sort as strings in calendar order). */
export function isRecordMonth(value: unknown): value is MonthKey {
  return (
    typeof value === 'string' &&
    parseMonthKey(value) !== undefined &&
    value >= firstRecordMonth &&
    value <= lastRecordMonth
  );
}

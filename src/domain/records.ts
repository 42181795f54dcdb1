import * as v from 'valibot';
import { currencySchema, type CurrencyCode } from './currencies';
import { isoDateSchema, type IsoDate, type MonthKey, parseMonthKey } from './dates';
import { maxCents, type Cents } from './money';
import { categoryColourNames, type CategoryColour } from './categoryColours';
import { storableText } from './text';
import { transactionKinds, type TransactionKind } from './transactionKind';
import { accountTypes, clearances, type AccountType, type Clearance } from './accountTypes';
import { isWebLink } from './webLink';
import { payeeSchema } from './payees';
import { partsFieldSchema } from './splits';
import { tagsSchema } from './tags';

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

const id = v.pipe(
  v.string('Id must be text'),
  v.minLength(1, 'Id is required'),
  v.maxLength(100, 'Id is too long'),
  storableText(),
);
const cents = (label: string, min = 0) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be whole hundredths`),
    v.minValue(min, `${label} must be at least ${(min / 100).toFixed(2)}`),
    v.maxValue(maxCents, `${label} is too large`),
    v.transform((value) => value as Cents),
  );
const text = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.maxLength(maxTextLength, `${label} must be at most ${maxTextLength} characters`),
    storableText(),
  );
const kind = v.picklist(transactionKinds, 'Type must be deposit or withdraw');
const signedCents = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be whole hundredths`),
    v.minValue(-maxCents, `${label} is too large`),
    v.maxValue(maxCents, `${label} is too large`),
  );
const accountId = v.optional(id);
const timestamp = v.pipe(v.string('created_at must be a time'), v.isoTimestamp('created_at must be an ISO time'));
/**
 * When a scheduled item was made or resumed: it fires from then on, so each month since is an
 * occurrence to make. None is older than the months records may be for (issue 49, item 2).
 */
const scheduleTime = (field: string) =>
  v.pipe(
    v.string(`${field} must be a time`),
    v.isoTimestamp(`${field} must be an ISO time`),
    v.check((time) => time >= `${firstRecordMonth}-01`, `${field} must be in ${firstRecordMonth.slice(0, 4)} or later`),
  );
const monthKeySchema = v.pipe(
  v.custom<MonthKey>(
    (value) => typeof value === 'string' && parseMonthKey(value) !== undefined,
    'Month must be yyyy-mm',
  ),
  v.check<MonthKey, string>((value) => isRecordMonth(value), recordMonthText),
);

export const recordSchemas = {
  transaction: v.strictObject({
    id,
    amount_cents: cents('Amount'),
    currency: currencySchema,
    trans_status: kind,
    category: text('Category'),
    trans_details: text('Description'),
    date: isoDateSchema,
    created_at: timestamp,
    scheduled_id: v.nullable(id),
    wish_id: v.nullable(id),
    account_id: accountId,
    account_cents: v.optional(cents('Amount in the account currency')),
    clearance: v.optional(v.picklist(clearances, 'Clearance must be cleared or reconciled')),
    payee: v.optional(payeeSchema),
    // That the parts add up to the amount is a rule across fields (server/records/recordRules.ts).
    parts: v.optional(partsFieldSchema),
    tags: v.optional(tagsSchema),
  }),
  scheduled: v.strictObject({
    id,
    scheduled_trans_status: kind,
    day_of_month: v.pipe(
      v.number('Day of month must be a number'),
      v.integer('Day of month must be whole'),
      v.minValue(1, 'Day of month must be 1 to 31'),
      v.maxValue(31, 'Day of month must be 1 to 31'),
    ),
    amount_cents: cents('Amount', 1),
    currency: currencySchema,
    category: text('Category'),
    scheduled_trans_details: text('Description'),
    status: v.boolean('Status must be true or false'),
    created_at: scheduleTime('created_at'),
    active_since: v.optional(scheduleTime('active_since')),
    account_id: accountId,
    payee: v.optional(payeeSchema),
    // As a transaction's: that they add up to the amount is server/records/recordRules.ts's rule.
    parts: v.optional(partsFieldSchema),
  }),
  wish: v.strictObject({
    id,
    price_cents: cents('Price'),
    currency: currencySchema,
    year: v.pipe(
      v.number('Year must be a number'),
      v.integer('Year must be whole'),
      v.minValue(minWishYear, 'Year must be 2000 to 2100'),
      v.maxValue(maxWishYear, 'Year must be 2000 to 2100'),
    ),
    wish_details: text('Details'),
    link: v.union(
      [
        v.literal(''),
        v.pipe(
          v.string(),
          v.maxLength(2000, 'Link is too long'),
          storableText(),
          v.check(isWebLink, 'Link must be an http or https address'),
        ),
      ],
      'Link must be an http or https address',
    ),
    status: v.boolean('Status must be true or false'),
    created_at: timestamp,
    account_id: accountId,
  }),
  target: v.strictObject({ id: monthKeySchema, target_cents: cents('Target') }),
  setting: v.strictObject({ id: v.picklist(['favorite_currency'], 'Unknown setting'), value: currencySchema }),
  budget: v.strictObject({
    id,
    category: v.pipe(
      text('Category'),
      v.check((value) => value.trim() !== '', 'Category is required'),
    ),
    month: monthKeySchema,
    limit_cents: cents('Limit'),
    currency: currencySchema,
    rollover: v.boolean('Rollover must be true or false'),
    stopped: v.boolean('Stopped must be true or false'),
    created_at: timestamp,
  }),
  // Two different currencies is a rule across fields, checked where records are written
  // (server/records/recordRules.ts): a pipe here would hide the fields patches are checked against.
  transfer: v.strictObject({
    id,
    out_cents: cents('Amount out', 1),
    out_currency: currencySchema,
    in_cents: cents('Amount in', 1),
    in_currency: currencySchema,
    date: isoDateSchema,
    details: text('Description'),
    created_at: timestamp,
    out_account_id: accountId,
    in_account_id: accountId,
  }),
  category_style: v.strictObject({
    id,
    trans_status: kind,
    category: v.pipe(text('Category'), v.minLength(1, 'Category is required')),
    colour: v.picklist(categoryColourNames, `Colour must be one of ${categoryColourNames.join(', ')}`),
  }),
  account: v.strictObject({
    id,
    name: v.pipe(
      text('Name'),
      v.check((value) => value.trim() !== '', 'Name is required'),
      v.maxLength(100, 'Name must be at most 100 characters'),
    ),
    account_type: v.picklist(accountTypes, `Type must be one of ${accountTypes.join(', ')}`),
    currency: currencySchema,
    opening_cents: signedCents('Opening balance'),
    opening_date: isoDateSchema,
    note: text('Note'),
    last_four: v.pipe(
      v.string('Last four digits must be text'),
      v.regex(/^(\d{4})?$/, 'Last four digits must be 4 digits'),
    ),
    sort_order: v.pipe(
      v.number('Order must be a number'),
      v.integer('Order must be whole'),
      v.minValue(-1_000_000_000, 'Order is too small'),
      v.maxValue(1_000_000_000, 'Order is too large'),
    ),
    closed: v.boolean('Closed must be true or false'),
    reconciled_date: v.nullable(isoDateSchema),
    reconciled_cents: v.nullable(signedCents('Reconciled balance')),
    created_at: timestamp,
  }),
} satisfies { [K in RecordKind]: v.GenericSchema<unknown, RecordKinds[K]> };

import * as v from 'valibot';
import { accountTypes, clearances } from './accountTypes';
import { categoryColourNames } from './categoryColours';
import { currencySchema } from './currencies';
import { isoDateSchema, parseMonthKey, type MonthKey } from './dates';
import { maxCents, type Cents } from './money';
import { payeeSchema } from './payees';
import {
  firstRecordMonth,
  isRecordMonth,
  maxTextLength,
  maxWishYear,
  minWishYear,
  recordMonthText,
  type RecordKind,
  type RecordKinds,
} from './records';
import { actionsFieldSchema, conditionsFieldSchema } from './rules';
import { recurrenceFieldSchema } from './recurrenceSchema';
import { partsFieldSchema } from './splits';
import { tagsSchema } from './tags';
import { storableText } from './text';
import { transactionKinds } from './transactionKind';
import { isWebLink } from './webLink';

/*
 * The stored shape of each record kind (records.ts), shared by the device's commands and the server's
 * checks of every push, REST body and backup: one place says what a valid record is.
 */
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
const sortOrder = v.pipe(
  v.number('Order must be a number'),
  v.integer('Order must be whole'),
  v.minValue(-1_000_000_000, 'Order is too small'),
  v.maxValue(1_000_000_000, 'Order is too large'),
);
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
    rule: v.optional(recurrenceFieldSchema),
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
    sort_order: sortOrder,
    closed: v.boolean('Closed must be true or false'),
    reconciled_date: v.nullable(isoDateSchema),
    reconciled_cents: v.nullable(signedCents('Reconciled balance')),
    created_at: timestamp,
  }),
  rule: v.strictObject({
    id,
    name: v.pipe(text('Name'), v.maxLength(100, 'Name must be at most 100 characters')),
    sort_order: sortOrder,
    enabled: v.boolean('Enabled must be true or false'),
    conditions: conditionsFieldSchema,
    actions: actionsFieldSchema,
    created_at: timestamp,
  }),
} satisfies { [K in RecordKind]: v.GenericSchema<unknown, RecordKinds[K]> };

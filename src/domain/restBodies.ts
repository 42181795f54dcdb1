import * as v from 'valibot';
import { currencySchema } from './currencies';
import { isoDateSchema } from './dates';
import { amountSchema, parseAmount, positiveAmountSchema, type Cents } from './money';
import { maxTextLength, maxWishYear, minWishYear } from './records';
import { cleanPayee, payeeSchema } from './payees';
import { recurrenceRuleSchema } from './recurrenceSchema';
import { firstPartCategory, partsFieldSchema, partsText, splitTexts } from './splits';
import { cleanTag, tagsBodySchema, tagTexts } from './tags';
import { storableText } from './text';
import { isWebLink } from './webLink';

/**
 * The bodies of spec section 7's write calls, with the spec's messages. A missing required field
 * gets the call's own "required" text; `id` is optional and made by the client (the same id twice
 * makes one record).
 */

const optionalText = (label: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(`${label} must be text`)), ''),
    v.transform((text) => (text ?? '').trim()),
    v.maxLength(maxTextLength, `${label} must be at most ${maxTextLength} characters`),
    storableText(),
  );

const idText = (label: string) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.minLength(1, `${label} must not be empty`),
    v.maxLength(100, `${label} is too long`),
    storableText(),
  );

const clientId = v.optional(idText('id'));

// A missing key takes '' so it reaches the check and gets the call's own message.
const required = <T extends v.GenericSchema>(message: string, schema: T) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.check((value) => value !== undefined && value !== null && value !== '', message),
      schema,
    ),
    '',
  );

const kind = (message: string) =>
  v.pipe(
    v.optional(v.string(message), 'deposit'),
    // The reference front end sometimes sent 'Deposit'; reading tolerates it (spec section 3).
    v.transform((text) => text.toLowerCase()),
    v.picklist(['deposit', 'withdraw'], message),
  );

const transactionRequired = 'Amount and currency are required.';

/**
 * Issue 45, beside the spec's fields of transactions and scheduled transactions: who was paid,
 * cleaned as the app stores it; null or only spaces clears it, absent keeps it.
 */
const payeeBody = v.optional(
  v.nullable(
    v.pipe(
      v.string('Payee must be text'),
      v.transform((text) => cleanPayee(text) ?? null),
      v.nullable(payeeSchema),
    ),
  ),
);

/**
 * Issue 45, item 1: a split's parts, each `{ category, amount, note }` with the amount as `amount`
 * is (a number in units); stored as the app stores them (splits.ts), the first part's category the
 * transaction's. null unsplits on an update, absent keeps the split; they must add up to `amount`.
 */
const partsBody = v.optional(
  v.nullable(
    v.pipe(
      v.array(
        v.object({
          category: optionalText("A part's category"),
          amount: positiveAmountSchema,
          note: optionalText("A part's note"),
          // Item 3: the part's own tags, cleaned and ordered as stored; [] or absent: none.
          tags: v.optional(v.array(v.string(tagTexts.notList), tagTexts.notList)),
        }),
        splitTexts.notList,
      ),
      v.transform((parts) =>
        partsText(
          parts.map(({ category, amount, note, tags }) => ({
            category,
            amount_cents: amount,
            note,
            tags: (tags ?? []).map((tag) => cleanTag(tag) ?? '').filter((tag) => tag !== ''),
          })),
        ),
      ),
      partsFieldSchema,
      // The record's fields of a split: its parts and, as its category, the first part's.
      v.transform((text) => ({ parts: text, category: firstPartCategory(text) })),
    ),
  ),
);

export const transactionBodySchema = v.object({
  id: clientId,
  amount: required(transactionRequired, amountSchema),
  currency: required(transactionRequired, currencySchema),
  trans_status: kind('trans_status must be deposit or withdraw'),
  category: optionalText('Category'),
  trans_details: optionalText('Description'),
  date: v.optional(
    v.union([v.literal(''), v.null(), isoDateSchema], 'Date must be a real date in the form yyyy-mm-dd'),
  ),
  // Issue 44, beside the spec's fields: the account (absent: the one of its currency, made on first
  // use) and, paid in another currency than the account's, the amount in the account's currency.
  account_id: v.optional(v.nullable(idText('account_id'))),
  account_amount: v.optional(v.nullable(amountSchema)),
  payee: payeeBody,
  // Issue 45, item 3: a list of tags, cleaned and ordered as stored; [] or null clears, absent keeps.
  tags: tagsBodySchema,
  parts: partsBody,
});

const scheduledRequired = 'Amount, currency, and day of month are required.';

export const scheduledBodySchema = v.object({
  id: clientId,
  scheduled_trans_status: kind('scheduled_trans_status must be deposit or withdraw'),
  day_of_month: required(
    scheduledRequired,
    v.pipe(
      v.union(
        [v.number(), v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number))],
        'Day of month must be 1 to 31',
      ),
      v.integer('Day of month must be 1 to 31'),
      v.minValue(1, 'Day of month must be 1 to 31'),
      v.maxValue(31, 'Day of month must be 1 to 31'),
    ),
  ),
  amount: required(scheduledRequired, positiveAmountSchema),
  currency: required(scheduledRequired, currencySchema),
  category: optionalText('Category'),
  scheduled_trans_details: optionalText('Description'),
  status: v.optional(v.boolean('status must be true or false'), true),
  payee: payeeBody,
  // Issue 45, item 1: as a transaction's; every occurrence carries them.
  parts: partsBody,
  // Issue 47, item 1: how it repeats (src/domain/recurrenceRule.ts); absent on add: monthly on
  // day_of_month, as the spec's; on update absent keeps it and null makes it that again.
  rule: v.optional(v.nullable(recurrenceRuleSchema)),
});

const wishRequired = 'Price and currency are required.';

export const wishBodySchema = v.object({
  id: clientId,
  price: required(wishRequired, amountSchema),
  currency: required(wishRequired, currencySchema),
  year: required(
    'Year is required.',
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{4}$/), v.transform(Number))], 'Year must be 2000 to 2100'),
      v.integer('Year must be 2000 to 2100'),
      v.minValue(minWishYear, 'Year must be 2000 to 2100'),
      v.maxValue(maxWishYear, 'Year must be 2000 to 2100'),
    ),
  ),
  wish_details: optionalText('Details'),
  link: v.pipe(
    optionalText('Link'),
    v.check((link) => link === '' || isWebLink(link), 'Link must be an http or https address'),
  ),
});

const targetMessage = 'Please enter a valid target amount greater than or equal 0.';

export const targetBodySchema = v.object({
  target: v.optional(
    v.pipe(
      v.unknown(),
      v.rawTransform<unknown, Cents>(({ dataset, addIssue, NEVER }) => {
        const value = dataset.value;
        const cents = typeof value === 'number' || typeof value === 'string' ? parseAmount(value) : undefined;
        if (cents === undefined || cents < 0) {
          addIssue({ message: targetMessage });
          return NEVER;
        }
        return cents;
      }),
    ),
    '',
  ),
});

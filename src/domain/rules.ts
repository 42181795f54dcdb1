import * as v from 'valibot';
import { jsonTextField } from './jsonTextField';
import { currencySchema } from './currencies';
import { maxCents } from './money';
import { payeeSchema } from './payees';
import { regexProblem } from './ruleRegex';
import { maxParts, minParts } from './splits';
import { tagListProblem } from './tags';
import { storableText } from './text';
import { transactionKinds } from './transactionKind';

/**
 * Rules (issue 48, item 1): "when a transaction's payee contains REWE, its category is Groceries".
 * A rule's conditions all have to hold (and); its actions set the category, rename the payee, add
 * tags or split the amount by fixed shares. Rules are ordered (`sort_order`, lowest first) and the
 * first matching rule that sets a field decides it (ruleMatch.ts); tags add up across rules.
 *
 * A `rule` record (records.ts) keeps its conditions and its actions as two JSON texts, so the
 * field-level merge carries each list as one value, as it does a split's parts.
 */

export const textFields = ['payee', 'description'] as const;
export const textOperators = ['contains', 'equals', 'starts_with', 'matches'] as const;
export type TextField = (typeof textFields)[number];
export type TextOperator = (typeof textOperators)[number];

export type RuleCondition =
  | { field: TextField; op: TextOperator; value: string }
  | { field: 'amount'; op: 'equals'; cents: number }
  | { field: 'amount'; op: 'between'; min: number; max: number }
  | { field: 'account'; op: 'equals'; value: string }
  | { field: 'type'; op: 'equals'; value: (typeof transactionKinds)[number] }
  | { field: 'currency'; op: 'equals'; value: string };

/** A split by fixed shares: each part's category and its whole-number share of the amount. */
export interface RuleSplitShare {
  category: string;
  share: number;
}

export interface RuleActions {
  category?: string;
  payee?: string;
  tags?: string[];
  split?: RuleSplitShare[];
}

export const maxConditions = 10;
export const maxShare = 1000;
/** The stored texts' bound: a patch carries a text field of at most 2,000 characters. */
export const maxRuleTextLength = 2000;

export const ruleTexts = {
  notText: 'Conditions and actions must be text (JSON)',
  noCondition: 'A rule needs at least one condition',
  tooManyConditions: `A rule has at most ${maxConditions} conditions`,
  badCondition: 'A condition must be a payee, description, amount, account, type or currency test',
  value: 'A condition needs a value of 1 to 500 characters',
  amount: 'An amount must be whole hundredths from 0',
  range: 'An amount range runs from its lower to its higher amount',
  noAction: 'A rule needs at least one action',
  badActions: 'Actions are a category, a payee, tags or a split',
  category: 'A category must be 1 to 500 characters',
  share: `Each share must be a whole number from 1 to ${maxShare}`,
  parts: `A split has ${minParts} to ${maxParts} parts`,
  tooLong: `A rule's conditions and actions must each be at most ${maxRuleTextLength} characters`,
};

const shortText = (message: string) =>
  v.pipe(v.string(message), v.minLength(1, message), v.maxLength(500, message), storableText());
const cents = v.pipe(
  v.number(ruleTexts.amount),
  v.integer(ruleTexts.amount),
  v.minValue(0, ruleTexts.amount),
  v.maxValue(maxCents, ruleTexts.amount),
);
const pattern = v.check<string, (issue: v.CheckIssue<string>) => string>(
  (text) => regexProblem(text) === undefined,
  (issue) => regexProblem(issue.input) ?? ruleTexts.value,
);

const conditionSchema = v.union(
  [
    v.strictObject({
      field: v.picklist(textFields),
      op: v.picklist(textOperators.filter((op) => op !== 'matches') as ['contains', 'equals', 'starts_with']),
      value: shortText(ruleTexts.value),
    }),
    v.strictObject({ field: v.picklist(textFields), op: v.literal('matches'), value: v.pipe(v.string(), pattern) }),
    v.strictObject({ field: v.literal('amount'), op: v.literal('equals'), cents }),
    v.pipe(
      v.strictObject({ field: v.literal('amount'), op: v.literal('between'), min: cents, max: cents }),
      v.check((range) => range.min <= range.max, ruleTexts.range),
    ),
    v.strictObject({ field: v.literal('account'), op: v.literal('equals'), value: shortText(ruleTexts.value) }),
    v.strictObject({ field: v.literal('type'), op: v.literal('equals'), value: v.picklist(transactionKinds) }),
    v.strictObject({ field: v.literal('currency'), op: v.literal('equals'), value: currencySchema }),
  ],
  ruleTexts.badCondition,
);

/** The conditions as a rule holds them (a regular expression's own problem is named, not a generic one). */
export const conditionsSchema = v.pipe(
  v.array(
    v.pipe(
      v.unknown(),
      v.rawCheck(({ dataset, addIssue }) => {
        const value = dataset.value as { op?: unknown; value?: unknown } | null;
        const problem =
          typeof value === 'object' && value?.op === 'matches' && typeof value.value === 'string'
            ? regexProblem(value.value)
            : undefined;
        if (problem) addIssue({ message: problem });
      }),
      conditionSchema,
    ),
    ruleTexts.badCondition,
  ),
  v.minLength(1, ruleTexts.noCondition),
  v.maxLength(maxConditions, ruleTexts.tooManyConditions),
);

export const actionsSchema = v.pipe(
  v.strictObject(
    {
      category: v.optional(shortText(ruleTexts.category)),
      payee: v.optional(payeeSchema),
      tags: v.optional(
        v.pipe(
          v.array(v.string(), ruleTexts.badActions),
          v.minLength(1, ruleTexts.badActions),
          v.rawCheck(({ dataset, addIssue }) => {
            const problem = dataset.typed ? tagListProblem(dataset.value) : undefined;
            if (problem) addIssue({ message: problem });
          }),
        ),
      ),
      split: v.optional(
        v.pipe(
          v.array(
            v.strictObject({
              category: shortText(ruleTexts.category),
              share: v.pipe(
                v.number(ruleTexts.share),
                v.integer(ruleTexts.share),
                v.minValue(1, ruleTexts.share),
                v.maxValue(maxShare, ruleTexts.share),
              ),
            }),
            ruleTexts.parts,
          ),
          v.minLength(minParts, ruleTexts.parts),
          v.maxLength(maxParts, ruleTexts.parts),
        ),
      ),
    },
    ruleTexts.badActions,
  ),
  v.check((actions) => Object.keys(actions).length > 0, ruleTexts.noAction),
);

/** A stored JSON text checked by a schema: the first issue's message names what is wrong. */
const jsonText = (schema: v.GenericSchema) =>
  jsonTextField(schema, maxRuleTextLength, { notText: ruleTexts.notText, tooLong: ruleTexts.tooLong });

export const conditionsFieldSchema = jsonText(conditionsSchema);
export const actionsFieldSchema = jsonText(actionsSchema);

/** A rule's conditions and actions read from its stored texts; undefined where the texts are not valid. */
export function readRule(record: {
  conditions: string;
  actions: string;
}): { conditions: RuleCondition[]; actions: RuleActions } | undefined {
  try {
    const conditions = v.safeParse(conditionsSchema, JSON.parse(record.conditions));
    const actions = v.safeParse(actionsSchema, JSON.parse(record.actions));
    if (!conditions.success || !actions.success) return undefined;
    return { conditions: conditions.output as RuleCondition[], actions: actions.output as RuleActions };
  } catch {
    return undefined;
  }
}

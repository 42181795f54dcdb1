import type { RuleInput } from '../../db/commands/rules';
import { checkAmountText } from '../../domain/amountInput';
import type { NumberMarks } from '../../domain/numberMarks';
import type { RuleRecord, TransactionRecord } from '../../domain/records';
import { maxShare, readRule, type RuleActions, type RuleCondition, type RuleSplitShare } from '../../domain/rules';
import { normaliseTags, tagsOf } from '../../domain/tags';
import { centsToDecimalString, type Cents } from '../../domain/money';
import { personNumberMarks } from '../../ui/personLocale';
import type { FormCheck } from '../../ui/useRecordForm';
import { rulesTexts as texts } from './rulesTexts';

/**
 * What the rule form holds, as typed: the rule's first condition and its category, payee, tags and
 * split ("Food: 3, Household: 1"). Further conditions, which the form does not show, are kept (`kept`).
 */
export interface RuleFormValues {
  name: string;
  field: 'payee' | 'description' | 'amount' | 'account' | 'type' | 'currency';
  op: string;
  value: string;
  min: string;
  max: string;
  category: string;
  payee: string;
  tags: string;
  split: string;
  enabled: boolean;
  kept: { conditions: RuleCondition[] };
}

export const blankRuleForm = (): RuleFormValues => ({
  name: '',
  field: 'payee',
  op: 'contains',
  value: '',
  min: '',
  max: '',
  category: '',
  payee: '',
  tags: '',
  split: '',
  enabled: true,
  kept: { conditions: [] },
});

const amountText = (cents: number) => centsToDecimalString(cents as Cents);

/**
 * "Make a rule from this": a rule that gives transactions like this one its category, tested on its
 * payee, else its description (what the person edits before saving).
 */
export function ruleFormFromTransaction(record: TransactionRecord): RuleFormValues {
  const field = record.payee ? 'payee' : 'description';
  return {
    ...blankRuleForm(),
    field,
    value: record.payee ?? record.trans_details,
    category: record.category,
    tags: tagsOf(record).join(', '),
  };
}

export function ruleFormOf(rule: RuleRecord): RuleFormValues {
  const read = readRule(rule);
  const blank = { ...blankRuleForm(), name: rule.name, enabled: rule.enabled };
  if (!read) return blank;
  const [first, ...rest] = read.conditions;
  const { actions } = read;
  const values: RuleFormValues = {
    ...blank,
    category: actions.category ?? '',
    payee: actions.payee ?? '',
    tags: (actions.tags ?? []).join(', '),
    split: (actions.split ?? []).map((part) => `${part.category}: ${part.share}`).join(', '),
    kept: { conditions: rest },
  };
  if (!first) return values;
  if (first.field === 'amount') {
    return first.op === 'equals'
      ? { ...values, field: 'amount', op: 'equals', value: amountText(first.cents) }
      : { ...values, field: 'amount', op: 'between', min: amountText(first.min), max: amountText(first.max) };
  }
  return { ...values, field: first.field, op: first.op, value: first.value };
}

type Field = 'value' | 'min' | 'max' | 'category' | 'split';

/** "Food: 3, Household: 1" as shares; undefined for an empty text, an error for a malformed one. */
function splitOf(text: string): RuleSplitShare[] | undefined | { error: string } {
  if (!text.trim()) return undefined;
  const parts = text.split(',').map((item) => {
    const at = item.lastIndexOf(':');
    const category = item.slice(0, at).trim();
    const share = Number(item.slice(at + 1).trim());
    return at > 0 && category && Number.isInteger(share) && share >= 1 && share <= maxShare
      ? { category, share }
      : undefined;
  });
  if (parts.length < 2 || parts.some((part) => part === undefined)) return { error: texts.splitFormat };
  return parts as RuleSplitShare[];
}

function amountOf(text: string, marks: NumberMarks): number | { error: string } {
  const checked = checkAmountText(text.trim(), { label: 'Amount', minCents: 0, marks });
  return 'error' in checked ? { error: checked.error } : checked.cents;
}

function conditionOf(values: RuleFormValues, marks: NumberMarks): RuleCondition | { error: string; field: Field } {
  if (values.field === 'amount') {
    if (values.op === 'equals') {
      if (!values.value.trim()) return { error: texts.amountRequired, field: 'value' };
      const cents = amountOf(values.value, marks);
      return typeof cents === 'number' ? { field: 'amount', op: 'equals', cents } : { ...cents, field: 'value' };
    }
    if (!values.min.trim() || !values.max.trim()) {
      return { error: texts.amountRequired, field: values.min.trim() ? 'max' : 'min' };
    }
    const [min, max] = [amountOf(values.min, marks), amountOf(values.max, marks)];
    if (typeof min !== 'number') return { ...min, field: 'min' };
    if (typeof max !== 'number') return { ...max, field: 'max' };
    return { field: 'amount', op: 'between', min, max };
  }
  const value = values.field === 'currency' ? values.value.trim().toUpperCase() : values.value.trim();
  if (!value) return { error: texts.valueRequired, field: 'value' };
  if (values.field === 'type')
    return { field: 'type', op: 'equals', value: value === 'deposit' ? 'deposit' : 'withdraw' };
  if (values.field === 'currency') return { field: 'currency', op: 'equals', value };
  if (values.field === 'account') return { field: 'account', op: 'equals', value };
  return { field: values.field, op: values.op as 'contains', value };
}

/** The form as the command's input, or its first problem; the shared schema checks the rest (a pattern's safety). */
export function checkRuleForm(
  values: RuleFormValues,
  marks: NumberMarks = personNumberMarks(),
): FormCheck<RuleInput, Field> {
  const condition = conditionOf(values, marks);
  if ('error' in condition) return condition;
  const split = splitOf(values.split);
  if (split && 'error' in split) return { error: split.error, field: 'split' };
  if (split && values.category.trim()) return { error: texts.categoryOrSplit, field: 'split' };
  const tags = normaliseTags(values.tags.split(','));
  const actions: RuleActions = {
    ...(values.category.trim() ? { category: values.category.trim() } : {}),
    ...(values.payee.trim() ? { payee: values.payee.replace(/\s+/gu, ' ').trim() } : {}),
    ...(tags.length > 0 ? { tags } : {}),
    ...(split ? { split } : {}),
  };
  if (Object.keys(actions).length === 0) return { error: texts.actionRequired, field: 'category' };
  return {
    input: { name: values.name, enabled: values.enabled, conditions: [condition, ...values.kept.conditions], actions },
  };
}

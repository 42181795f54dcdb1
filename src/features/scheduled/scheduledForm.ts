import type { ScheduledInput } from '../../db/commands/scheduled';
import { isCurrencyCode } from '../../domain/currencies';
import { checkAmountText } from '../../domain/amountInput';
import type { NumberMarks } from '../../domain/numberMarks';
import { personNumberMarks } from '../../ui/personLocale';
import { amountFieldText } from '../../ui/formatCents';
import type { FormCheck } from '../../ui/useRecordForm';
import { maxTextLength, type ScheduledRecord, type TransactionKind } from '../../domain/records';
import { checkSplit, partValuesOf, type PartValues } from '../transactions/splitForm';
import { checkPayeeField } from '../transactions/transactionForm';
import { todayIn } from '../../domain/dates';
import { blankRepeat, checkRepeat, repeatOf, type RepeatValues } from './repeatForm';
import { scheduledTexts } from './scheduledTexts';

/** What the modal's fields hold, as typed. `currency` is '' until the person picks one; `day` '' until chosen. */
export interface ScheduledFormValues {
  kind: TransactionKind;
  amount: string;
  currency: string;
  category: string;
  description: string;
  /** Who its occurrences name as paid (issue 45); '' for none. */
  payee: string;
  day: string;
  active: boolean;
  /** Its split's parts (issue 45, item 1), as the transaction form's; undefined while not split. */
  parts: PartValues[] | undefined;
  /** How it repeats (issue 47 item 1); its `freq` '' is the spec's monthly Day of Month. */
  repeat: RepeatValues;
}

export function blankScheduledForm(today = todayIn(new Date())): ScheduledFormValues {
  return {
    kind: 'deposit',
    amount: '',
    currency: '',
    category: '',
    description: '',
    payee: '',
    day: '',
    active: true,
    parts: undefined,
    repeat: blankRepeat(today),
  };
}

export function scheduledFormOf(record: ScheduledRecord, today = todayIn(new Date())): ScheduledFormValues {
  return {
    kind: record.scheduled_trans_status,
    amount: amountFieldText(record.amount_cents, record.currency),
    currency: record.currency,
    category: record.category,
    description: record.scheduled_trans_details,
    payee: record.payee ?? '',
    day: String(record.day_of_month),
    active: record.status,
    parts: partValuesOf(record),
    repeat: repeatOf(record.rule, today),
  };
}

export type CheckedScheduled = FormCheck<ScheduledInput, keyof ScheduledFormValues>;

/** The form as a command's input, or the first problem (spec section 5 first). */
export function checkScheduledForm(
  values: ScheduledFormValues,
  marks: NumberMarks = personNumberMarks(),
): CheckedScheduled {
  const amountText = values.amount.trim();
  const repeat = checkRepeat(values.repeat);
  // A rule of its own replaces the Day of Month; its start's day stands in for it (spec section 7's field).
  // A start that is no date is the repeat's own error, below.
  const ruled = values.repeat.freq !== '';
  const day = ruled ? Number(values.repeat.start.slice(8, 10)) || 1 : Number(values.day);
  const dayMissing = !ruled && !values.day;
  if (!amountText || !values.currency || dayMissing || !Number.isInteger(day) || day < 1 || day > 31) {
    return { error: scheduledTexts.required, field: !amountText ? 'amount' : !values.currency ? 'currency' : 'day' };
  }
  const amount = checkAmountText(amountText, { label: 'Amount', minCents: 1, marks });
  if ('error' in amount) return { error: amount.error, field: 'amount' };
  const cents = amount.cents;
  if (!isCurrencyCode(values.currency)) return { error: scheduledTexts.badCurrency, field: 'currency' };
  const category = values.category.trim();
  const description = values.description.trim();
  if (category.length > maxTextLength || description.length > maxTextLength) {
    return {
      error: scheduledTexts.tooLong(maxTextLength),
      field: category.length > maxTextLength ? 'category' : 'description',
    };
  }
  const checkedPayee = checkPayeeField(values.payee);
  if ('error' in checkedPayee) return { error: checkedPayee.error, field: 'payee' };
  const split = values.parts ? checkSplit(values.parts, cents, marks) : undefined;
  if (split && 'error' in split) return { error: split.error, field: 'parts' };
  if ('error' in repeat) return { error: repeat.error, field: 'repeat' };
  return {
    input: {
      scheduled_trans_status: values.kind,
      day_of_month: day,
      amount_cents: cents,
      currency: values.currency,
      // A split's category is its first part's (src/domain/splits.ts).
      category: split ? split.fields.category : category,
      scheduled_trans_details: description,
      status: values.active,
      // Named even when empty, so an edit that clears the payee takes it away (updateScheduled).
      payee: checkedPayee.payee,
      // Named even when not split, so an edit that unsplits takes the parts away.
      parts: split?.fields.parts,
      // Named even when none, so an edit back to the Day of Month takes the rule away.
      rule: repeat.rule,
    },
  };
}

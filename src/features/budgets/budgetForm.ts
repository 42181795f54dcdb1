import type { BudgetInput } from '../../db/commands/budgets';
import { checkAmountText } from '../../domain/amountInput';
import type { NumberMarks } from '../../domain/numberMarks';
import { isCurrencyCode } from '../../domain/currencies';
import { parseMonthKey, type MonthKey } from '../../domain/dates';
import { isRecordMonth, maxTextLength, type BudgetRecord } from '../../domain/records';
import { amountFieldText } from '../../ui/formatCents';
import type { FormCheck } from '../../ui/useRecordForm';
import { personNumberMarks } from '../../ui/personLocale';
import { budgetTexts } from './budgetTexts';

/** What the modal's fields hold, as typed. `currency` is '' until the person picks one. */
export interface BudgetFormValues {
  category: string;
  limit: string;
  currency: string;
  /** yyyy-mm, as an <input type="month"> gives it. */
  month: string;
  rollover: boolean;
}

export function blankBudgetForm(month: MonthKey): BudgetFormValues {
  return { category: '', limit: '', currency: '', month, rollover: false };
}

/** A budget in effect, to change from `month` on. */
export function budgetFormOf(budget: BudgetRecord, month: MonthKey): BudgetFormValues {
  return {
    category: budget.category,
    limit: amountFieldText(budget.limit_cents, budget.currency),
    currency: budget.currency,
    month,
    rollover: budget.rollover,
  };
}

export type CheckedBudget = FormCheck<BudgetInput, keyof BudgetFormValues>;

/** The form as the command's input, or the first problem and the field it is about. */
export function checkBudgetForm(values: BudgetFormValues, marks: NumberMarks = personNumberMarks()): CheckedBudget {
  const category = values.category.trim();
  if (!category) return { error: budgetTexts.categoryRequired, field: 'category' };
  if (category.length > maxTextLength) return { error: budgetTexts.tooLong(maxTextLength), field: 'category' };
  const limitText = values.limit.trim();
  if (!limitText) return { error: budgetTexts.limitRequired, field: 'limit' };
  const checked = checkAmountText(limitText, { label: 'Limit', minCents: 1, marks });
  if ('error' in checked) return { error: checked.error, field: 'limit' };
  if (!isCurrencyCode(values.currency)) return { error: budgetTexts.badCurrency, field: 'currency' };
  if (!parseMonthKey(values.month)) return { error: budgetTexts.badMonth, field: 'month' };
  // The server refuses the same months (records.ts), so the modal says so before anything is saved.
  if (!isRecordMonth(values.month)) return { error: budgetTexts.monthOutOfRange, field: 'month' };
  return {
    input: {
      category,
      limit_cents: checked.cents,
      currency: values.currency,
      month: values.month as MonthKey,
      rollover: values.rollover,
    },
  };
}

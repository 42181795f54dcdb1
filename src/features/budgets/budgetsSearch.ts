import * as v from 'valibot';
import { isRecordMonth } from '../../domain/records';
import type { MonthKey } from '../../domain/dates';

/**
 * /budgets?month=yyyy-mm: the month the screen shows lives in the URL, so Back returns to the month
 * before and a reload stays on it. No month (or one outside the months records may be for) is this month.
 */
export const budgetsSearchSchema = v.object({
  month: v.fallback(v.optional(v.custom<MonthKey>(isRecordMonth)), undefined),
});

export type BudgetsSearch = v.InferOutput<typeof budgetsSearchSchema>;

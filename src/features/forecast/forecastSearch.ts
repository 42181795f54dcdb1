import * as v from 'valibot';
import { forecastHorizons } from '../../domain/forecast';

/**
 * /forecast?months=12&account=<id>&budgets=true: the forecast's view lives in the URL, so Back
 * returns to the view before, a reload keeps it and a view can be bookmarked. Anything else reads as
 * the default view: 3 months, every account, the schedules alone.
 */
export const forecastSearchSchema = v.object({
  months: v.fallback(v.optional(v.picklist(forecastHorizons)), undefined),
  account: v.fallback(v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(100))), undefined),
  budgets: v.fallback(v.optional(v.literal(true)), undefined),
});

export type ForecastSearch = v.InferOutput<typeof forecastSearchSchema>;

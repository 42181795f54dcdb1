import { Hono } from 'hono';
import * as v from 'valibot';
import { monthLabel } from '../../src/domain/dates';
import type { Report } from '../../src/domain/reports';
import type { AuthVariables } from '../http/requireAuth';
import { validQuery } from '../http/validate';
import type { FinanceService } from './finance.service';
import { amount } from './wire';

const year = v.pipe(
  v.string('year is required'),
  v.regex(/^\d{4}$/, 'year must be a four-digit year'),
  v.transform(Number),
);
const monthQuery = v.object({
  month: v.pipe(
    v.string('month is required'),
    v.regex(/^(0?[1-9]|1[0-2])$/, 'month must be 1 to 12'),
    v.transform(Number),
  ),
  year,
});
const yearQuery = v.object({ year: v.optional(year) });

function reportJson(report: Report) {
  const items = (list: Report['user_deposit_on_range']) =>
    list.map((item) => ({
      category: item.category,
      converted_amount: amount(item.converted_amount),
      percentage: item.percentage,
    }));
  return {
    total_withdraw: amount(report.total_withdraw),
    total_deposit: amount(report.total_deposit),
    user_withdraw_on_range: items(report.user_withdraw_on_range),
    user_deposit_on_range: items(report.user_deposit_on_range),
    missing_rates: report.missing,
  };
}

/** Spec section 7, "Reports": always computed from the records, so they never drift from them. */
export function reportsRoutes(finance: FinanceService) {
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/get-monthly-report/', async (c) => {
        const { report, currency, label } = await finance.monthReport(c.get('auth').userId, finance.currentMonth());
        return c.json({ ...reportJson(report), current_month: label, favorite_currency: currency });
      })
      .get('/get-report-history-months/', async (c) => {
        return c.json({ report_history_months: await finance.reportMonths(c.get('auth').userId) });
      })
      .get('/get-report-history-years/', async (c) => {
        return c.json({ report_history_years: await finance.reportYears(c.get('auth').userId) });
      })
      .get('/get-monthly-report-history/', validQuery(monthQuery), async (c) => {
        const { month, year: y } = c.req.valid('query');
        const { report, currency, label } = await finance.monthReport(c.get('auth').userId, { year: y, month });
        return c.json({ report_data: { ...reportJson(report), current_month: label, favorite_currency: currency } });
      })
      .get('/get-yearly-report/', validQuery(yearQuery), async (c) => {
        const y = c.req.valid('query').year ?? finance.currentMonth().year;
        const { report, currency } = await finance.yearReport(c.get('auth').userId, y);
        return c.json({
          ...reportJson(report),
          current_month: String(y),
          favorite_currency: currency,
          months_included: report.months_included,
        });
      })
      // Reports are computed on every read, so there is nothing to rebuild; the summary says what a
      // rebuild would have covered, with correct counts.
      .post('/recalculate-reports/', async (c) => {
        const months = await finance.reportMonths(c.get('auth').userId);
        const sorted = [...months].sort((a, b) => a.year - b.year || a.month - b.month);
        const first = sorted[0];
        const last = sorted.at(-1);
        return c.json({
          message: 'Reports recalculated successfully!',
          summary: {
            total_months_processed: months.length,
            months_created: 0,
            months_updated: months.length,
            errors_count: 0,
            date_range: { from: first ? monthLabel(first) : null, to: last ? monthLabel(last) : null },
          },
          errors: [],
        });
      })
  );
}

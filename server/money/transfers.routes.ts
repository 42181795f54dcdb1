import { Hono } from 'hono';
import { todayIn } from '../../src/domain/dates';
import type { AuthVariables } from '../http/requireAuth';
import { validQuery } from '../http/validate';
import { dateRangeQuery, effectiveRange } from './dateRangeQuery';
import type { MoneyRouteDeps } from './transactions.routes';
import { pageOf, transferJson } from './wire';

const perPage = 10;

/**
 * Money moved between currencies (issue 18, section 2), read-only: transfers are made on devices and
 * travel by sync. The list takes the transactions list's query (dates, page; no dates = this month)
 * so a REST client reads both the same way, newest first.
 */
export function transfersRoutes({ money, clock }: Pick<MoneyRouteDeps, 'money' | 'clock'>) {
  return new Hono<{ Variables: AuthVariables }>().get(
    '/transfer/get-transfers/',
    validQuery(dateRangeQuery),
    async (c) => {
      const userId = c.get('auth').userId;
      const query = c.req.valid('query');
      const range = effectiveRange(query.start_date, query.end_date, todayIn(clock(), 'UTC'));
      const page = pageOf(await money.countTransfers(userId, range), query.page, perPage);
      const rows = await money.transfersPage(userId, range, perPage, page.offset);
      return c.json({
        transfers: rows.map(transferJson),
        pagination: page.pagination,
        date_range: { start_date: query.start_date || range.start, end_date: query.end_date || range.end },
      });
    },
  );
}

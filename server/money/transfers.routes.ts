import { Hono } from 'hono';
import { todayIn } from '../../src/domain/dates';
import type { AuthVariables } from '../http/requireAuth';
import { validQuery } from '../http/validate';
import { dateRangeQuery } from './dateRangeQuery';
import { datedPage } from './datedPage';
import type { MoneyRouteDeps } from './transactions.routes';
import { transferJson } from './wire';

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
      const { rows, ...page } = await datedPage(
        c.req.valid('query'),
        todayIn(clock(), 'UTC'),
        perPage,
        (range) => money.countTransfers(userId, range),
        (range, limit, offset) => money.transfersPage(userId, range, limit, offset),
      );
      return c.json({ transfers: rows.map(transferJson), ...page });
    },
  );
}

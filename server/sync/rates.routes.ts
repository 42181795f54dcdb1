import { Hono } from 'hono';
import * as v from 'valibot';
import type { Sessions } from '../accounts/sessions';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validQuery } from '../http/validate';
import type { RatesService } from '../rates/rates.service';

const ratesQuery = v.object({
  after: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'after must be a version number'), v.transform(Number)),
    '0',
  ),
});

const pageSize = 400;

/** Protocol step 9: the dated rate tables changed after a version, in pages. */
export function ratesRoutes(rates: RatesService, sessions: Sessions, clock: () => Date) {
  return new Hono<{ Variables: AuthVariables }>().get(
    '/sync/rates/',
    requireAuth(sessions, clock),
    validQuery(ratesQuery),
    async (c) => {
      const tables = await rates.changedAfter(c.req.valid('query').after, pageSize + 1);
      const page = tables.slice(0, pageSize);
      return c.json({
        tables: page.map(({ date, rates: table }) => ({ date, rates: table })),
        cursor: page.at(-1)?.version ?? c.req.valid('query').after,
        more: tables.length > pageSize,
      });
    },
  );
}

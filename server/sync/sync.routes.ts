import { Hono } from 'hono';
import { addMonths, firstDayOfMonth, monthOf, todayIn, type IsoDate } from '../../src/domain/dates';
import { headQuerySchema, historyQuerySchema } from '../../src/domain/history';
import { pullQuerySchema, pushRequestSchema, type PushRequest } from '../../src/domain/mutations';
import type { Sessions } from '../accounts/sessions';
import { badRequest } from '../errors';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody, validQuery } from '../http/validate';
import type { Logger } from '../logger';
import type { RatesService } from '../rates/rates.service';
import type { SyncService } from './sync.service';

/** Transaction dates in a push, so rates for those days can be fetched if missing. */
function transactionDates(mutations: { name: string; args: unknown }[]): string[] {
  return mutations
    .map((m) => {
      const args = (m.args ?? {}) as { date?: unknown; fields?: { date?: { to?: unknown } } };
      if (m.name === 'transaction.put.v1') return args.date;
      if (m.name === 'transaction.patch.v1') return args.fields?.date?.to;
      return undefined;
    })
    .filter((date): date is string => typeof date === 'string');
}

/**
 * The head's `since` no earlier than the first day of the month before last: a device asks from the
 * first day of last month by its own clock (a month of slack for one that is behind), and `since`
 * from year 1 made one head read and send every transaction there is (issue 49, item 5). The
 * answer's `older.before` says where the head stops, so the device walks back from there.
 */
function headSinceAtLeast(since: IsoDate, now: Date): IsoDate {
  const earliest = firstDayOfMonth(addMonths(monthOf(todayIn(now, 'UTC')), -2));
  return since < earliest ? earliest : since;
}

/** A push's own fields; each mutation's arguments are checked on their own (protocol step 3). */
const withoutMutationArgs = (push: PushRequest) => ({
  ...push,
  mutations: push.mutations.map(({ args: _args, ...mutation }) => mutation),
});

/** docs/sync-protocol.md, steps 3, 5 and 12. */
export function syncRoutes(
  sync: SyncService,
  sessions: Sessions,
  clock: () => Date,
  rates: RatesService,
  logger: Logger,
) {
  return new Hono<{ Variables: AuthVariables }>()
    .use('/sync/*', requireAuth(sessions, clock))
    .post('/sync/push/', validBody(pushRequestSchema, withoutMutationArgs), async (c) => {
      const request = c.req.valid('json');
      // Stored as bigint: past 2^53 a number can be neither compared exactly nor (on PostgreSQL past 2^63) stored.
      if (request.mutations.some((m) => !Number.isSafeInteger(m.number))) {
        throw badRequest('invalid_input', 'number must be a whole number below 2^53');
      }
      const results = await sync.push(c.get('auth').userId, request);
      // In the background: the answer must not wait for a rate provider.
      rates
        .backfill(transactionDates(request.mutations))
        .catch((error: unknown) => logger.warn('Rate back-fill failed', error));
      return c.json({ results });
    })
    .get('/sync/pull/', validQuery(pullQuerySchema), async (c) => {
      const { after, limit } = c.req.valid('query');
      return c.json(await sync.pull(c.get('auth').userId, after, limit));
    })
    .get('/sync/head/', validQuery(headQuerySchema), async (c) => {
      const { since, limit } = c.req.valid('query');
      return c.json(await sync.head(c.get('auth').userId, headSinceAtLeast(since, clock()), limit));
    })
    .get('/sync/history/', validQuery(historyQuerySchema), async (c) => {
      const { after, before, limit, totals } = c.req.valid('query');
      return c.json(await sync.history(c.get('auth').userId, after, before, limit, totals === '1'));
    });
}

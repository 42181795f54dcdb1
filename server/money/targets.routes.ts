import { Hono } from 'hono';
import { monthKey } from '../../src/domain/dates';
import { targetBodySchema } from '../../src/domain/restBodies';
import { AppError } from '../errors';
import type { AuthVariables } from '../http/requireAuth';
import { validBody, validQuery } from '../http/validate';
import type { RecordsService } from '../records/records.service';
import type { FinanceService } from './finance.service';
import { amount, pageQuery, paginate } from './wire';

const noTarget = () => new AppError(404, 'no_target', 'No target set');

/** Spec section 7, target calls: a target per month, carried forward; the score from the month's records. */
export function targetsRoutes(finance: FinanceService, records: RecordsService) {
  return new Hono<{ Variables: AuthVariables }>()
    .get('/target/get-target/', async (c) => {
      const target = await finance.target(c.get('auth').userId);
      if (target === undefined) throw noTarget();
      return c.json({ target: amount(target) });
    })
    .post('/target/manage-target/', validBody(targetBodySchema), async (c) => {
      const id = monthKey(finance.currentMonth());
      const target_cents = c.req.valid('json').target;
      await records.apply(c.get('auth').userId, [{ kind: 'target', op: 'put', id, record: { id, target_cents } }]);
      return c.json({ message: 'Target updated successfully!', target: amount(target_cents) });
    })
    .get('/target/get-score/', async (c) => {
      const score = await finance.score(c.get('auth').userId);
      if (!score) throw noTarget();
      return c.json({
        score: amount(score.score),
        score_txt: score.status,
        target: amount(score.target),
        missing_rates: score.missing,
      });
    })
    .get('/target/get-score-history/', validQuery(pageQuery), async (c) => {
      const rows = await finance.history(c.get('auth').userId);
      const { items, pagination } = paginate(rows, c.req.valid('query').page, 20);
      return c.json({
        targets: items.map((row) => ({
          id: row.month,
          month: row.monthNumber,
          year: row.year,
          target: amount(row.target),
          score: amount(row.score),
          status: row.status,
        })),
        pagination,
      });
    });
}

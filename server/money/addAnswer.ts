import type { Context } from 'hono';
import { AppError } from '../errors';
import type { AddOutcome } from '../records/records.service';

/**
 * The answer to a REST add made through `records.addOnce`: 201 with the new record; 200 with the
 * stored one when its client id was used already (a retried add changes nothing); 400 with the rule
 * it breaks.
 */
export function addAnswer<R, B extends object>(c: Context, outcome: AddOutcome<R>, body: (record: R) => B) {
  if ('refused' in outcome) throw new AppError(400, 'refused', outcome.refused);
  if ('stored' in outcome) return c.json(body(outcome.stored), 200);
  return c.json(body(outcome.added), 201);
}

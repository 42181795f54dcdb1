import { Hono } from 'hono';
import type { ScheduledRecord } from '../../src/domain/records';
import { scheduledBodySchema } from '../../src/domain/restBodies';
import { addAnswer } from './addAnswer';
import type { AuthVariables } from '../http/requireAuth';
import { validBody, validQuery } from '../http/validate';
import type { OccurrencesService } from './occurrences.service';
import { firstPartCategory } from '../../src/domain/splits';
import { ruleText } from '../../src/domain/recurrenceSchema';
import {
  applyOrRefuse,
  findOrNotFound,
  newRecordStamp,
  withSentParts,
  withSentPayee,
  withSentRule,
} from './restRecords';
import type { MoneyRouteDeps } from './transactions.routes';
import { pageQuery, paginate, scheduledJson } from './wire';

/** Spec section 7, "Scheduled transactions". */
export function scheduledRoutes({ money, records, clock }: MoneyRouteDeps, occurrences: OccurrencesService) {
  const findItem = (userId: string, id: string) =>
    findOrNotFound(records, userId, 'scheduled', id, 'Scheduled transaction not found');

  /** A pause first settles what fell due while the item was active (src/domain/schedule.ts). */
  async function save(userId: string, item: ScheduledRecord, previous?: ScheduledRecord) {
    await applyOrRefuse(records, userId, [
      ...(previous ? await occurrences.pauseChanges(userId, previous, item) : []),
      { kind: 'scheduled', op: 'put', id: item.id, record: item },
    ]);
  }

  return new Hono<{ Variables: AuthVariables }>()
    .get('/scheduled-trans/get-scheduled-trans/', validQuery(pageQuery), async (c) => {
      const { items, pagination } = paginate(
        await money.scheduled(c.get('auth').userId),
        c.req.valid('query').page,
        20,
      );
      return c.json({ scheduled_transactions: items.map(scheduledJson), pagination });
    })
    .post('/scheduled-trans/add-scheduled-trans/', validBody(scheduledBodySchema), async (c) => {
      const userId = c.get('auth').userId;
      const { id, amount, payee, parts, rule, ...body } = c.req.valid('json');
      const item: ScheduledRecord = {
        ...body,
        ...(payee && { payee }),
        ...(rule && { rule: ruleText(rule) }),
        // A split's parts, and its first part's category as the item's (issue 45).
        ...parts,
        ...newRecordStamp(id, clock()),
        amount_cents: amount,
      };
      return addAnswer(c, await records.addOnce(userId, 'scheduled', item), (stored) => ({
        message: 'Scheduled transaction added successfully!',
        scheduled_transaction: scheduledJson(stored),
      }));
    })
    .post('/scheduled-trans/update-scheduled-trans/:id/', validBody(scheduledBodySchema), async (c) => {
      const userId = c.get('auth').userId;
      const current = await findItem(userId, c.req.param('id'));
      const { amount, id: _ignored, payee, parts, rule, ...body } = c.req.valid('json');
      const kept = withSentParts(
        withSentRule(withSentPayee(current, payee), rule),
        parts === undefined || parts === null ? parts : parts.parts,
      );
      const item: ScheduledRecord = {
        ...kept,
        ...body,
        // A split keeps its first part's category, whatever category a caller unaware of splits sends.
        ...(kept.parts !== undefined && { category: firstPartCategory(kept.parts) }),
        amount_cents: amount,
      };
      await save(userId, item, current);
      return c.json({
        message: 'Scheduled transaction updated successfully!',
        scheduled_transaction: scheduledJson(item),
      });
    })
    .delete('/scheduled-trans/delete-scheduled-trans/:id/', async (c) => {
      const userId = c.get('auth').userId;
      const current = await findItem(userId, c.req.param('id'));
      await records.apply(userId, [{ kind: 'scheduled', op: 'delete', id: current.id }]);
      return c.json({ message: 'Scheduled transaction deleted successfully' });
    })
    .post('/scheduled-trans/update-scheduled-trans-status/:id/', async (c) => {
      const userId = c.get('auth').userId;
      const current = await findItem(userId, c.req.param('id'));
      const item = { ...current, status: !current.status };
      await save(userId, item, current);
      return c.json({
        message: item.status ? 'Scheduled transaction activated' : 'Scheduled transaction paused',
        scheduled_transaction: scheduledJson(item),
      });
    })
    .post('/scheduled-trans/apply-scheduled-trans/', async (c) => {
      const { applied, errors, more } = await occurrences.applyScheduled(c.get('auth').userId);
      // Beyond the spec's answer, and only when true: the call stopped at its cap; calling again continues.
      return c.json({ success: errors.length === 0, applied_count: applied, errors, ...(more && { more }) });
    });
}

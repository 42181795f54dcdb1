import { Hono } from 'hono';
import { pullQuerySchema, pushRequestSchema } from '../../src/domain/mutations';
import type { Sessions } from '../accounts/sessions';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody, validQuery } from '../http/validate';
import type { SyncService } from './sync.service';

/** docs/sync-protocol.md, steps 3 and 5. */
export function syncRoutes(sync: SyncService, sessions: Sessions, clock: () => Date) {
  return new Hono<{ Variables: AuthVariables }>()
    .use('/sync/*', requireAuth(sessions, clock))
    .post('/sync/push/', validBody(pushRequestSchema), async (c) => {
      return c.json({ results: await sync.push(c.get('auth').userId, c.req.valid('json')) });
    })
    .get('/sync/pull/', validQuery(pullQuerySchema), async (c) => {
      const { after, limit } = c.req.valid('query');
      return c.json(await sync.pull(c.get('auth').userId, after, limit));
    });
}

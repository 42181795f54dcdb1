import { Hono } from 'hono';
import { twoFactorCodeSchema, twoFactorSignInSchema } from '../../src/domain/twoFactor';
import { unauthorized } from '../errors';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { validBody } from '../http/validate';
import type { Sessions } from './sessions';
import type { TwoFactorService } from './twoFactor.service';
import { usersRepository } from './users.repository';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export interface TwoFactorRoutesDeps {
  twoFactor: TwoFactorService;
  sessions: Sessions;
  db: Kysely<Schema>;
  clock: () => Date;
}

/** Issue 49, item 6. Not in the spec's API: its client never sees these. */
export function twoFactorRoutes({ twoFactor, sessions, db, clock }: TwoFactorRoutesDeps) {
  const signedIn = requireAuth(sessions, clock);
  const users = usersRepository(db);
  return (
    new Hono<{ Variables: AuthVariables }>()
      .get('/auth/two-factor/', signedIn, async (c) => c.json(await twoFactor.status(c.get('auth').userId)))
      .post('/auth/two-factor/setup/', signedIn, async (c) => {
        const user = await users.findById(c.get('auth').userId);
        if (!user) throw unauthorized('invalid_token', 'Your session has ended. Please sign in again.');
        return c.json(await twoFactor.setup(user));
      })
      .post('/auth/two-factor/enable/', signedIn, validBody(twoFactorCodeSchema), async (c) => {
        return c.json(await twoFactor.enable(c.get('auth').userId, c.req.valid('json').code));
      })
      .post('/auth/two-factor/disable/', signedIn, validBody(twoFactorCodeSchema), async (c) => {
        return c.json(await twoFactor.disable(c.get('auth').userId, c.req.valid('json').code));
      })
      // The second step of signing in: no access token yet, the ticket from the first step instead.
      .post('/auth/two-factor/sign-in/', validBody(twoFactorSignInSchema), async (c) => {
        const { ticket, code } = c.req.valid('json');
        return c.json(await twoFactor.signIn(ticket, code));
      })
  );
}

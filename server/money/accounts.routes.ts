import { Hono } from 'hono';
import type { Sessions } from '../accounts/sessions';
import type { Database } from '../db/database';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { accountBalancesRepository } from './accountBalances.repository';
import { accountJson } from './wire';

/**
 * `GET /api/account/get-accounts/` (issue 44): the caller's accounts, open and closed, each with its
 * balance now, in list order. Beside the spec's calls, signed in like them.
 */
export function accountsRoutes(database: Database, sessions: Sessions, clock: () => Date) {
  const balances = accountBalancesRepository(database.db);
  return new Hono<{ Variables: AuthVariables }>().get(
    '/account/get-accounts/',
    requireAuth(sessions, clock),
    async (c) => c.json({ accounts: (await balances.accountBalances(c.get('auth').userId)).map(accountJson) }),
  );
}

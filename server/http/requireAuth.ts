import { createMiddleware } from 'hono/factory';
import type { AccessClaims, Sessions } from '../accounts/sessions';
import { unauthorized } from '../errors';

export interface AuthVariables {
  auth: AccessClaims;
}

/** Lets a request through only with a valid bearer access token of a login that was not ended. */
export function requireAuth(sessions: Sessions, clock: () => Date) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('not_authenticated', 'Authentication credentials were not provided.');
    c.set('auth', await sessions.verifyAccess(match[1], clock()));
    await next();
  });
}

import { createMiddleware } from 'hono/factory';
import { AppError } from '../errors';
import type { RateLimits } from '../http/rateLimits';
import type { AuthVariables } from '../http/requireAuth';

export const restoreRunningText =
  'A restore of this account is already running. Wait for it to finish, then try again if you need to.';

export const tooManyRestoresText = (minutes: number) =>
  `Too many restores of this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;

/**
 * A restore may write tens of thousands of records: one account gets one at a time, and a few per
 * hour (rule `restorePerAccount`), so nobody can keep the server busy restoring in a loop.
 */
export function restoreTurns(limits: RateLimits) {
  const running = new Set<string>();
  return {
    take: createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
      const { userId } = c.get('auth');
      if (running.has(userId)) throw new AppError(429, 'restore_running', restoreRunningText);
      const { allowed, waitMs } = await limits.take('restorePerAccount', userId);
      if (!allowed) {
        const seconds = Math.ceil(waitMs / 1000);
        throw new AppError(429, 'too_many_requests', tooManyRestoresText(Math.max(1, Math.ceil(seconds / 60))), {
          retry_after: seconds,
        });
      }
      running.add(userId);
      try {
        await next();
      } finally {
        running.delete(userId);
      }
    }),
  };
}

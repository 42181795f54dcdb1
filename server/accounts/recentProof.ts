import { createMiddleware } from 'hono/factory';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { AppError } from '../errors';
import type { AuthVariables } from '../http/requireAuth';

/** How long a password or code given on a login lets it do what can hurt (issue 49, item 9). */
export const proofWindowMs = 5 * 60 * 1000;

export const recentProofTexts = {
  required: 'For your safety, confirm it is you: enter your password (or a two-factor code) again, then try once more.',
} as const;

export const reauthRequired = () => new AppError(403, 'reauth_required', recentProofTexts.required);

/**
 * Whether a login was proven lately: signing in, or `/auth/reauthenticate/`, sets `logins.proven_at`
 * (migration 0019). A stolen access token alone cannot renew it: that takes the password or a code.
 */
export function recentProof(db: Kysely<Schema>, clock: () => Date) {
  return {
    async isRecent(loginId: string): Promise<boolean> {
      const row = await db.selectFrom('logins').select('proven_at').where('id', '=', loginId).executeTakeFirst();
      if (!row?.proven_at) return false;
      return clock().getTime() - Date.parse(row.proven_at) <= proofWindowMs;
    },

    async mark(loginId: string): Promise<void> {
      await db.updateTable('logins').set({ proven_at: clock().toISOString() }).where('id', '=', loginId).execute();
    },
  };
}

export type RecentProof = ReturnType<typeof recentProof>;

/** After requireAuth: lets the request through only for a login proven within the window. */
export function requireRecentProof(proof: RecentProof) {
  return createMiddleware<{ Variables: AuthVariables }>(async (c, next) => {
    if (!(await proof.isRecent(c.get('auth').loginId))) throw reauthRequired();
    await next();
  });
}

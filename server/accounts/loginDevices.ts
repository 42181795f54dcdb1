import type { Context, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { refreshLifetimeMs, type Sessions } from './sessions';

const maxUserAgent = 300;

type AfterSignIn = (
  c: Context,
  login: { userId: string; loginId: string; userAgent: string | null; address: string },
) => Promise<void>;

/**
 * The person's signed-in devices (issue 49, item 8). A login is described after the fact: once a
 * sign-in or refresh answered 200, the access token in its answer names the login, which gets the
 * browser's User-Agent, the caller's address and the time. So every sign-in route (password, Google,
 * a two-factor code) is covered without each passing these along.
 */
export function loginDevices(db: Kysely<Schema>, sessions: Sessions, clock: () => Date) {
  async function loginOfAnswer(c: Context): Promise<{ userId: string; loginId: string } | undefined> {
    if (c.res.status !== 200) return undefined;
    const body = (await c.res
      .clone()
      .json()
      .catch(() => undefined)) as { access?: unknown } | undefined;
    if (typeof body?.access !== 'string') return undefined;
    const claims = await sessions.verifyAccess(body.access, clock()).catch(() => undefined);
    return claims && { userId: claims.userId, loginId: claims.loginId };
  }

  return {
    /** After a sign-in: which browser, from where, and when; then `afterSignIn` (the new-device mail). */
    signedIn(addressOf: (c: Context) => string, afterSignIn?: AfterSignIn): MiddlewareHandler {
      return async (c, next) => {
        await next();
        const login = await loginOfAnswer(c);
        if (!login) return;
        const userAgent = (c.req.header('user-agent') ?? '').slice(0, maxUserAgent) || null;
        const address = addressOf(c);
        await db
          .updateTable('logins')
          .set({ user_agent: userAgent, address, last_active_at: clock().toISOString() })
          .where('id', '=', login.loginId)
          .execute();
        await afterSignIn?.(c, { ...login, userAgent, address });
      };
    },

    /** After a refresh: the device is still in use (an access token lives an hour, so about hourly). */
    refreshed(): MiddlewareHandler {
      return async (c, next) => {
        await next();
        const login = await loginOfAnswer(c);
        if (!login) return;
        await db
          .updateTable('logins')
          .set({ last_active_at: clock().toISOString() })
          .where('id', '=', login.loginId)
          .execute();
      };
    },

    /** The person's live logins, newest activity first; `current` marks the one asking. */
    async list(userId: string, currentLoginId: string) {
      const since = new Date(clock().getTime() - refreshLifetimeMs).toISOString();
      const rows = await db
        .selectFrom('logins')
        .select(['id', 'user_agent', 'address', 'created_at', 'last_active_at'])
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('last_active_at', '>=', since), eb('created_at', '>=', since)]))
        .orderBy('last_active_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        device: row.user_agent ?? '',
        address: row.address ?? '',
        signed_in_at: row.created_at,
        last_active_at: row.last_active_at ?? row.created_at,
        current: row.id === currentLoginId,
      }));
    },
  };
}

export type LoginDevices = ReturnType<typeof loginDevices>;

import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Kysely } from 'kysely';
import type { Sessions } from '../accounts/sessions';
import type { Schema } from '../db/schema';
import { AppError } from '../errors';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import { newestChange } from '../records/newestChange';
import type { LiveChannel, LiveMessage, SharedMessage } from './liveChannel';
import { defaultStreamLimits, newerStreams, newStreamKey, type StreamLimits } from './streamLimits';

export interface LiveRoutesDeps {
  db: Kysely<Schema>;
  live: LiveChannel;
  sessions: Sessions;
  clock: () => Date;
  /**
   * Quiet time after which the stream sends a comment (so proxies keep it open) and checks that the
   * access token still holds: a login ended without a message, or a token that expired, ends it.
   */
  heartbeatMs?: number;
  /** How many streams a login, a person and this instance may hold (streamLimits.ts). */
  limits?: StreamLimits;
}

const unavailable = () =>
  new AppError(503, 'live_unavailable', 'Live changes are unavailable just now; your changes still sync.');

/**
 * Protocol step 10: `GET /api/sync/live/` is a server-sent events stream of `change` events whose
 * data is `{"seq": n}`, the person's newest change number: a signal to pull, never the data. The
 * first event says where the server stands when the stream opens. The stream ends when its login
 * is ended, when its access token expires, and when the instance shuts down; the device then
 * connects again (with a fresh token) or falls back to its timer.
 */
export function liveRoutes({
  db,
  live,
  sessions,
  clock,
  heartbeatMs = 25_000,
  limits = defaultStreamLimits,
}: LiveRoutesDeps) {
  return new Hono<{ Variables: AuthVariables }>().get('/sync/live/', requireAuth(sessions, clock), async (c) => {
    const { userId, loginId } = c.get('auth');
    // Every stream holds a connection, so an open file, of this process.
    if (live.streams >= limits.perInstance) throw unavailable();
    const key = newStreamKey();
    const others = newerStreams({ key, loginId }, limits);
    // requireAuth accepted it, so the header is a bearer token.
    const token = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
    const stillSignedIn = () =>
      sessions.verifyAccess(token, clock()).then(
        () => true,
        () => false,
      );

    let latest = 0;
    let ended = false;
    let wake = () => {};
    const raise = (seq: number) => {
      latest = Math.max(latest, seq);
      wake();
    };
    const end = () => {
      ended = true;
      wake();
    };
    const onMessage = (message: LiveMessage) => {
      if (message.type === 'change') raise(message.seq);
      else if (message.type === 'closing') end();
      else if (message.type === 'logins-ended') void stillSignedIn().then((ok) => ok || end());
      else if (message.type === 'stream-opened') {
        if (others.opened(message.stream, message.loginId)) end();
      } else if (message.type === 'stream-closed') others.closed(message.stream);
      else void newestChange(db, userId).then(raise, () => undefined);
    };
    // Before the stream starts, so a channel that cannot listen is a 503, not an empty stream; and
    // before reading the newest number, so no change falls between the two.
    const unsubscribe = await live.subscribe(userId, onMessage).catch(() => {
      throw unavailable();
    });
    // A failure to tell other instances leaves their streams as they are: this one still opens.
    const announce = (message: SharedMessage) => live.publish(message).catch(() => undefined);
    // After subscribing: the person's older streams, here and on other instances, count this one.
    void announce({ type: 'stream-opened', userId, loginId, stream: key });
    c.header('X-Accel-Buffering', 'no');

    return streamSSE(c, async (stream) => {
      stream.onAbort(end);
      try {
        raise(await newestChange(db, userId));
        let sent = -1;
        while (!ended) {
          if (latest > sent) {
            sent = latest;
            await stream.writeSSE({ event: 'change', data: JSON.stringify({ seq: sent }) });
            continue;
          }
          const quiet = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), heartbeatMs);
            wake = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          if (!quiet || ended) continue;
          await stream.write(': still here\n\n');
          if (!(await stillSignedIn())) end();
        }
      } catch {
        // The device went away mid-write: nothing to tell anyone.
      } finally {
        unsubscribe();
        void announce({ type: 'stream-closed', userId, stream: key });
      }
    });
  });
}

import { createHash, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Logger } from '../logger';
import { localFanOut, type LiveChannel, type SharedMessage } from './liveChannel';

export interface PostgresChannelOptions {
  /** Sends NOTIFY through the instance's pool. */
  db: Kysely<unknown>;
  /** Where the one listening connection of this instance connects. */
  url: string;
  /** The schema holding the tables: instances share a channel only when they share the tables. */
  schema: string;
  logger?: Pick<Logger, 'warn'>;
  /** First wait before listening again after the connection was lost; doubles up to 30 s. */
  retryMs?: number;
}

/** NOTIFY's channel: one per schema (the tests run many schemas on one server), within 63 bytes. */
export function channelNameFor(schema: string): string {
  return `money_kitchen_live_${createHash('sha256').update(schema).digest('hex').slice(0, 20)}`;
}

/**
 * Across instances through PostgreSQL LISTEN/NOTIFY, over one listening connection per instance
 * (opened when the first stream starts). A message reaches this instance's streams at once and the
 * other instances through NOTIFY; each instance ignores its own NOTIFY, which it already delivered.
 * When the listening connection is lost, it listens again with backoff and then asks every stream
 * here to look at the newest change number, since a NOTIFY sent meanwhile never arrives.
 */
export function postgresChannel(options: PostgresChannelOptions): LiveChannel {
  const { db, url, schema, logger, retryMs = 500 } = options;
  const channel = channelNameFor(schema);
  const origin = randomUUID();
  const local = localFanOut();
  let listening: Promise<pg.Client> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  function onNotification(note: pg.Notification) {
    if (note.channel !== channel || !note.payload) return;
    try {
      const { from, message } = JSON.parse(note.payload) as { from: string; message: SharedMessage };
      if (from !== origin) local.deliver(message);
    } catch {
      logger?.warn('Ignored a malformed live-change notification');
    }
  }

  function listen(): Promise<pg.Client> {
    listening ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', onNotification);
      client.on('error', (error) => lost(client, error));
      client.on('end', () => lost(client, new Error('connection ended')));
      try {
        await client.connect();
        await client.query(`listen "${channel}"`);
      } catch (error) {
        void client.end().catch(() => undefined);
        throw error;
      }
      return client;
    })();
    // A failed attempt is forgotten, so the next stream (or the retry) tries again.
    listening.catch(() => (listening = undefined));
    return listening;
  }

  function lost(client: pg.Client, error: Error) {
    if (closed) return;
    // A connection that never listened (its attempt failed) is the attempt's to report, not this.
    void listening?.then(
      (current) => {
        if (current !== client) return;
        listening = undefined;
        logger?.warn('Lost the live-change connection to PostgreSQL; listening again', error.message);
        scheduleRetry();
      },
      () => undefined,
    );
  }

  function scheduleRetry() {
    if (closed || retry || local.count === 0) return;
    const wait = Math.min(retryMs * 2 ** failures, 30_000);
    retry = setTimeout(() => {
      retry = undefined;
      listen().then(
        () => {
          failures = 0;
          local.deliverToAll('resync');
        },
        () => {
          failures += 1;
          scheduleRetry();
        },
      );
    }, wait);
    retry.unref();
  }

  return {
    async publish(message) {
      local.deliver(message);
      const payload = JSON.stringify({ from: origin, message });
      await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    async subscribe(userId, listener) {
      await listen();
      return local.add(userId, listener);
    },
    get streams() {
      return local.count;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      local.deliverToAll('closing');
      const client = await listening?.catch(() => undefined);
      listening = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

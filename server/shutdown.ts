import type { Server } from 'node:http';
import type { Database } from './db/database';
import type { Logger } from './logger';

export interface ShutdownDeps {
  server: Server;
  database: Database;
  logger: Logger;
  /** Stops the background work (the exchange-rate refresh). */
  stopBackground: () => void;
  /** Set at the start, so /api/health answers 503 and a load balancer sends no more. */
  markDraining: () => void;
  /** The longest the whole shutdown may take before the process leaves anyway. */
  limitMs?: number;
}

/**
 * On SIGTERM (issue 14 item 3): stop accepting connections, end the live streams (their devices
 * connect to another instance), let the requests in flight finish, close the database and exit.
 * A push in flight either finishes and commits, or, if the limit is reached first, its database
 * transaction is never committed and the device sends it again (protocol step 3: applied once).
 */
export function gracefulShutdown(deps: ShutdownDeps): () => Promise<void> {
  const { server, database, logger, stopBackground, markDraining, limitMs = 9_000 } = deps;
  let started: Promise<void> | undefined;

  return () => {
    started ??= (async () => {
      logger.info('Shutting down: finishing the requests in flight');
      markDraining();
      stopBackground();
      // Past the limit the process leaves with the requests still open; nothing half-committed stays.
      setTimeout(() => {
        logger.warn(`Requests still open after ${limitMs} ms; leaving without them`);
        process.exit(1);
      }, limitMs).unref();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Idle keep-alive connections would hold `close` open; busy ones are closed after their answer.
      server.closeIdleConnections();
      await database.live.close();
      await closed;
      await database.close();
      logger.info('Shut down');
    })();
    return started;
  };
}

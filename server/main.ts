import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startBenchEventLoopProbe } from './benchEventLoop';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { createLogger, type Logger } from './logger';
import { createMailer } from './mail/mailer';
import { migrateToLatest } from './db/migrate';
import { prepareDatabase } from './prepareDatabase';
import { runPrimary } from './processes/primary';
import { gracefulShutdown } from './shutdown';
import { renewDatabaseIdentity } from './sync/databaseIdentity';

/** Answers requests on the port: the whole server, or one of several processes the primary started. */
async function serveRequests(config: Config, logger: Logger) {
  startBenchEventLoopProbe();
  const oneOfSeveral = cluster.isWorker;
  const { database, rates, stopRates } = oneOfSeveral
    ? {
        database: openDatabase(config.database, logger, { sharedByProcesses: true }),
        rates: undefined,
        stopRates: () => {},
      }
    : await prepareDatabase(config, logger);
  let draining = false;
  const app = createApp({
    config,
    database,
    logger,
    mailer: createMailer(config, logger),
    rates,
    draining: () => draining,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    // Several processes: the primary says it once for all of them.
    if (!oneOfSeveral) {
      logger.info(`Money Kitchen is serving on http://localhost:${info.port} (database: ${database.kind})`);
    }
  });
  const shutdown = gracefulShutdown({
    server: server as Server,
    database,
    logger,
    stopBackground: stopRates,
    markDraining: () => (draining = true),
  });
  const stop = () => void shutdown().then(() => process.exit(0));
  // A stray rejection is a bug to log, not a reason to take every person's server down.
  process.on('unhandledRejection', (reason) => logger.error('Unhandled rejection', reason));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The primary is gone (killed): nothing hands this process connections any more.
  if (oneOfSeveral) process.on('disconnect', stop);
}

/**
 * `main.js renew-database-identity`: the last step of restoring the database from a backup, with the
 * server stopped (docs/DEPLOY.md), so every device syncs again from the start (issue 50, item 3).
 */
async function renewIdentity(config: Config, logger: Logger) {
  const database = openDatabase(config.database, logger);
  try {
    await migrateToLatest(database);
    const id = await renewDatabaseIdentity(database.db, new Date());
    logger.info(`The database's identity is now ${id}: devices will sync again from the start.`);
  } finally {
    await database.close();
  }
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (process.argv[2] === 'renew-database-identity') await renewIdentity(config, logger);
  else if (config.serverProcesses > 1 && cluster.isPrimary) await runPrimary(config, logger);
  else await serveRequests(config, logger);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error('Money Kitchen could not start:', error);
  }
  process.exit(1);
});

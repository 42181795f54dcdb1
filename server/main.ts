import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { startBenchEventLoopProbe } from './benchEventLoop';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { startRatesRefresh } from './rates/ratesRefresh';
import { ratesService } from './rates/rates.service';
import { gracefulShutdown } from './shutdown';

async function main() {
  const config = loadConfig();
  startBenchEventLoopProbe();
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config.database, logger);
  await migrateToLatest(database);
  const rates = ratesService({
    db: database.db,
    kind: database.kind,
    logger,
    clock: () => new Date(),
    urls: config.ratesUrls,
  });
  await rates.loadSnapshotIfEmpty();
  let draining = false;
  const app = createApp({
    config,
    database,
    logger,
    mailer: createMailer(config, logger),
    rates,
    draining: () => draining,
  });
  const stopRates = startRatesRefresh(rates, config.ratesRefreshHours, logger);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`Money Kitchen is serving on http://localhost:${info.port} (database: ${database.kind})`);
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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
  } else {
    console.error('Money Kitchen could not start:', error);
  }
  process.exit(1);
});

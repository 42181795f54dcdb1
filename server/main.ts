import { serve } from '@hono/node-server';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = openDatabase(config.database);
  await migrateToLatest(database);
  const app = createApp({ config, database, logger, mailer: createMailer(config, logger) });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(`Money Kitchen is serving on http://localhost:${info.port} (database: ${database.kind})`);
  });
  const stop = () => {
    server.close();
    void database.close().then(() => process.exit(0));
  };
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

import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import type { Logger } from './logger';
import { startRatesRefresh } from './rates/ratesRefresh';
import { ratesService } from './rates/rates.service';

/**
 * The database as the server needs it before the first request: migrated, with the bundled rates in
 * an empty one, and the day's rates looked for on a timer. Done once, by the only process or by the
 * primary of several (server/processes/primary.ts).
 */
export async function prepareDatabase(config: Config, logger: Logger, { sharedByProcesses = false } = {}) {
  const database = openDatabase(config.database, logger, { sharedByProcesses });
  await migrateToLatest(database);
  const rates = ratesService({
    db: database.db,
    kind: database.kind,
    logger,
    clock: () => new Date(),
    urls: config.ratesUrls,
  });
  await rates.loadSnapshotIfEmpty();
  const stopRates = startRatesRefresh(rates, config.ratesRefreshHours, logger);
  return { database, rates, stopRates };
}

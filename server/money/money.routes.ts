import { Hono } from 'hono';
import type { Sessions } from '../accounts/sessions';
import { requireAuth, type AuthVariables } from '../http/requireAuth';
import type { RatesService } from '../rates/rates.service';
import type { RecordsService } from '../records/records.service';
import { accountBalancesRepository } from './accountBalances.repository';
import { financeService } from './finance.service';
import { moneyRepository } from './money.repository';
import { networthRoutes } from './networth.routes';
import { occurrencesService } from './occurrences.service';
import { reportsRoutes } from './reports.routes';
import { scheduledRoutes } from './scheduled.routes';
import { targetsRoutes } from './targets.routes';
import { transactionsRoutes } from './transactions.routes';
import { transfersRoutes } from './transfers.routes';
import { wishlistRoutes } from './wishlist.routes';
import type { Database } from '../db/database';
import type { Logger } from '../logger';

export interface MoneyDeps {
  database: Database;
  records: RecordsService;
  rates: RatesService;
  sessions: Sessions;
  clock: () => Date;
  logger: Logger;
}

/** Every call under /api/finance-management/ (spec section 7), on the same records as sync. */
export function moneyRoutes({ database, records, rates, sessions, clock, logger }: MoneyDeps) {
  const money = moneyRepository(database.db);
  const finance = financeService({ money, accounts: accountBalancesRepository(database.db), records, rates, clock });
  const occurrences = occurrencesService({ money, records, clock });
  const deps = { money, records, clock };
  return new Hono<{ Variables: AuthVariables }>()
    .use('*', requireAuth(sessions, clock))
    .route('/', transactionsRoutes(deps, logger))
    .route('/', networthRoutes(finance))
    .route('/', wishlistRoutes(deps))
    .route('/', scheduledRoutes(deps, occurrences))
    .route('/', targetsRoutes(finance, records))
    .route('/', reportsRoutes(finance))
    .route('/', transfersRoutes(deps));
}

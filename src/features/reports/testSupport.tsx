/** Test-only: the reports screen on a fresh local database, wired to a memory router's URL. */
import type { MoneyKitchenDb } from '../../db/database';
import { renderSearchScreen } from '../../../tests/support/renderScreen';
import { FinancialReportsPage } from './FinancialReportsPage';
import { reportsSearchSchema } from './reportsSearch';

/** The /reports screen wired to the URL as the real route does. */
export function renderReports(db: MoneyKitchenDb, url = '/reports') {
  return renderSearchScreen(db, FinancialReportsPage, { path: '/reports', url, schema: reportsSearchSchema });
}

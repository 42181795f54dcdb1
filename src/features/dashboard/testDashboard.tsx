import type { MoneyKitchenDb } from '../../db/database';
import { renderScreen } from '../../../tests/support/renderScreen';
import { startScreenTest } from '../../../tests/support/screenTest';
import { DashboardPage } from './DashboardPage';
import { scheduledAppliedKeyFor } from '../../app/workspace/dailyScheduledApply';

/** A signed-in person as the session keeps them in localStorage. */
export function signIn(first_name = 'Ada', username = 'ada99') {
  localStorage.setItem('access_token', 'a');
  localStorage.setItem('refresh_token', 'r');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 'u1', username, email: 'ada@example.com', first_name, last_name: 'L', email_verify: true }),
  );
}

/**
 * Each dashboard test: 20 January 2026 at noon, a fresh database, Ada signed in, and today's daily
 * scheduled apply already done (most tests are not about it).
 */
export function startDashboardTest(): MoneyKitchenDb {
  const db = startScreenTest(new Date(2026, 0, 20, 12));
  signIn();
  localStorage.setItem(scheduledAppliedKeyFor(db), '2026-01-20');
  return db;
}

export const openDashboard = (db: MoneyKitchenDb) => renderScreen(<DashboardPage />, { path: '/dashboard', db });

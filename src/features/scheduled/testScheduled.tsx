/** Test-only: the scheduled screen in a memory router with a fresh database. Not used by the app. */
import { addScheduled, type ScheduledInput } from '../../db/commands/scheduled';
import type { MoneyKitchenDb } from '../../db/database';
import type { Cents } from '../../domain/money';
import type { ScheduledRecord } from '../../domain/records';
import { renderScreen } from '../../../tests/support/renderScreen';
import { ScheduledPage } from './ScheduledPage';

export function renderScheduled(db: MoneyKitchenDb) {
  return renderScreen(<ScheduledPage />, { path: '/show_scheduled_trans', db });
}

/** Adds an item through the command path; the amount in cents. */
export function seedScheduled(
  db: MoneyKitchenDb,
  overrides: Partial<Omit<ScheduledInput, 'amount_cents'>> & { cents?: number } = {},
): Promise<ScheduledRecord> {
  const { cents = 150000, ...rest } = overrides;
  return addScheduled(
    db,
    {
      scheduled_trans_status: 'withdraw',
      day_of_month: 1,
      amount_cents: cents as Cents,
      currency: 'USD',
      category: 'Rent',
      scheduled_trans_details: 'Flat',
      status: true,
      ...rest,
    },
    new Date('2026-03-20T12:00:00Z'),
  );
}

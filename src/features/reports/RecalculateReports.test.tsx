import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addTransaction } from '../../db/commands/transactions';
import type { MoneyKitchenDb } from '../../db/database';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { renderReports } from './testSupport';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { answerConfirmation } from '../../../tests/support/confirmDialog';

vi.mock('../../ui/charts/LazyPieChart', async () => ({
  LazyPieChart: (await import('./pieChartMock')).PrintedPieChart,
}));

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh), new Date(2026, 2, 20, 12));

async function spend(date: string, cents: number) {
  await addTransaction(
    db,
    {
      amount_cents: cents as Cents,
      currency: 'USD',
      trans_status: 'withdraw',
      category: 'Food',
      trans_details: '',
      date: date as IsoDate,
    },
    new Date(),
  );
}

/** Transactions in January and March whose January figures went missing, as after an interrupted write. */
async function seedDrifted() {
  await spend('2026-01-05', 700);
  await spend('2026-03-10', 300);
  await db.days.where('date').between('2026-01-01', '2026-01-31', true, true).delete();
}

const monthOptions = () =>
  within(screen.getByLabelText('Select Month & Year'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Recalculate Reports', () => {
  it('does nothing unless confirmed', async () => {
    await seedDrifted();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await renderReports(db, '/reports?tab=historical');
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate Reports' }));
    expect(await answerConfirmation(false)).toBe(
      'This will recalculate all monthly reports from your first to last transaction. This may take a moment. Continue?',
    );
    expect(alert).not.toHaveBeenCalled();
    expect(await db.days.where('date').below('2026-02-01').count()).toBe(0);
  });

  it('rebuilds the figures, reports what it did and refreshes the months list', async () => {
    await seedDrifted();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await renderReports(db, '/reports?tab=historical');
    await waitFor(() => expect(monthOptions()).toEqual(['Select a month...', 'March 2026']));

    const button = screen.getByRole('button', { name: 'Recalculate Reports' });
    fireEvent.click(button);
    await answerConfirmation(true);
    expect(button.textContent).toBe('Recalculating...');
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    // January to March: January and February held no figures before, March did.
    expect(alert).toHaveBeenCalledWith(
      [
        'Reports recalculated successfully!',
        '',
        'Total months processed: 3',
        'New reports created: 2',
        'Reports updated: 1',
        'Date range: 2026-01-05 to 2026-03-10',
      ].join('\n'),
    );
    await waitFor(() => expect(monthOptions()).toEqual(['Select a month...', 'March 2026', 'January 2026']));
    expect(screen.getByRole('button', { name: 'Recalculate Reports' })).toHaveProperty('disabled', false);
  });

  it('says so when there is nothing to recalculate', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await renderReports(db);
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate Reports' }));
    await answerConfirmation(true);
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(
        'Reports recalculated successfully!\n\nTotal months processed: 0\nNew reports created: 0\nReports updated: 0',
      ),
    );
  });

  it('alerts the reason when it fails', async () => {
    await seedDrifted();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    vi.spyOn(db.transactions, 'each').mockImplementation(() => {
      throw new Error('disk full');
    });
    await renderReports(db);
    fireEvent.click(screen.getByRole('button', { name: 'Recalculate Reports' }));
    await answerConfirmation(true);
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to recalculate reports: disk full'));
    expect(screen.getByRole('button', { name: 'Recalculate Reports' })).toHaveProperty('disabled', false);
    // All or nothing: March's figures are still there.
    expect(await db.days.count()).toBe(1);
  });
});

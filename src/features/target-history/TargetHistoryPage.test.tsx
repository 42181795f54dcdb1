import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setMonthlyTarget } from '../../db/commands/targets';
import type { MoneyKitchenDb } from '../../db/database';
import type { MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { seed } from '../transactions/testWorkspace';
import { TargetHistoryPage } from './TargetHistoryPage';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { renderScreen } from '../../../tests/support/renderScreen';

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh), new Date('2026-03-15T12:00:00'));

const render = () => renderScreen(<TargetHistoryPage />, { path: '/show-target-history', db });
const target = (month: string, cents: number) => setMonthlyTarget(db, month as MonthKey, cents as Cents);

async function tableRows() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].map((cell) => cell.textContent));
}

describe('TargetHistoryPage', () => {
  it('has the heading, subtitle and a way back, and says when there is no target', async () => {
    await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Target History' })).toBeTruthy();
    expect(screen.getByText('View your monthly target performance over time')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('status').textContent).toBe('Loading target history...');
    expect(await screen.findByText('No target history found.')).toBeTruthy();
  });

  it('scores every month since the first target, newest first, with + on positive scores', async () => {
    await target('2025-12', 50000);
    await target('2026-02', 10050);
    await seed(db, { date: '2025-12-05', trans_status: 'deposit', cents: 80000 });
    await seed(db, { date: '2026-01-10', trans_status: 'deposit', cents: 20000 });
    await seed(db, { date: '2026-02-03', trans_status: 'deposit', cents: 10050 });
    await seed(db, { date: '2026-03-01', trans_status: 'withdraw', cents: 1250 });
    await render();
    expect(await tableRows()).toEqual([
      ['March 2026', '100.50', '-113.00', 'Below Target'],
      ['February 2026', '100.50', '0.00', 'On Target'],
      ['January 2026', '500.00', '-300.00', 'Below Target'],
      ['December 2025', '500.00', '+300.00', 'Above Target'],
    ]);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Month/Year',
      'Target',
      'Score',
      'Status',
    ]);
    expect(screen.getByText(/^Amounts in USD\./)).toBeTruthy();
    expect(screen.queryByText(/rate missing/)).toBeNull();
  });

  it('converts into the favorite currency and names currencies without a rate', async () => {
    await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
    await db.rates.put({ date: '2026-01-01', rates: { EUR: 0.5 } });
    await target('2026-03', 0);
    await seed(db, { date: '2026-03-02', trans_status: 'deposit', currency: 'USD', cents: 10000 });
    await seed(db, { date: '2026-03-02', trans_status: 'deposit', currency: 'EGP', cents: 99999 });
    await render();
    expect(await tableRows()).toEqual([['March 2026', '0.00', '+50.00', 'Above Target']]);
    expect(screen.getByText('rate missing for EGP: not counted in the scores')).toBeTruthy();
    expect(screen.getByText(/^Amounts in EUR\./)).toBeTruthy();
  });

  it('pages by ten months', async () => {
    await target('2025-01', 100);
    await render();
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Showing 1 to 10 of 15 results')).toBeTruthy();
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 15 of 15 results')).toBeTruthy();
    expect((await tableRows()).map((row) => row[0])).toEqual([
      'May 2025',
      'April 2025',
      'March 2025',
      'February 2025',
      'January 2025',
    ]);
  });
});

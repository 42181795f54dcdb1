import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addTransaction } from '../../db/commands/transactions';
import type { MoneyKitchenDb } from '../../db/database';
import { seedReportFixture } from '../../db/queries/reportFixture';
import type { IsoDate } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { MonthlyReportsPage } from './MonthlyReportsPage';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { renderScreen } from '../../../tests/support/renderScreen';

vi.mock('../../ui/charts/LazyPieChart', async () => ({
  LazyPieChart: (await import('./pieChartMock')).PrintedPieChart,
}));

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh), new Date(2026, 0, 20, 12));

const open = () => renderScreen(<MonthlyReportsPage />, { path: '/monthly-reports', db });
const region = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) =>
  within(region(name))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

describe('MonthlyReportsPage', () => {
  it("shows this month's totals, pies and details converted by hand-checked rates", async () => {
    await seedReportFixture(db);
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly Reports' })).toBeTruthy();
    expect(await screen.findByText('Breakdown for January 2026')).toBeTruthy();
    expect(region('Total Expenses').textContent).toBe('Total Expenses22.50 USD');
    expect(region('Total Income').textContent).toBe('Total Income40.00 USD');
    expect(rows('Expense Details')).toEqual(['Food 20.00 USD 88.9%', 'Uncategorized 2.50 USD 11.1%']);
    expect(rows('Income Details')).toEqual(['Salary 40.00 USD 100.0%']);
    expect(screen.getByRole('figure', { name: 'Expense Breakdown chart' }).textContent).toBe(
      'Food=20;Uncategorized=2.5 | hue 0 | USD | light',
    );
    expect(screen.getByRole('figure', { name: 'Income Breakdown chart' }).textContent).toBe(
      'Salary=40 | hue 120 | USD | light',
    );
    expect(screen.getByRole('note').textContent).toContain('Rate missing for EGP');
    expect(screen.queryByText(/Based on/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('leads from a detail row to the transactions of that category, type and month', async () => {
    await seedReportFixture(db);
    await open();
    await screen.findByText('Breakdown for January 2026');
    const food = await within(region('Expense Details')).findByRole('link', { name: 'Food 20.00 USD 88.9%' });
    expect(food.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(food.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Opens the category's transactions of January 2026.",
    );
    fireEvent.click(food);
    expect(await screen.findByText('navigated:/show_trans')).toBeTruthy();
    expect(screen.getByText(/^search:/).textContent).toBe(
      'search:' +
        JSON.stringify({ start_date: '2026-01-01', end_date: '2026-01-31', type: 'withdraw', category: ['Food'] }),
    );
  });

  it('opens an income slice as income', async () => {
    await seedReportFixture(db);
    const { router } = await open();
    await screen.findByText('Breakdown for January 2026');
    fireEvent.click(screen.getByRole('button', { name: 'slice Salary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show_trans'));
    expect(router.state.location.search).toEqual({
      start_date: '2026-01-01',
      end_date: '2026-01-31',
      type: 'deposit',
      category: ['Salary'],
    });
  });

  it("opens Uncategorized as the list's empty category, with any category really named so", async () => {
    await seedReportFixture(db);
    const { router } = await open();
    await screen.findByText('Breakdown for January 2026');
    fireEvent.click(within(region('Expense Details')).getByRole('link', { name: /^Uncategorized/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/show_trans'));
    expect(router.state.location.search).toMatchObject({ type: 'withdraw', category: ['', 'Uncategorized'] });
  });

  it('draws the pies in the theme the page shows, following the toggle', async () => {
    await seedReportFixture(db);
    await open();
    const pie = await screen.findByRole('figure', { name: 'Income Breakdown chart' });
    expect(pie.textContent).toContain('| light');
    document.documentElement.dataset.theme = 'dark';
    try {
      await waitFor(() => expect(pie.textContent).toContain('| dark'));
    } finally {
      delete document.documentElement.dataset.theme;
    }
  });

  it('shows the spinner text and the default subtitle until the report is read', async () => {
    await open();
    expect(screen.getByRole('status').textContent).toBe('Loading monthly reports...');
    expect(screen.getByText('Breakdown for Current Month')).toBeTruthy();
    await screen.findByText('Breakdown for January 2026');
  });

  it('says when there is nothing to show', async () => {
    await open();
    await screen.findByText('Breakdown for January 2026');
    expect(region('Total Expenses').textContent).toBe('Total Expenses0.00 USD');
    expect(region('Total Income').textContent).toBe('Total Income0.00 USD');
    expect(screen.getByText('No expense data available.')).toBeTruthy();
    expect(screen.getByText('No income data available.')).toBeTruthy();
    expect(screen.getAllByText('No details available.')).toHaveLength(2);
    expect(screen.queryByRole('figure')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('follows new transactions and the favorite currency live', async () => {
    await seedReportFixture(db);
    await open();
    await screen.findByText('Breakdown for January 2026');
    await addTransaction(
      db,
      {
        amount_cents: 1000 as Cents,
        currency: 'USD',
        trans_status: 'deposit',
        category: 'Gift',
        trans_details: '',
        date: '2026-01-21' as IsoDate,
      },
      new Date(),
    );
    await waitFor(() => expect(region('Total Income').textContent).toBe('Total Income50.00 USD'));
    await db.settings.put({ id: 'favorite_currency', value: 'EUR' });
    // Food: 1000 USD x 0.5 + 500 EUR = 10.00 EUR; Uncategorized 250 x 0.5 = 1.25 EUR.
    await waitFor(() => expect(region('Total Expenses').textContent).toBe('Total Expenses11.25 EUR'));
  });

  it('replaces the page with the error and a way back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.days, 'where').mockImplementation(() => {
      throw new Error('broken index');
    });
    await open();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load monthly reports');
    expect(screen.queryByRole('region', { name: 'Total Expenses' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByText('navigated:/dashboard')).toBeTruthy();
  });
});

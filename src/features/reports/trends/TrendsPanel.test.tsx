import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addTransaction } from '../../../db/commands/transactions';
import type { MoneyKitchenDb } from '../../../db/database';
import type { CurrencyCode } from '../../../domain/currencies';
import type { IsoDate } from '../../../domain/dates';
import type { Cents } from '../../../domain/money';
import { renderReports } from '../testSupport';
import { eachScreenTest } from '../../../../tests/support/screenTest';

vi.mock('../../../ui/charts/LazyTrendChart', async () => ({
  LazyTrendChart: (await import('../trendChartMock')).PrintedTrendChart,
}));

let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh), new Date(2026, 2, 20, 12));

const add = (date: string, kind: 'deposit' | 'withdraw', category: string, currency: CurrencyCode, cents: number) =>
  addTransaction(
    db,
    { amount_cents: cents as Cents, currency, trans_status: kind, category, trans_details: '', date: date as IsoDate },
    new Date(),
  );

/** EUR is worth 2 USD in January and 1 USD from March: each month's figures use their own rates. */
async function seed() {
  await db.rates.bulkPut([
    { date: '2026-01-01', rates: { EUR: 0.5 } },
    { date: '2026-03-01', rates: { EUR: 1 } },
  ]);
  await add('2025-06-10', 'deposit', 'Salary', 'USD', 100_000);
  await add('2026-01-10', 'withdraw', 'Food', 'EUR', 5_000);
  await add('2026-03-02', 'withdraw', 'Food', 'EUR', 5_000);
  await add('2026-03-03', 'withdraw', 'Rent', 'USD', 20_000);
  await add('2026-03-04', 'deposit', 'Salary', 'USD', 50_000);
}

const region = (name: string) => screen.getByRole('region', { name });
const chartIn = (name: string) => within(region(name)).getByRole('figure');
/** Opens the section's table view as a person does, by its summary, and reads its rows. */
function tableRows(name: string) {
  const details = region(name).querySelector('details')!;
  if (!details.open) fireEvent.click(within(region(name)).getByText('Show the figures as a table'));
  expect(details.open).toBe(true);
  return within(within(region(name)).getByRole('table'))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}
const subtitle = () => document.querySelector('.page-header__subtitle')?.textContent;
const twelveMonths = 'Apr 2025,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec,Jan 2026,Feb,Mar';

describe('Trends tab', () => {
  it('opens from its tab and draws the three trends of the last 12 months, converted per month', async () => {
    await seed();
    const { router } = await renderReports(db);
    fireEvent.click(screen.getByRole('tab', { name: 'Trends' }));
    expect(router.state.location.search).toEqual({ tab: 'trends' });
    expect(screen.getByRole('tabpanel', { name: 'Trends' })).toBeTruthy();
    expect(subtitle()).toBe('Trends over time');
    expect(await screen.findByText('Loading trends...')).toBeTruthy();
    await screen.findByRole('region', { name: 'Income and expense per month' });

    const zeros = (n: number) => Array.from({ length: n }, () => 0).join(',');
    expect(chartIn('Income and expense per month').textContent).toBe(
      `bar | ${twelveMonths} | Income=0,0,100000,${zeros(8)},50000;Expense=${zeros(9)},10000,0,25000 | USD | light`,
    );
    // 1000 USD from June 2025; -50 EUR at 2 USD in January; -50 EUR at 1 USD, -200 +500 USD in March.
    expect(chartIn('Net worth at each month end').textContent).toBe(
      `line | ${twelveMonths} | Net worth=0,0,100000,100000,100000,100000,100000,100000,100000,90000,90000,120000 | USD | light`,
    );
    expect(within(region('Net worth at each month end')).getByRole('figure').getAttribute('aria-label')).toBe(
      'Net worth at each month end, Last 12 months: chart; the table below has the figures',
    );
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('Food');
    expect(chartIn('Spending on a category per month').textContent).toBe(
      `bar | ${twelveMonths} | Spending=${zeros(9)},10000,0,5000 | USD | light`,
    );
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('gives the same figures as a table, with the shared money format', async () => {
    await seed();
    await renderReports(db, '/reports?tab=trends');
    await screen.findByRole('region', { name: 'Income and expense per month' });
    const flows = region('Income and expense per month');
    expect(within(flows).getByText('Show the figures as a table').tagName).toBe('SUMMARY');
    const rows = tableRows('Income and expense per month');
    expect(rows[0]).toEqual(['Month', 'Income', 'Expense']);
    expect(rows).toHaveLength(13);
    expect(rows.at(-3)).toEqual(['January 2026', '0.00 USD', '100.00 USD']);
    expect(rows.at(-1)).toEqual(['March 2026', '500.00 USD', '250.00 USD']);
    expect(
      within(flows).getByRole('table', { name: 'Income and expense per month, Last 12 months (USD)' }),
    ).toBeTruthy();
    expect(tableRows('Net worth at each month end').at(-1)).toEqual(['March 2026', '1,200.00 USD']);
  });

  it('shows a chosen year and a chosen category, both kept in the URL', async () => {
    await seed();
    const { router } = await renderReports(db, '/reports?tab=trends');
    const range = (await screen.findByLabelText('Show')) as HTMLSelectElement;
    await waitFor(() =>
      expect(
        within(range)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Last 12 months', '2026', '2025']),
    );
    fireEvent.change(range, { target: { value: '2025' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'trends', trendYear: 2025 }));
    await waitFor(() =>
      expect(chartIn('Income and expense per month').textContent).toContain(
        'Jan 2025,Feb,Mar,Apr,May,Jun,Jul,Aug,Sep,Oct,Nov,Dec | Income=0,0,0,0,0,100000,0,0,0,0,0,0;',
      ),
    );
    // No spending in 2025: no category to pick.
    expect(within(region('Spending on a category per month')).getByText('No expenses in these months.')).toBeTruthy();

    fireEvent.change(range, { target: { value: '' } });
    const category = (await screen.findByLabelText('Category')) as HTMLSelectElement;
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Food', 'Rent']);
    fireEvent.change(category, { target: { value: 'Rent' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'trends', category: 'Rent' }));
    await waitFor(() => expect(chartIn('Spending on a category per month').textContent).toContain('0,0,20000 |'));
  });

  it('says when there is no data yet instead of drawing zeros', async () => {
    await renderReports(db, '/reports?tab=trends');
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.getByText('Add income or expenses and their trends appear here, month by month.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('names a month with no rates and leaves its foreign amounts out', async () => {
    await add('2026-02-10', 'withdraw', 'Food', 'EUR', 800);
    await add('2026-02-11', 'withdraw', 'Food', 'USD', 300);
    await renderReports(db, '/reports?tab=trends');
    await screen.findByRole('region', { name: 'Income and expense per month' });
    expect(within(region('Income and expense per month')).getByRole('note').textContent).toBe(
      'Rate missing for EUR in February 2026: those amounts are not counted.',
    );
    expect(tableRows('Income and expense per month').at(-2)).toEqual(['February 2026', '0.00 USD', '3.00 USD']);
    expect(within(region('Net worth at each month end')).getByRole('note').textContent).toBe(
      'Rate missing for EUR in February 2026, March 2026: those amounts are not counted.',
    );
  });

  it('draws in the theme the page shows, following the toggle, and follows new transactions live', async () => {
    await seed();
    await renderReports(db, '/reports?tab=trends');
    await screen.findByRole('region', { name: 'Net worth at each month end' });
    const line = chartIn('Net worth at each month end');
    expect(line.textContent).toMatch(/\| light$/);
    document.documentElement.dataset.theme = 'dark';
    try {
      await waitFor(() => expect(chartIn('Net worth at each month end').textContent).toMatch(/\| dark$/));
    } finally {
      delete document.documentElement.dataset.theme;
    }
    await add('2026-03-05', 'deposit', 'Gift', 'USD', 1_000);
    await waitFor(() => expect(chartIn('Net worth at each month end').textContent).toContain(',121000 |'));
  });

  it('replaces the trends with the error when the day rows cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.days, 'where').mockImplementation(() => {
      throw new Error('broken index');
    });
    await renderReports(db, '/reports?tab=trends');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load trends');
    expect(screen.queryByRole('figure')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import type { IsoDate } from '../../domain/dates';
import { ruleText } from '../../domain/recurrenceSchema';
import { anAccount } from '../../../tests/support/records';
import { renderScreen, renderSearchScreen } from '../../../tests/support/renderScreen';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { seedScheduled } from '../scheduled/testScheduled';
import { ForecastPage } from './ForecastPage';
import { forecastSearchSchema } from './forecastSearch';

// jsdom has no canvas: the echarts binding prints the line's points and its marks instead.
vi.mock('echarts-for-react/esm/core', async () =>
  (await import('../../../tests/support/printedCharts')).printingEcharts(
    (option: {
      series: { data: unknown[]; markPoint: { data: { coord: unknown }[] }; markLine: { data: { yAxis: number }[] } }[];
    }) => ({
      data: option.series[0]!.data,
      lowest: option.series[0]!.markPoint.data[0]!.coord,
      lines: option.series[0]!.markLine.data.map((line) => line.yAxis),
    }),
  ),
);

let db: MoneyKitchenDb;
// Monday 7 December 2026, noon: a 3-month forecast reaches 7 March 2027.
eachScreenTest((fresh) => (db = fresh), new Date(2026, 11, 7, 12));

const open = () => renderScreen(<ForecastPage />, { path: '/forecast', db });

/** An account of 100.00 USD and 40.00 spent from it each Monday from today. */
async function seedWeeklyExpense() {
  const account = anAccount({ name: 'Everyday', currency: 'USD', opening_cents: 10000 });
  await db.accounts.put(account);
  await seedScheduled(db, {
    cents: 4000,
    category: 'Groceries',
    account_id: account.id,
    rule: ruleText({ freq: 'weekly', interval: 1, start: '2026-12-07' as IsoDate }),
  });
  return account;
}

/** The cells of the table's row of one date: date, balance, note. */
const row = (date: string) =>
  [...within(screen.getByRole('table')).getByRole('rowheader', { name: date }).closest('tr')!.children].map(
    (cell) => cell.textContent,
  );

describe('ForecastPage', () => {
  it('says it is loading, then that there is no account to forecast, with the way to add one', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Forecast' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading the forecast...');
    expect(await screen.findByText('No accounts to forecast yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add an account' }).getAttribute('href')).toBe('/accounts');
  });

  it('says so when the forecast cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.scheduled, 'toArray').mockRejectedValue(new Error('disk full'));
    await open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The forecast could not be worked out. Reload the page to try again.',
    );
  });

  it('explains a flat forecast when nothing is scheduled, with the way to add a schedule', async () => {
    await db.accounts.put(anAccount({ name: 'Everyday', currency: 'USD', opening_cents: 10000 }));
    await open();
    expect(await screen.findByText('Nothing is scheduled, so the forecast is flat')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a scheduled transaction' }).getAttribute('href')).toBe(
      '/show_scheduled_trans',
    );
    expect(screen.getByText('No balance goes below the floor in the next 3 months.')).toBeTruthy();
  });

  it(
    'warns on the day a weekly expense takes the account below zero, marks the lowest point and lists each day',
    { timeout: 30_000 },
    async () => {
      await seedWeeklyExpense();
      await open();
      const warnings = await screen.findByRole('region', { name: 'Warnings' });
      expect(within(warnings).getByRole('listitem').textContent).toBe(
        'Everyday would go below zero on December 21, 2026',
      );
      expect(row('2026-12-07')).toEqual(['2026-12-07', '60.00', 'Today']);
      expect(row('2026-12-21')).toEqual(['2026-12-21', '-20.00', 'Below zero']);
      expect(screen.getByRole('table').querySelector('caption')!.textContent).toBe(
        'Projected balance of All accounts, 2026-12-07 to 2027-03-07 (USD)',
      );
      // The lowest point is the last occurrence of the horizon, on Monday 1 March 2027.
      expect(row('2027-03-01')).toEqual(['2027-03-01', '-420.00', 'Lowest, Below zero']);
      const chart = JSON.parse((await screen.findByTestId('echarts', {}, { timeout: 20_000 })).textContent ?? '');
      expect(chart.lowest).toEqual(['2027-03-01', -420]);
      expect(chart.data.at(-1)).toEqual(['2027-03-07', -420]);
      expect(chart.lines).toEqual([0]);
    },
  );

  it('warns at the floor the person sets, keeps it on the device, and forecasts one account or 12 months', async () => {
    const account = await seedWeeklyExpense();
    await open();
    await screen.findByRole('region', { name: 'Warnings' });
    const floor = screen.getByLabelText('Warn below');
    fireEvent.change(floor, { target: { value: '50' } });
    fireEvent.keyDown(floor, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getByRole('listitem').textContent).toBe('Everyday would go below 50.00 USD on December 14, 2026'),
    );
    expect(row('2026-12-14')).toEqual(['2026-12-14', '20.00', 'Below the floor']);
    expect(Object.values(localStorage)).toContain('5000');

    fireEvent.change(screen.getByLabelText('Account'), { target: { value: account.id } });
    fireEvent.change(screen.getByLabelText('Months ahead'), { target: { value: '12' } });
    await waitFor(() =>
      expect(screen.getByRole('table').querySelector('caption')!.textContent).toBe(
        'Projected balance of Everyday, 2026-12-07 to 2027-12-07 (USD)',
      ),
    );
    expect(row('2027-12-06')).toEqual(['2027-12-06', '-2,020.00', 'Lowest, Below the floor']);
  });

  it('keeps its view in the address: a saved link opens 12 months of one account, and each change is a step Back undoes', async () => {
    const account = await seedWeeklyExpense();
    const { router } = await renderSearchScreen(db, ForecastPage, {
      path: '/forecast',
      url: `/forecast?months=12&account=${account.id}`,
      schema: forecastSearchSchema,
    });
    const caption = () => screen.getByRole('table').querySelector('caption')!.textContent;
    await waitFor(() => expect(caption()).toBe('Projected balance of Everyday, 2026-12-07 to 2027-12-07 (USD)'));
    expect((screen.getByLabelText('Months ahead') as HTMLSelectElement).value).toBe('12');

    fireEvent.change(screen.getByLabelText('Months ahead'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include remaining budgets' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ months: 6, account: account.id, budgets: true }),
    );
    await waitFor(() => expect(caption()).toBe('Projected balance of Everyday, 2026-12-07 to 2027-06-07 (USD)'));
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ months: 6, account: account.id }));
    expect((screen.getByRole('checkbox', { name: 'Include remaining budgets' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});

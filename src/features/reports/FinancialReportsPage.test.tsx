import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { writeHistoryState } from '../../db/historyState';
import { seedReportFixture } from '../../db/queries/reportFixture';
import type { IsoDate } from '../../domain/dates';
import { renderReports } from './testSupport';
import { endScreenTest, startScreenTest } from '../../../tests/support/screenTest';

vi.mock('../../ui/charts/LazyPieChart', async () => ({
  LazyPieChart: (await import('./pieChartMock')).PrintedPieChart,
}));

let db: MoneyKitchenDb;

beforeEach(async () => {
  db = startScreenTest(new Date(2026, 0, 20, 12));
  await seedReportFixture(db);
});

afterEach(() => endScreenTest(db));

const tab = (name: string) => screen.getByRole('tab', { name });
const region = (name: string) => screen.getByRole('region', { name });
const rows = (name: string) =>
  within(region(name))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
const subtitle = () => document.querySelector('.page-header__subtitle')?.textContent;

describe('FinancialReportsPage', () => {
  it('opens on Current Monthly with the buttons of the spec', async () => {
    await renderReports(db);
    expect(screen.getByRole('heading', { level: 1, name: 'Financial Reports' })).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Report period' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Current Monthly', 'true'],
      ['Current Yearly', 'false'],
      ['Historical', 'false'],
      ['Trends', 'false'],
    ]);
    expect(screen.getByText('Loading monthly reports...')).toBeTruthy();
    expect(subtitle()).toBe('Current Period');
    expect(await screen.findByText('Total Expenses')).toBeTruthy();
    expect(subtitle()).toBe('January 2026');
    expect(region('Total Expenses').textContent).toBe('Total Expenses22.50 USD');
    expect(rows('Expense Details')).toEqual(['Food 20.00 USD 88.9%', 'Uncategorized 2.50 USD 11.1%']);
    expect(screen.getByRole('tabpanel', { name: 'Current Monthly' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recalculate Reports' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows the current year by default on Current Yearly, and any year chosen', async () => {
    const { router } = await renderReports(db);
    fireEvent.click(tab('Current Yearly'));
    expect(router.state.location.search).toEqual({ tab: 'yearly' });
    const select = screen.getByLabelText('Select Year') as HTMLSelectElement;
    expect(select.value).toBe('2026');
    await waitFor(() => expect(optionTexts(select)).toEqual(['Select a year...', '2026', '2025']));
    await waitFor(() =>
      expect(region('Total Expenses').textContent).toBe('Total Expenses37.50 USDBased on 3 months of data'),
    );
    expect(region('Total Income').textContent).toBe('Total Income70.00 USDBased on 3 months of data');
    // Food 2000, Rent 1000 + 500, Uncategorized 250 of 3750.
    expect(rows('Expense Details')).toEqual([
      'Food 20.00 USD 53.3%',
      'Rent 15.00 USD 40.0%',
      'Uncategorized 2.50 USD 6.7%',
    ]);
    expect(subtitle()).toBe('2026');

    fireEvent.change(select, { target: { value: '2025' } });
    // 2026's figures are never shown as 2025's while the new report loads.
    expect(await screen.findByText('Loading yearly reports...')).toBeTruthy();
    expect(screen.queryByText('Total Expenses')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'yearly', year: 2025 }));
    await waitFor(() =>
      expect(region('Total Income').textContent).toBe('Total Income2.00 USDBased on 1 months of data'),
    );
    expect(region('Total Expenses').textContent).toBe('Total Expenses0.00 USDBased on 1 months of data');
    expect(screen.getByText('No expense data available.')).toBeTruthy();
    expect(rows('Income Details')).toEqual(['Bonus 2.00 USD 100.0%']);

    fireEvent.change(select, { target: { value: '' } });
    expect(await screen.findByRole('heading', { name: 'Select a Year' })).toBeTruthy();
    expect(screen.getByText('Choose a year from the dropdown above to view yearly reports.')).toBeTruthy();
    expect(screen.queryByText('Total Expenses')).toBeNull();
    expect(router.state.location.searchStr).toBe('?tab=yearly&year=');
    expect(subtitle()).toBe('Current Period');
  });

  it('asks for a month on Historical, then shows it', async () => {
    const { router } = await renderReports(db);
    await screen.findByText('Total Expenses');
    fireEvent.click(tab('Historical'));
    expect(screen.getByRole('heading', { name: 'Select a Historical Period' })).toBeTruthy();
    expect(
      screen.getByText('Choose a month and year from the dropdown above to view historical reports.'),
    ).toBeTruthy();
    expect(screen.queryByText('Total Expenses')).toBeNull();
    expect(subtitle()).toBe('Current Period');
    const select = screen.getByLabelText('Select Month & Year') as HTMLSelectElement;
    await waitFor(() =>
      expect(optionTexts(select)).toEqual([
        'Select a month...',
        'March 2026',
        'February 2026',
        'January 2026',
        'December 2025',
      ]),
    );
    fireEvent.change(select, { target: { value: '2026-02' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'historical', month: '2026-02' }));
    expect(subtitle()).toBe('Breakdown for February 2026');
    expect(await screen.findByText('Loading historical reports...')).toBeTruthy();
    await waitFor(() => expect(rows('Expense Details')).toEqual(['Rent 10.00 USD 100.0%']));
    expect(rows('Income Details')).toEqual(['Salary 30.00 USD 100.0%']);
    expect(screen.queryByText(/Based on/)).toBeNull();
  });

  it('opens on the tab and period in the URL and drops unusable values', async () => {
    await renderReports(db, '/reports?tab=historical&month=2025-12');
    expect(tab('Historical').getAttribute('aria-selected')).toBe('true');
    expect(subtitle()).toBe('Breakdown for December 2025');
    await waitFor(() => expect(rows('Income Details')).toEqual(['Bonus 2.00 USD 100.0%']));
  });

  it('says an older month is still loading while a first sync brings the history, and not of this month', async () => {
    // The history walk stands at December 1st (docs/sync-protocol.md, step 12).
    await writeHistoryState(db, { before: '2025-12-01' as IsoDate, pending: [], pendingAt: 1 });
    await renderReports(db, '/reports?tab=historical&month=2025-11');
    const notice = 'Still loading older history: figures before December 1, 2025 are not complete.';
    expect(await screen.findByText(notice)).toBeTruthy();
    cleanup();

    await renderReports(db, '/reports?tab=historical&month=2025-12');
    await waitFor(() => expect(rows('Income Details')).toEqual(['Bonus 2.00 USD 100.0%']));
    expect(screen.queryByText(notice)).toBeNull();

    // Once the history is whole the notice goes.
    cleanup();
    await renderReports(db, '/reports?tab=historical&month=2025-11');
    expect(await screen.findByText(notice)).toBeTruthy();
    await writeHistoryState(db, undefined);
    await waitFor(() => expect(screen.queryByText(notice)).toBeNull());
  });

  it('falls back to Current Monthly for a bad tab', async () => {
    await renderReports(db, '/reports?tab=weekly&year=soon&month=2026-13');
    expect(tab('Current Monthly').getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(subtitle()).toBe('January 2026'));
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    await renderReports(db);
    const monthly = tab('Current Monthly');
    expect([monthly.tabIndex, tab('Current Yearly').tabIndex]).toEqual([0, -1]);
    monthly.focus();
    fireEvent.keyDown(monthly, { key: 'ArrowRight' });
    await waitFor(() => expect(tab('Current Yearly').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab('Current Yearly'));
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    await waitFor(() => expect(tab('Trends').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(tab('Historical').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(tab('Trends').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    await waitFor(() => expect(tab('Current Monthly').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    await waitFor(() => expect(tab('Trends').getAttribute('aria-selected')).toBe('true'));
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    await waitFor(() => expect(tab('Current Monthly').getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(tab('Current Monthly'));
  });

  it('replaces the body with the error of each tab', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.days, 'where').mockImplementation(() => {
      throw new Error('broken index');
    });
    await renderReports(db);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load monthly reports');
    fireEvent.click(tab('Current Yearly'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to load yearly report'));
    fireEvent.click(tab('Historical'));
    await screen.findByRole('option', { name: 'January 2026' });
    fireEvent.change(screen.getByLabelText('Select Month & Year'), { target: { value: '2026-01' } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to load historical report'));
    expect(screen.queryByText('Total Expenses')).toBeNull();
  });
});

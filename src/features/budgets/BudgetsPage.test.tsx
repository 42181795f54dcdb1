import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addTransaction } from '../../db/commands/transactions';
import { setBudget } from '../../db/commands/budgets';
import type { CurrencyCode } from '../../domain/currencies';
import type { MoneyKitchenDb } from '../../db/database';
import type { IsoDate, MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { BudgetsPage } from './BudgetsPage';
import { budgetsSearchSchema } from './budgetsSearch';
import { endScreenTest, startScreenTest } from '../../../tests/support/screenTest';
import { renderScreen, renderSearchScreen } from '../../../tests/support/renderScreen';
import { answerConfirmation } from '../../../tests/support/confirmDialog';

let db: MoneyKitchenDb;
beforeEach(() => {
  // 20 January 2026: 12 days left in the month, today included.
  db = startScreenTest(new Date(2026, 0, 20, 12));
});
afterEach(() => endScreenTest(db));

const open = () => renderScreen(<BudgetsPage />, { path: '/budgets', db });

const budgetRow = async (category: string) =>
  (await screen.findByRole('progressbar', { name: `${category} budget` }, { timeout: 5000 })).closest('li')!;

const spend = (date: string, category: string, cents: number) =>
  addTransaction(
    db,
    {
      amount_cents: cents as Cents,
      currency: 'USD',
      trans_status: 'withdraw',
      category,
      trans_details: '',
      date: date as IsoDate,
    },
    new Date(),
  );

describe('BudgetsPage', () => {
  it('says there are no budgets yet, adds one in the modal, and shows it against what was spent', async () => {
    await spend('2026-01-05', 'Food', 340_00);
    await spend('2025-12-05', 'Food', 50_00);
    await open();
    expect(await screen.findByText('No budgets yet', undefined, { timeout: 5000 })).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Add Budget' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Budget' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Budget' }));
    expect(within(dialog).getAllByText('Choose a category.').length).toBeGreaterThan(0);
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'Food' } });
    fireEvent.change(within(dialog).getByLabelText('Monthly limit'), { target: { value: '400' } });
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'USD' } });
    fireEvent.change(within(dialog).getByLabelText('From month'), { target: { value: '2025-12' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Roll over what is left to the next month' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Budget' }));
    expect(await within(dialog).findByText('Budget saved.', undefined, { timeout: 5000 })).toBeTruthy();

    // December left 350.00 of its 400.00, carried into January: 340.00 of 750.00 spent.
    const bar = await screen.findByRole('progressbar', { name: 'Food budget' }, { timeout: 5000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(bar.getAttribute('aria-valuetext')).toBe('45% spent: 340.00 USD of 750.00 USD');
    const row = bar.closest('li')!;
    // 410.00 left over 12 days: 34.16 a day (rounded down).
    expect(row.textContent).toContain('410.00 USD left · 34.16 USD a day left for the rest of the month');
    expect(row.textContent).toContain('Includes 350.00 USD carried from last month');

    const history = await screen.findByRole('region', { name: 'Food history' }, { timeout: 5000 });
    const rows = within(history)
      .getAllByRole('row')
      .slice(1)
      .map((r) => [...r.querySelectorAll('th, td')].map((cell) => cell.textContent));
    // From the first budget on, in the caption's currency.
    expect(
      within(history).getByText('Food per month in USD: the limit plus what was carried, spent, left'),
    ).toBeTruthy();
    expect(rows).toEqual([
      ['January 2026', '750.00', '340.00', '410.00'],
      ['December 2025', '400.00', '50.00', '350.00'],
    ]);
  }, 30_000);

  it('warns past 80% and past 100%, live as expenses are added, and stops a budget from this month', async () => {
    await spend('2026-01-05', 'Rent', 900_00);
    await open();
    await screen.findByText('No budgets yet');
    fireEvent.click(screen.getAllByRole('button', { name: 'Add Budget' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add Budget' });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'Rent' } });
    fireEvent.change(within(dialog).getByLabelText('Monthly limit'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Budget' }));
    const bar = await screen.findByRole('progressbar', { name: 'Rent budget' }, { timeout: 5000 });
    const row = bar.closest('li')!;
    await waitFor(() => expect(row.textContent).toContain('90% spent · Past 80% of the limit'));
    await spend('2026-01-06', 'Rent', 150_00);
    await waitFor(() => expect(row.textContent).toContain('105% spent · Over the limit'));
    expect(row.textContent).toContain('50.00 USD over the limit · Nothing left to spend this month');

    fireEvent.click(screen.getByRole('button', { name: 'Stop the Rent budget' }));
    await answerConfirmation(true);
    expect(await screen.findByText('No budgets yet', undefined, { timeout: 5000 })).toBeTruthy();
  }, 30_000);

  it('pages to last month and back, each month carrying exactly what the month before left', async () => {
    await setBudget(
      db,
      {
        category: 'Food',
        month: '2025-11' as MonthKey,
        limit_cents: 80_00 as Cents,
        currency: 'USD' as CurrencyCode,
        rollover: true,
      },
      new Date(),
    );
    await spend('2025-11-04', 'Food', 76_80);
    await spend('2025-12-04', 'Food', 100_00);
    await spend('2026-01-04', 'Food', 10_00);
    const { router } = await renderSearchScreen(db, BudgetsPage, { path: '/budgets', schema: budgetsSearchSchema });
    // November left 3.20; December could spend 83.20, spent 100.00, left -16.80; January carries -16.80.
    expect((await budgetRow('Food')).textContent).toContain('Less 16.80 USD overspent last month');
    expect((await budgetRow('Food')).textContent).toContain('53.20 USD left');
    fireEvent.click(screen.getByRole('button', { name: /Previous month/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ month: '2025-12' }));
    expect(await screen.findByRole('heading', { name: 'December 2025' })).toBeTruthy();
    const december = await budgetRow('Food');
    expect(december.textContent).toContain('16.80 USD over the limit');
    expect(december.textContent).toContain('Includes 3.20 USD carried from last month');
    expect(december.textContent).not.toContain('a day left');
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    expect(await screen.findByRole('heading', { name: 'This month: January 2026' })).toBeTruthy();
  }, 30_000);
});

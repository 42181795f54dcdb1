import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyDueScheduled } from '../../db/commands/scheduled';
import type { MoneyKitchenDb } from '../../db/database';
import type { IsoDate } from '../../domain/dates';
import type { ScheduledRecord } from '../../domain/records';
import { ruleText } from '../../domain/recurrenceSchema';
import { seedScheduled } from '../scheduled/testScheduled';
import { renderScreen } from '../../../tests/support/renderScreen';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { answerConfirmation } from '../../../tests/support/confirmDialog';
import { UpcomingPage } from './UpcomingPage';

let db: MoneyKitchenDb;
// Wednesday 23 December 2026, noon: the agenda reaches to 21 February 2027.
eachScreenTest((fresh) => (db = fresh), new Date(2026, 11, 23, 12));

const open = () => renderScreen(<UpcomingPage />, { path: '/upcoming', db });

/** A salary every second Friday from 18 December, and car insurance each 2 January (a Saturday in 2027) paid the Monday after. */
async function seedSalaryAndInsurance(): Promise<{ salary: ScheduledRecord; insurance: ScheduledRecord }> {
  const salary = await seedScheduled(db, {
    scheduled_trans_status: 'deposit',
    cents: 250000,
    category: 'Salary',
    scheduled_trans_details: '',
    rule: ruleText({ freq: 'weekly', interval: 2, start: '2026-12-18' as IsoDate, weekdays: [5] }),
  });
  const insurance = await seedScheduled(db, {
    cents: 48000,
    category: 'Insurance',
    scheduled_trans_details: 'Car',
    rule: ruleText({ freq: 'yearly', interval: 1, start: '2027-01-02' as IsoDate, weekend: 'after' }),
  });
  return { salary, insurance };
}

const agendaDays = () =>
  within(screen.getByRole('list', { name: 'Upcoming transactions by date' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const day = (name: string) => screen.getByRole('list', { name });

describe('UpcomingPage', () => {
  it('says it is loading, then that nothing is scheduled, with the way to add a schedule', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Upcoming' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading upcoming transactions...');
    expect(await screen.findByText('Nothing scheduled in the next 60 days')).toBeTruthy();
    const add = screen.getByRole('link', { name: 'Add a scheduled transaction' });
    expect(add.getAttribute('href')).toBe('/show_scheduled_trans');
  });

  it('says so when the schedules cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(db.scheduled, 'toArray').mockRejectedValue(new Error('disk full'));
    await open();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Upcoming transactions could not be loaded. Reload the page to try again.',
    );
  });

  it('lists each occurrence on its date, across the month end and the weekend, with amount, type and account', async () => {
    await seedSalaryAndInsurance();
    // A paused schedule shows nothing.
    await seedScheduled(db, { category: 'Gym', status: false });
    await open();
    await screen.findByRole('list', { name: 'Upcoming transactions by date' });
    expect(agendaDays()).toEqual([
      'Friday, January 1, 2027',
      'Monday, January 4, 2027',
      'Friday, January 15, 2027',
      'Friday, January 29, 2027',
      'Friday, February 12, 2027',
    ]);
    const salary = within(day('Friday, January 1, 2027')).getByRole('listitem');
    expect(salary.textContent).toMatch(/^SalaryIncome · Account USD account\+2,500\.00 USD/);
    const insurance = within(day('Monday, January 4, 2027')).getByRole('listitem');
    expect(insurance.textContent).toMatch(/^CarExpense · Insurance · Account USD account-480\.00 USD/);
  });

  it('enters one occurrence now, dated today under its own id, so no apply makes it again', async () => {
    const { salary } = await seedSalaryAndInsurance();
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Enter now: Salary, 2027-01-01' }));
    expect((await screen.findByText('Salary was entered, dated today.')).getAttribute('role')).toBe('status');
    const id = `sched:${salary.id}:2027-01-01`;
    expect(await db.transactions.get(id)).toMatchObject({ date: '2026-12-23', amount_cents: 250000 });
    await waitFor(() => expect(within(day('Friday, January 1, 2027')).getByText('Entered')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Enter now: Salary, 2027-01-01' })).toBeNull();
    // On 2 January the apply finds it made: only 18 December's salary is added, 1 January's stays as entered.
    await applyDueScheduled(db, '2027-01-02' as IsoDate, new Date(2027, 0, 2, 9));
    const made = await db.transactions.where('id').startsWith(`sched:${salary.id}:`).toArray();
    expect(made.map(({ id: madeId, date }) => [madeId, date]).sort()).toEqual([
      [`sched:${salary.id}:2026-12-18`, '2026-12-18'],
      [id, '2026-12-23'],
    ]);
  });

  it('skips one occurrence only after asking, keeps its tombstone, and no apply makes it', async () => {
    const { salary } = await seedSalaryAndInsurance();
    await open();
    const skip = await screen.findByRole('button', { name: 'Skip: Salary, 2027-01-15' });
    fireEvent.click(skip);
    expect(await answerConfirmation(false)).toBe(
      'Skip Salary on 2027-01-15? No device will add it, and this cannot be undone.',
    );
    expect(await db.deletedOccurrences.count()).toBe(0);

    fireEvent.click(skip);
    await answerConfirmation(true);
    expect(await screen.findByText('Salary on 2027-01-15 was skipped.')).toBeTruthy();
    const id = `sched:${salary.id}:2027-01-15`;
    expect(await db.deletedOccurrences.get(id)).toEqual({ id });
    // The skip travels as the occurrence's delete, so other devices keep its tombstone too.
    expect(await db.outbox.toArray()).toContainEqual(expect.objectContaining({ args: { id } }));
    await waitFor(() => expect(within(day('Friday, January 15, 2027')).getByText('Skipped')).toBeTruthy());
    expect(within(day('Friday, January 29, 2027')).getByRole('button', { name: /^Skip/ })).toBeTruthy();
    await applyDueScheduled(db, '2027-01-30' as IsoDate, new Date(2027, 0, 30, 9));
    const made = await db.transactions.where('id').startsWith(`sched:${salary.id}:`).primaryKeys();
    expect(made.sort()).toEqual([
      `sched:${salary.id}:2026-12-18`,
      `sched:${salary.id}:2027-01-01`,
      `sched:${salary.id}:2027-01-29`,
    ]);
  });

  it('shows the months as a calendar table whose days open their occurrences, with their actions', async () => {
    await seedSalaryAndInsurance();
    await open();
    fireEvent.click(await screen.findByRole('tab', { name: 'Calendar' }));
    const table = screen.getByRole('table', { name: 'December 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(within(table).queryAllByRole('button')).toEqual([]);
    // The first day with an occurrence is shown under the grid from the start.
    expect(day('Friday, January 1, 2027')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    const january = screen.getByRole('table', { name: 'January 2027' });
    expect(
      within(january)
        .getAllByRole('button')
        .map((button) => button.getAttribute('title')),
    ).toEqual([
      'Friday, January 1, 2027: 1 scheduled',
      'Monday, January 4, 2027: 1 scheduled',
      'Friday, January 15, 2027: 1 scheduled',
      'Friday, January 29, 2027: 1 scheduled',
    ]);
    fireEvent.click(within(january).getByRole('button', { name: '4: 1 scheduled' }));
    expect(
      within(day('Monday, January 4, 2027')).getByRole('button', { name: 'Enter now: Car, 2027-01-04' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('button', { name: 'Next month' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the schedule of an occurrence in the scheduled form, for it and every later one', async () => {
    await seedSalaryAndInsurance();
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit this and future: Car, 2027-01-04' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Scheduled Transaction' });
    expect(within(dialog).getByLabelText('Category')).toHaveProperty('value', 'Insurance');
  });
});

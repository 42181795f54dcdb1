import { fireEvent, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MoneyKitchenDb } from '../../db/database';
import { readRule, recurrenceTexts } from '../../domain/recurrenceSchema';
import { renderScheduled } from './testScheduled';
import { eachScreenTest } from '../../../tests/support/screenTest';
import { wcagAaTags } from '../../../tests/support/axe';
import { fillFields, openFromEmptyList, pressButton } from '../../../tests/support/formDialog';

/** Issue 47 item 1: the scheduled form chooses how it repeats, and previews the next dates. */
let db: MoneyKitchenDb;
eachScreenTest((fresh) => (db = fresh));
afterEach(() => vi.useRealTimers());

async function openAdd() {
  // Thursday 3 December 2026, local noon: the preview counts from this day.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 11, 3, 12) });
  await renderScheduled(db);
  return openFromEmptyList('No scheduled transactions found.', 'Add Scheduled', 'Add Scheduled Transaction');
}

const previewDates = (dialog: HTMLElement) =>
  [...within(dialog).getByRole('region', { name: 'Next dates' }).querySelectorAll('time')].map((t) =>
    t.getAttribute('datetime'),
  );

describe('the repeat fields of the scheduled form', () => {
  it('keeps the Day of Month as the first choice, storing no rule', async () => {
    const dialog = await openAdd();
    expect((within(dialog).getByLabelText('Repeats') as HTMLSelectElement).value).toBe('');
    fillFields(dialog, { Amount: '10', 'Day of Month': '31' });
    pressButton(dialog, 'Add Scheduled');
    await waitFor(async () => expect(await db.scheduled.count()).toBe(1));
    const [stored] = await db.scheduled.toArray();
    expect(stored).toMatchObject({ day_of_month: 31 });
    expect(stored).not.toHaveProperty('rule');
  });

  it('saves a biweekly Friday salary with its rule, after previewing its next dates over the year end', async () => {
    const dialog = await openAdd();
    fillFields(dialog, { Amount: '2500', Repeats: 'weekly' });
    expect(within(dialog).queryByLabelText('Day of Month')).toBeNull();
    fillFields(dialog, { 'Every how many weeks': '2', Starts: '2026-11-27' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Friday' }));
    expect(previewDates(dialog)).toEqual(['2026-12-11', '2026-12-25', '2027-01-08', '2027-01-22', '2027-02-05']);
    pressButton(dialog, 'Add Scheduled');
    await waitFor(async () => expect(await db.scheduled.count()).toBe(1));
    const [stored] = await db.scheduled.toArray();
    expect(stored?.day_of_month).toBe(27);
    expect(readRule(stored?.rule ?? '')).toEqual({ freq: 'weekly', interval: 2, start: '2026-11-27', weekdays: [5] });
  });

  it('previews the last working day, and a yearly bill moved off a weekend', async () => {
    const dialog = await openAdd();
    fillFields(dialog, { Repeats: 'monthly', Starts: '2027-01-01', On: 'last_working_day' });
    // 31 January 2027 is a Sunday, 28 February a Sunday, 31 July a Saturday.
    expect(previewDates(dialog)).toEqual(['2027-01-29', '2027-02-26', '2027-03-31', '2027-04-30', '2027-05-31']);
    fillFields(dialog, { Repeats: 'yearly', Starts: '2027-03-21', 'On a Saturday or Sunday': 'after' });
    expect(previewDates(dialog).slice(0, 2)).toEqual(['2027-03-22', '2028-03-21']);
  });

  it.each([
    [{ 'Every how many days': '0' }, recurrenceTexts.interval],
    [{ Ends: 'count', 'Number of times': 'ten' }, recurrenceTexts.count],
    [{ Ends: 'until', 'End date': '2026-01-01' }, recurrenceTexts.untilBeforeStart],
  ])('refuses %o with its text under Repeats and saves nothing', async (fields, message) => {
    const dialog = await openAdd();
    fillFields(dialog, { Amount: '10', Repeats: 'daily', ...fields });
    pressButton(dialog, 'Add Scheduled');
    expect(within(dialog).getByRole('alert').textContent).toBe(message);
    const repeats = within(dialog).getByLabelText('Repeats');
    expect(repeats.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(repeats.getAttribute('aria-describedby') ?? '')?.textContent).toBe(message);
    expect(await db.scheduled.count()).toBe(0);
  });

  it('passes axe-core’s WCAG A and AA rules with every repeat field shown', async () => {
    const dialog = await openAdd();
    fillFields(dialog, { Repeats: 'monthly', On: 'nth_weekday', Ends: 'count' });
    const rules = { runOnly: { type: 'tag' as const, values: wcagAaTags } };
    expect((await axe.run(dialog, rules)).violations.map((violation) => violation.id)).toEqual([]);
    fillFields(dialog, { Repeats: 'weekly', Ends: 'until' });
    expect((await axe.run(dialog, rules)).violations.map((violation) => violation.id)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { anAccount } from '../../../tests/support/records';
import type { IsoDate, MonthKey } from '../../domain/dates';
import type { Cents } from '../../domain/money';
import { ruleText } from '../../domain/recurrenceSchema';
import { setBudget } from '../commands/budgets';
import { enterOccurrenceNow, skipOccurrence } from '../commands/occurrences';
import { addScheduled } from '../commands/scheduled';
import { forecastInputs } from './forecast';
import { db } from './freshDbPerTest';

const today = '2026-12-07' as IsoDate;
const now = new Date('2026-12-07T09:00:00Z');

/** 100.00 USD in an open account, a closed one beside it, and 40.00 spent from the open one each Monday. */
async function seed() {
  const open = anAccount({ name: 'Everyday', currency: 'USD', opening_cents: 10000 });
  await db.accounts.bulkPut([open, anAccount({ name: 'Old', currency: 'USD', opening_cents: 500, closed: true })]);
  const item = await addScheduled(
    db,
    {
      scheduled_trans_status: 'withdraw',
      day_of_month: 1,
      amount_cents: 4000 as Cents,
      currency: 'USD',
      category: 'Food',
      scheduled_trans_details: '',
      status: true,
      account_id: open.id,
      rule: ruleText({ freq: 'weekly', interval: 1, start: today }),
    },
    new Date('2026-12-01T09:00:00Z'),
  );
  return { open, item };
}

describe('forecastInputs', () => {
  it('starts from the open accounts’ balances and counts only the occurrences neither entered nor skipped', async () => {
    const { open, item } = await seed();
    await enterOccurrenceNow(db, item, `sched:${item.id}:2026-12-14`, today, now);
    await skipOccurrence(db, `sched:${item.id}:2026-12-21`);
    const inputs = await forecastInputs(db, today, 3, false);
    expect(inputs.end).toBe('2027-03-07');
    // The one entered early is in the balance already, so it is not counted again on its date.
    expect(inputs.accounts.map((account) => [account.name, account.balance])).toEqual([['Everyday', 6000]]);
    const dates = inputs.changes.map((change) => change.date);
    expect(dates.slice(0, 3)).toEqual(['2026-12-07', '2026-12-28', '2027-01-04']);
    expect(dates).toHaveLength(11);
    expect(inputs.changes.every((change) => change.accountId === open.id && change.cents === -4000)).toBe(true);
    expect(inputs.schedules).toBe(1);
  });

  it('adds the budgets’ expected spending when asked, less the scheduled expenses of their category', async () => {
    await seed();
    await setBudget(
      db,
      { category: 'Food', month: '2026-12' as MonthKey, limit_cents: 30000 as Cents, currency: 'USD', rollover: false },
      now,
    );
    const without = await forecastInputs(db, today, 3, false);
    const withBudgets = await forecastInputs(db, today, 3, true);
    const budgetRows = withBudgets.changes.filter((change) => change.accountId === undefined);
    // Each month 300.00 less its Mondays of 40.00 in the horizon (four each; March one), March's 7 of 31 days.
    expect(budgetRows).toEqual([
      { date: '2026-12-31', cents: -14000, currency: 'USD' },
      { date: '2027-01-31', cents: -14000, currency: 'USD' },
      { date: '2027-02-28', cents: -14000, currency: 'USD' },
      { date: '2027-03-07', cents: -5871, currency: 'USD' },
    ]);
    expect(withBudgets.changes.length - budgetRows.length).toBe(without.changes.length);
  });
});

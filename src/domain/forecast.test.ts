import { describe, expect, it } from 'vitest';
import { agenda } from './agenda';
import type { IsoDate, Month } from './dates';
import {
  budgetChanges,
  daysUntil,
  forecast,
  horizonEnd,
  scheduledChanges,
  type Convert,
  type ForecastAccount,
  type ForecastChange,
} from './forecast';
import { toCents, type Cents } from './money';
import type { ScheduledRecord } from './records';
import { ruleText } from './recurrenceSchema';

const d = (text: string): IsoDate => text as IsoDate;
const c = (n: number): Cents => toCents(n);
const today = d('2026-12-07');
const sameCurrency: Convert = (cents, currency) => (currency === 'USD' ? cents : undefined);
/** 1 EUR = 1.10 USD, no rate for anything else. */
const withEuro: Convert = (cents, currency) =>
  currency === 'USD' ? cents : currency === 'EUR' ? toCents(Math.round(cents * 1.1)) : undefined;

const account = (id: string, balance: number, fields: Partial<ForecastAccount> = {}): ForecastAccount => ({
  id,
  name: id,
  currency: 'USD',
  balance: c(balance),
  liability: false,
  ...fields,
});
const change = (accountId: string | undefined, date: string, cents: number, currency = 'USD'): ForecastChange => ({
  date: d(date),
  cents: c(cents),
  currency,
  ...(accountId === undefined ? {} : { accountId }),
});
const run = (accounts: ForecastAccount[], changes: ForecastChange[], floor = 0, convert = sameCurrency) =>
  forecast({ accounts, changes, today, end: horizonEnd(today, 3), floor: c(floor), currency: 'USD', convert });

describe('horizonEnd: the same day 3, 6 or 12 months on', () => {
  it.each([
    ['2026-12-07', 3, '2027-03-07', 90],
    ['2026-11-30', 3, '2027-02-28', 90],
    ['2027-08-31', 6, '2028-02-29', 182],
    ['2026-12-07', 12, '2027-12-07', 365],
  ])('%s + %i months is %s (%i days)', (from, months, end, days) => {
    expect(horizonEnd(d(from), months)).toBe(end);
    expect(daysUntil(d(from), d(end))).toBe(days);
  });
});

describe('forecast: each account from today through its changes', () => {
  it('runs the balance through each change day, marks the lowest point and the first day below zero', () => {
    const result = run(
      [account('current', 10000)],
      [
        change('current', '2026-12-14', -4000),
        change('current', '2026-12-21', -4000),
        change('current', '2026-12-28', -4000),
        change('current', '2027-01-01', 25000),
      ],
    );
    const [current] = result.accounts;
    expect(current!.points).toEqual([
      { date: '2026-12-07', balance: 10000 },
      { date: '2026-12-14', balance: 6000 },
      { date: '2026-12-21', balance: 2000 },
      { date: '2026-12-28', balance: -2000 },
      { date: '2027-01-01', balance: 23000 },
    ]);
    expect(current!.lowest).toEqual({ date: '2026-12-28', balance: -2000 });
    expect(current!.below).toEqual({ date: '2026-12-28', balance: -2000 });
  });

  it('adds two changes of one day into one point, and leaves out what falls after the horizon', () => {
    const result = run(
      [account('current', 5000)],
      [
        change('current', '2027-01-05', -1000),
        change('current', '2027-01-05', 300),
        change('current', '2027-03-08', -9000),
      ],
    );
    expect(result.accounts[0]!.points).toEqual([
      { date: '2026-12-07', balance: 5000 },
      { date: '2027-01-05', balance: 4300 },
    ]);
    expect(result.accounts[0]!.below).toBeUndefined();
  });

  it('warns at the floor chosen rather than zero, and from today when it is already under', () => {
    const floored = run([account('current', 10000)], [change('current', '2026-12-20', -6000)], 5000);
    expect(floored.accounts[0]!.below).toEqual({ date: '2026-12-20', balance: 4000 });
    const under = run([account('current', -500)], [], 0);
    expect(under.accounts[0]!.below).toEqual({ date: '2026-12-07', balance: -500 });
  });

  it('takes the earliest of two equal lowest points', () => {
    const result = run(
      [account('current', 1000)],
      [
        change('current', '2026-12-10', -800),
        change('current', '2026-12-12', 800),
        change('current', '2026-12-20', -800),
      ],
    );
    expect(result.accounts[0]!.lowest).toEqual({ date: '2026-12-10', balance: 200 });
  });

  it('counts a transfer out of one account and into another in both, so the total does not move that day', () => {
    const result = run(
      [account('current', 20000), account('savings', 0)],
      [change('current', '2026-12-15', -15000), change('savings', '2026-12-15', 15000)],
    );
    expect(result.accounts.map((entry) => entry.lowest.balance)).toEqual([5000, 0]);
    expect(result.total.points).toEqual([
      { date: '2026-12-07', balance: 20000 },
      { date: '2026-12-15', balance: 20000 },
    ]);
  });

  it('keeps a card negative in the total, as net worth counts it, and gives it no below-zero warning', () => {
    const result = run(
      [account('current', 50000), account('card', -12000, { liability: true })],
      [change('card', '2026-12-20', -3000)],
    );
    expect(result.accounts[1]!.below).toBeUndefined();
    expect(result.accounts[1]!.lowest).toEqual({ date: '2026-12-20', balance: -15000 });
    expect(result.total.points.map((point) => point.balance)).toEqual([38000, 35000]);
  });

  it('converts each account and change to the favorite currency, and leaves out a currency with no rate', () => {
    const result = run(
      [account('euro', 10000, { currency: 'EUR' }), account('usd', 1000), account('yen', 500000, { currency: 'JPY' })],
      [change('euro', '2027-01-10', -2000, 'EUR'), change('yen', '2027-01-11', -100000, 'JPY')],
      0,
      withEuro,
    );
    expect(result.total.points).toEqual([
      { date: '2026-12-07', balance: 12000 },
      { date: '2027-01-10', balance: 9800 },
    ]);
    expect(result.missing).toEqual(['JPY']);
  });

  it('adds changes that name no account (budgets) to the total only, and drops those of accounts not forecast', () => {
    const result = run(
      [account('current', 10000)],
      [change(undefined, '2026-12-31', -3000), change('closed', '2026-12-10', -999)],
    );
    expect(result.accounts[0]!.points).toEqual([{ date: '2026-12-07', balance: 10000 }]);
    expect(result.total.points.map((point) => point.balance)).toEqual([10000, 7000]);
  });
});

describe('scheduledChanges: the agenda occurrences as account changes', () => {
  const item = (fields: Partial<ScheduledRecord>): ScheduledRecord => ({
    id: 'groceries',
    scheduled_trans_status: 'withdraw',
    day_of_month: 1,
    amount_cents: c(4000),
    currency: 'USD',
    category: 'Groceries',
    scheduled_trans_details: '',
    status: true,
    created_at: '2026-12-01T00:00:00.000Z',
    rule: ruleText({ freq: 'weekly', interval: 1, start: d('2026-12-07') }),
    ...fields,
  });

  it('takes an expense off its account and adds income to the account of its currency', () => {
    const entries = agenda(
      [item({ account_id: 'current' }), item({ id: 'pay', scheduled_trans_status: 'deposit', currency: 'EUR' })],
      today,
      7,
    );
    expect(scheduledChanges(entries)).toEqual([
      { date: '2026-12-07', cents: -4000, currency: 'USD', accountId: 'current' },
      { date: '2026-12-07', cents: 4000, currency: 'EUR', accountId: 'currency-account-EUR' },
      { date: '2026-12-14', cents: -4000, currency: 'USD', accountId: 'current' },
      { date: '2026-12-14', cents: 4000, currency: 'EUR', accountId: 'currency-account-EUR' },
    ]);
  });
});

describe('budgetChanges: what the budgets may still spend, on each month end', () => {
  const later = (month: Month) =>
    month.year === 2027 && month.month === 2 ? [] : [{ category: 'Food', currency: 'USD', limit: c(30000) }];

  it('takes what is left this month, each later limit less its scheduled expenses, and a share of the last month', () => {
    const changes = budgetChanges({
      today,
      end: horizonEnd(today, 3),
      current: [
        { category: 'Food', currency: 'USD', left: c(12000) },
        { category: 'Fun', currency: 'USD', left: c(-500) },
      ],
      later,
      scheduled: [
        { date: d('2027-01-15'), category: 'Food', currency: 'USD', cents: c(10000) },
        { date: d('2027-01-15'), category: 'Food', currency: 'EUR', cents: c(99999) },
      ],
    });
    expect(changes).toEqual([
      { date: '2026-12-31', cents: -12000, currency: 'USD' },
      { date: '2027-01-31', cents: -20000, currency: 'USD' },
      // February has no budget; March is reached up to the 7th: 7/31 of 300.00.
      { date: '2027-03-07', cents: -6774, currency: 'USD' },
    ]);
  });

  it('expects nothing from a budget its scheduled expenses already use up', () => {
    const changes = budgetChanges({
      today,
      end: horizonEnd(today, 3),
      current: [{ category: 'Food', currency: 'USD', left: c(5000) }],
      later: () => [],
      scheduled: [{ date: d('2026-12-20'), category: 'Food', currency: 'USD', cents: c(8000) }],
    });
    expect(changes).toEqual([]);
  });
});

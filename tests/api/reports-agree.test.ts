import fc from 'fast-check';
import { expect, it } from 'vitest';
import { addTransaction } from '../../src/db/commands/transactions';
import { setFavoriteCurrency } from '../../src/db/commands/settings';
import { reportFor, reportMonthsOf, reportYearsOf } from '../../src/db/queries/reports';
import { firstDayOfMonth, lastDayOfMonth } from '../../src/domain/dates';
import { centsToNumber, type Cents } from '../../src/domain/money';
import type { Report } from '../../src/domain/reports';
import { ratesRepository } from '../../server/rates/rates.repository';
import { signedInUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';
import { testDevice } from '../support/testDevice';

const api = useTestApi();
const currencies = ['USD', 'EUR', 'EGP', 'JPY', 'GBP'] as const;
const categories = ['Food', 'Rent', '', 'Salary', 'Fun'];

const transaction = fc.record({
  cents: fc.integer({ min: 1, max: 5_000_000 }),
  currency: fc.constantFrom(...currencies),
  kind: fc.constantFrom('deposit' as const, 'withdraw' as const),
  category: fc.constantFrom(...categories),
  // 2025-11 .. 2026-02: a year boundary inside the data.
  day: fc.integer({ min: 0, max: 119 }),
});

const dateOf = (day: number) => new Date(Date.UTC(2025, 10, 1) + day * 86_400_000).toISOString().slice(0, 10);

/** The browser's report in the wire's units, to compare with the server's answer to the cent. */
const asWire = (report: Report) => ({
  total_withdraw: centsToNumber(report.total_withdraw),
  total_deposit: centsToNumber(report.total_deposit),
  user_withdraw_on_range: report.user_withdraw_on_range.map((i) => ({
    ...i,
    converted_amount: centsToNumber(i.converted_amount as Cents),
  })),
  user_deposit_on_range: report.user_deposit_on_range.map((i) => ({
    ...i,
    converted_amount: centsToNumber(i.converted_amount as Cents),
  })),
  missing_rates: report.missing,
});

it('computes the same monthly and yearly reports in the browser and on the server, to the cent', async () => {
  const user = await signedInUser(api);
  // Dated rates, with a gap so the nearest-date rule matters; GBP has no rate at all.
  const rates = ratesRepository(api.database.db);
  await rates.save('2025-11-10', { USD: 1, EUR: 0.93, EGP: 48.7, JPY: 151.3 }, 'test');
  await rates.save('2026-01-05', { USD: 1, EUR: 0.91, EGP: 50.2, JPY: 157.9 }, 'test');

  const rows = fc.sample(fc.array(transaction, { minLength: 60, maxLength: 60 }), { numRuns: 1, seed: 20261122 })[0]!;
  const device = testDevice(api, user);
  await setFavoriteCurrency(device.db, 'EUR');
  for (const row of rows) {
    await addTransaction(
      device.db,
      {
        amount_cents: row.cents as Cents,
        currency: row.currency,
        trans_status: row.kind,
        category: row.category,
        trans_details: '',
        date: dateOf(row.day) as never,
      },
      new Date('2026-03-01T00:00:00Z'),
    );
  }
  await device.engine.syncNow();
  expect(device.engine.getStatus().state).toBe('idle');

  const months = await reportMonthsOf(device.db);
  expect(months.length).toBe(4);
  const server = (path: string) =>
    api.json('GET', `/api/finance-management/${path}`, undefined, user.access).then((r) => r.json());
  expect(await server('get-report-history-months/')).toEqual({ report_history_months: months });

  for (const { month, year } of months) {
    const browser = await reportFor(
      device.db,
      firstDayOfMonth({ year, month }),
      lastDayOfMonth({ year, month }),
      'EUR',
    );
    const { report_data } = await server(`get-monthly-report-history/?month=${month}&year=${year}`);
    const { current_month: _label, favorite_currency, ...figures } = report_data;
    expect(favorite_currency).toBe('EUR');
    expect(figures).toEqual(asWire(browser));
    expect(browser.missing).toEqual(
      rows.some((r) => r.currency === 'GBP' && dateOf(r.day).startsWith(`${year}-${String(month).padStart(2, '0')}`))
        ? ['GBP']
        : [],
    );
  }
  for (const year of await reportYearsOf(device.db)) {
    const browser = await reportFor(
      device.db,
      firstDayOfMonth({ year, month: 1 }),
      lastDayOfMonth({ year, month: 12 }),
      'EUR',
    );
    const {
      current_month: _label,
      favorite_currency: _currency,
      months_included,
      ...figures
    } = await server(`get-yearly-report/?year=${year}`);
    expect(figures).toEqual(asWire(browser));
    expect(months_included).toBe(browser.months_included);
  }
});

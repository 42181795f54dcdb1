import { describe, expect, it } from 'vitest';
import { signedInUser, type TestUser } from '../support/accounts';
import { useTestApi } from '../support/testApi';

/**
 * Issue 49, item 12 (server-behaviour.md): `export-csv/` without dates exports what the original
 * client's list shows by default, the current month newest first, named by the effective dates.
 * The test clock stands on 2026-03-15.
 */
const api = useTestApi();
const base = '/api/finance-management';

const add = (user: TestUser, date: string, category: string) =>
  api.json(
    'POST',
    `${base}/transaction/add-transactions/`,
    { amount: 1, currency: 'USD', trans_status: 'withdraw', category, date },
    user.access,
  );
const exportCsv = (user: TestUser, query = '') =>
  api.json('GET', `${base}/transaction/export-csv/${query}`, undefined, user.access);
const categoriesOf = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[4]);

describe('CSV export without dates (issue 49, item 12)', () => {
  it('exports the current month only, newest first, as transactions_{start}_to_{end}.csv', async () => {
    const user = await signedInUser(api);
    for (const [date, category] of [
      ['2026-02-28', 'February'],
      ['2026-03-02', 'Early March'],
      ['2026-03-14', 'Late March'],
      ['2026-04-01', 'April'],
    ]) {
      expect((await add(user, date!, category!)).status).toBe(201);
    }
    const response = await exportCsv(user);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="transactions_2026-03-01_to_2026-03-31.csv"',
    );
    expect(categoriesOf(await response.text())).toEqual(['Late March', 'Early March']);
  });

  it('with dates the export is as before: the range given, oldest first', async () => {
    const user = await signedInUser(api);
    await add(user, '2026-03-14', 'Late March');
    await add(user, '2026-02-28', 'February');
    const response = await exportCsv(user, '?start_date=2026-02-01&end_date=2026-03-31');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="transactions_2026-02-01_to_2026-03-31.csv"',
    );
    expect(categoriesOf(await response.text())).toEqual(['February', 'Late March']);
  });
});

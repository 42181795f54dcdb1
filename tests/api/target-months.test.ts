import { describe, expect, it } from 'vitest';
import { recordsRepository } from '../../server/records/records.repository';
import { recordMonthText } from '../../src/domain/records';
import { signedInUser, type TestUser } from '../support/accounts';
import { aBudget, backupFileOf, put } from '../support/records';
import { acceptedResults, syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/**
 * Issue 49, item 1: a target pushed for month 0000-01 was accepted, and with targets for every month
 * from 0000-01 the score history made one query per month and scanned every target for each: one
 * GET held the server for a minute. Months of targets and budgets now lie in 1970-01 to 2100-12 in
 * the shared schema, and the history is one grouped query and one pass.
 */
const api = useTestApi();
const push = syncPushThrough(api);
const history = (user: TestUser, page = 1) =>
  api.json('GET', `/api/finance-management/target/get-score-history/?page=${page}`, undefined, user.access);

/** Targets stored as an older server took them, without the schema's month range. */
async function storeTargetsAsBefore(user: TestUser, months: string[]) {
  await api.database.db.transaction().execute(async (trx) => {
    const last = await recordsRepository(trx).lockWrites(user.id, months.length);
    const rows = months.map((id, i) => ({
      user_id: user.id,
      id,
      target_cents: 100 * (i + 1),
      seq: last - months.length + 1 + i,
      deleted: 0,
      updated_at: '2026-03-01T00:00:00.000Z',
      edited_at: null,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto('targets')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  });
}

/** Every month from year 0 to March 2026 (the test clock's month), as 'yyyy-mm'. */
const everyMonthSinceYearZero = Array.from({ length: 2026 * 12 + 3 }, (_, i) => {
  const year = Math.floor(i / 12);
  return `${String(year).padStart(4, '0')}-${String((i % 12) + 1).padStart(2, '0')}`;
});

describe('months of targets and budgets', () => {
  it('an attacker who pushes a target for month 0000-01 or a budget for 2101-01 is refused, and changes nothing', async () => {
    const user = await signedInUser(api, 'attacker');
    const answered = await acceptedResults(
      await push(user, [
        put(1, 'target', { id: '0000-01', target_cents: 100 }),
        put(2, 'target', { id: '2101-01', target_cents: 100 }),
        put(3, 'budget', aBudget({ id: 'old-budget', month: '1969-12' as never })),
        put(4, 'target', { id: '1970-01', target_cents: 100 }),
        put(5, 'budget', aBudget({ id: 'last-budget', month: '2100-12' as never })),
      ]),
    );
    expect(answered.map((result) => [result.status, result.error])).toEqual([
      ['rejected', recordMonthText],
      ['rejected', recordMonthText],
      ['rejected', recordMonthText],
      ['applied', undefined],
      ['applied', undefined],
    ]);
    const rows = await api.database.db
      .selectFrom('targets')
      .select('id')
      .where('user_id', '=', user.id)
      .union(api.database.db.selectFrom('budgets').select('id').where('user_id', '=', user.id))
      .execute();
    expect(rows.map((row) => row.id).sort()).toEqual(['1970-01', 'last-budget']);
  });

  it('an attacker who restores a target for every month from 0000-01 is refused with a clear 400, and nothing is written', async () => {
    const user = await signedInUser(api, 'restorer');
    const response = await api.json(
      'POST',
      '/api/backup/restore/',
      backupFileOf({ target: everyMonthSinceYearZero.slice(0, 2000).map((id) => ({ id, target_cents: 100 })) }),
      user.access,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `The backup's target number 1 (id "0000-01") is not valid: ${recordMonthText}`,
      code: 'invalid_backup',
    });
    const stored = await api.database.db.selectFrom('targets').select('id').where('user_id', '=', user.id).execute();
    expect(stored).toEqual([]);
  });

  it('targets stored for every month since year 0 (before the range was enforced) cannot freeze score history', async () => {
    const user = await signedInUser(api, 'legacy');
    await storeTargetsAsBefore(user, everyMonthSinceYearZero);
    await api.json(
      'POST',
      '/api/finance-management/transaction/add-transactions/',
      { amount: 30, currency: 'USD', trans_status: 'deposit', date: '1970-01-20' },
      user.access,
    );
    const started = performance.now();
    const first = await history(user);
    // One query per month and a scan of every target per month took a minute; one query takes milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(first.status).toBe(200);
    const body = (await first.json()) as {
      targets: { id: string; target: number; score: number }[];
      pagination: { num_pages: number; total_count: number };
    };
    // From 1970-01 (the range's first month) to March 2026.
    expect(body.pagination.total_count).toBe((2026 - 1970) * 12 + 3);
    expect(body.targets[0]?.id).toBe('2026-03');
    const last = (await (await history(user, body.pagination.num_pages)).json()) as typeof body;
    // 1970-01 is the 23,641st month from 0000-01: its own stored target, and the transaction of that month.
    expect(last.targets.at(-1)).toEqual({
      id: '1970-01',
      month: 1,
      year: 1970,
      target: 23_641,
      score: 30 - 23_641,
      status: 'Below Target',
    });
    expect((await api.request('/api/health')).status).toBe(200);
  }, 60_000);
});

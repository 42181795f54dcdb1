import { describe, expect, it } from 'vitest';
import { applyChunkSize, maxAppliedPerCall } from '../../server/money/occurrences.service';
import { recordsRepository } from '../../server/records/records.repository';
import { scheduledBeforeAccountText } from '../../server/records/scheduledTimesRule';
import type { Cents } from '../../src/domain/money';
import type { ScheduledRecord } from '../../src/domain/records';
import { signedInUser, signInAgain, type TestUser } from '../support/accounts';
import { backupFileOf, patch, put } from '../support/records';
import { acceptedResults, syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/**
 * Issue 49, item 2: 1,000 pushed scheduled items with `created_at` in 2000, then one
 * apply-scheduled-trans/, wrote 120,000 transactions in one database transaction, while another
 * person's request waited 27 s. Now a push may not date an item before the account existed, and one
 * call writes at most `maxAppliedPerCall` occurrences, in chunks that commit (and yield) in turn.
 * The clock starts at 2026-03-15 12:00 UTC, when each test's account is made.
 */
const api = useTestApi();
const push = syncPushThrough(api);
const apply = async (user: TestUser) => {
  const response = await api.json(
    'POST',
    '/api/finance-management/scheduled-trans/apply-scheduled-trans/',
    undefined,
    user.access,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { success: boolean; applied_count: number; errors: string[]; more?: true };
};

const item = (id: string, overrides: Partial<ScheduledRecord> = {}): ScheduledRecord => ({
  id,
  scheduled_trans_status: 'withdraw',
  day_of_month: 1,
  amount_cents: 100 as Cents,
  currency: 'USD',
  category: 'Rent',
  scheduled_trans_details: '',
  status: true,
  created_at: '2026-03-15T12:00:00.000Z',
  ...overrides,
});

const transactionsOf = async (user: TestUser) =>
  Number(
    (
      await api.database.db
        .selectFrom('transactions')
        .select(({ fn }) => fn.countAll().as('count'))
        .where('user_id', '=', user.id)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('scheduled items dated before the account', () => {
  it('an attacker who pushes scheduled items created or resumed in 2000 is refused, and nothing is stored', async () => {
    const user = await signedInUser(api, 'backdater');
    const answered = await acceptedResults(
      await push(user, [
        put(1, 'scheduled', item('made-in-2000', { created_at: '2000-01-01T00:00:00.000Z' })),
        put(2, 'scheduled', item('resumed-in-2000', { active_since: '2000-01-01T00:00:00.000Z' })),
        put(3, 'scheduled', item('honest')),
        patch(4, 'scheduled', 'honest', { created_at: ['2026-03-15T12:00:00.000Z', '2000-01-01T00:00:00.000Z'] }),
        // A device whose clock is a few hours behind the server's is believed.
        put(5, 'scheduled', item('slow-clock', { created_at: '2026-03-15T02:00:00.000Z' })),
      ]),
    );
    expect(answered.map((result) => [result.number, result.status, result.error])).toEqual([
      [1, 'rejected', scheduledBeforeAccountText],
      [2, 'rejected', scheduledBeforeAccountText],
      [3, 'applied', undefined],
      [4, 'rejected', scheduledBeforeAccountText],
      [5, 'applied', undefined],
    ]);
    const stored = await api.database.db
      .selectFrom('scheduled_transactions')
      .select(['id', 'created_at'])
      .where('user_id', '=', user.id)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: 'honest', created_at: '2026-03-15T12:00:00.000Z' },
      { id: 'slow-clock', created_at: '2026-03-15T02:00:00.000Z' },
    ]);
    expect((await apply(user)).applied_count).toBe(0);
  });

  it('an item stored with an older date before this rule can still be edited by a device repeating that date', async () => {
    const user = await signedInUser(api, 'keeper');
    const old = item('kept', { created_at: '2025-01-01T00:00:00.000Z', status: false });
    await api.database.db.transaction().execute(async (trx) => {
      const records = recordsRepository(trx);
      await records.put(user.id, 'scheduled', old, await records.nextSeq(user.id), '2025-01-01T00:00:00.000Z');
    });
    const answered = await acceptedResults(await push(user, [put(1, 'scheduled', { ...old, amount_cents: 250 })]));
    expect(answered).toEqual([{ number: 1, status: 'applied' }]);
  });

  it('an attacker who restores an item created before 1970 is refused with a clear 400', async () => {
    const user = await signedInUser(api, 'ancient');
    const response = await api.json(
      'POST',
      '/api/backup/restore/',
      backupFileOf({ scheduled: [item('from-year-1', { created_at: '0001-01-01T00:00:00.000Z' })] }),
      user.access,
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      'The backup\'s scheduled transaction number 1 (id "from-year-1") is not valid: created_at must be in 1970 or later',
    );
  });
});

describe('one apply-scheduled-trans/ call', () => {
  it('an attacker with 400 items two years behind gets at most the cap per call, written in chunks, and calling again continues', async () => {
    let user = await signedInUser(api, 'flooder');
    const items = Array.from({ length: 400 }, (_, i) => item(`flood-${String(i).padStart(4, '0')}`));
    // 200 to a push: within the test server's body limit.
    for (let start = 0; start < items.length; start += 200) {
      const answered = await acceptedResults(
        await push(
          user,
          items.slice(start, start + 200).map((record, i) => put(start + i + 1, 'scheduled', record)),
        ),
      );
      expect(answered.every((result) => result.status === 'applied')).toBe(true);
    }
    // Two years on, each item has 24 months due: 9,600 occurrences in all.
    api.clock.advance(730 * 24 * 60 * 60 * 1000);
    user = await signInAgain(api, user);

    let done = false;
    const applying = apply(user).finally(() => (done = true));
    // Chunks commit one after another: some of the call's occurrences are visible before it ends.
    let seenBeforeEnd = 0;
    while (!done && seenBeforeEnd === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      seenBeforeEnd = await transactionsOf(user);
    }
    const first = await applying;
    expect(seenBeforeEnd).toBeGreaterThan(0);
    expect(seenBeforeEnd).toBeLessThan(maxAppliedPerCall);
    expect(maxAppliedPerCall).toBeGreaterThan(applyChunkSize * 2);
    expect(first).toEqual({ success: true, applied_count: maxAppliedPerCall, errors: [], more: true });
    expect(await transactionsOf(user)).toBe(maxAppliedPerCall);

    const second = await apply(user);
    expect(second).toEqual({ success: true, applied_count: maxAppliedPerCall, errors: [], more: true });
    expect(await transactionsOf(user)).toBe(2 * maxAppliedPerCall);
  }, 120_000);

  it('answers without `more` once everything due is applied', async () => {
    let user = await signedInUser(api, 'settled');
    await acceptedResults(await push(user, [put(1, 'scheduled', item('monthly'))]));
    api.clock.advance(62 * 24 * 60 * 60 * 1000); // 2026-05-16: April 1 and May 1 are due
    user = await signInAgain(api, user);
    expect(await apply(user)).toEqual({ success: true, applied_count: 2, errors: [] });
    expect(await apply(user)).toEqual({ success: true, applied_count: 0, errors: [] });
  });
});

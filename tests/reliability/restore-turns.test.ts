import { describe, expect, it } from 'vitest';
import { restoreChunkSize, restoreChunks } from '../../server/backup/backup.service';
import { restoreRunningText, tooManyRestoresText } from '../../server/backup/restoreTurns';
import { currencyTotalTooLargeText } from '../../src/domain/currencyTotals';
import { maxCents } from '../../src/domain/money';
import type { Change } from '../../src/domain/mutations';
import type { TransactionRecord } from '../../src/domain/records';
import { signedInUser, type TestUser } from '../support/accounts';
import { aTransaction } from '../support/records';
import { relaxedRateRules, testMaxBodyBytes, useTestApi } from '../support/testApi';
import { expectJsonError, snapshot } from './support';
import { withoutMadeAccounts } from '../support/serverRecords';

/**
 * A restore of many records used to be one database transaction: on SQLite (one connection) every
 * other request waited for all of it, seconds for tens of thousands of records (denial of service by
 * one account). It is now written in chunks that yield, and limited per account.
 */
const api = useTestApi({ rateRules: { ...relaxedRateRules, restorePerAccount: { points: 3, durationSeconds: 600 } } });

const restore = (user: TestUser, file: unknown) => api.json('POST', '/api/backup/restore/', file, user.access);

const fileOf = (count: number, prefix: string) => ({
  format: 'money-kitchen-backup',
  version: 1,
  records: {
    transaction: Array.from({ length: count }, (_, i) => aTransaction({ id: `${prefix}-${i}`, trans_details: '' })),
  },
});

/** The largest file the test server takes (16 × its body limit), in records: several chunks. */
const largeCount = 3000;

describe('a large restore (one account stalling everyone)', () => {
  it('is written in chunks another request gets between: records appear, and others are answered, before it ends', async () => {
    const restorer = await signedInUser(api, 'bulk');
    const other = await signedInUser(api, 'bystander');
    const file = fileOf(largeCount, 'bulk');
    expect(JSON.stringify(file).length).toBeLessThan(testMaxBodyBytes * 16);
    expect(largeCount).toBeGreaterThan(restoreChunkSize * 4);

    let restoreDone = false;
    const restoring = restore(restorer, file).then((response) => {
      restoreDone = true;
      return response;
    });
    // Read the restorer's own records until some are there: with one transaction, none are visible
    // before all of them are.
    // In-process with SQLite every call is promises only: a macrotask between reads lets the
    // restore's own turn (setImmediate) come, as network I/O would on a real server.
    let seen = 0;
    while (!restoreDone && seen === 0) {
      await new Promise((resolve) => setImmediate(resolve));
      seen = (await snapshot(api, restorer.access)).length;
    }
    expect(restoreDone).toBe(false);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(largeCount);
    // Another person, and the restorer's own second restore, are answered while it still runs.
    const answered = await api.json('GET', '/api/user-data/', undefined, other.access);
    expect(answered.status).toBe(200);
    const second = await restore(restorer, fileOf(1, 'second'));
    expect(restoreDone).toBe(false);
    expect(second.status).toBe(429);
    expect((await expectJsonError(second)).error).toBe(restoreRunningText);

    const response = await restoring;
    expect(response.status).toBe(200);
    expect((await response.json()).restored.transaction).toBe(largeCount);
    expect(withoutMadeAccounts(await snapshot(api, restorer.access))).toHaveLength(largeCount);
  });

  it('is limited per account: past 3 in the window a 429 with a clear text and Retry-After, others unaffected', async () => {
    const user = await signedInUser(api, 'looper');
    for (let i = 0; i < 3; i += 1) expect((await restore(user, fileOf(2, `loop${i}`))).status).toBe(200);
    const refused = await restore(user, fileOf(2, 'loop-over'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await expectJsonError(refused)).error).toBe(tooManyRestoresText(10));
    expect((await snapshot(api, user.access)).map((change) => change.id)).not.toContain('loop-over-0');
    const someoneElse = await signedInUser(api, 'calm');
    expect((await restore(someoneElse, fileOf(2, 'calm'))).status).toBe(200);
  });
});

describe('a refused large restore', () => {
  it('changes nothing even when the record that breaks a rule would land in a later chunk', async () => {
    const user = await signedInUser(api, 'overflow');
    const small = fileOf(restoreChunkSize + 100, 'small').records.transaction;
    // 90 of the largest single amount fill USD to its limit; the rest go over.
    const huge = Array.from({ length: 101 }, (_, i) =>
      aTransaction({ id: `huge-${i}`, amount_cents: maxCents as TransactionRecord['amount_cents'], trans_details: '' }),
    );
    const response = await restore(user, {
      format: 'money-kitchen-backup',
      version: 1,
      records: { transaction: [...small, ...huge] },
    });
    expect(response.status).toBe(400);
    expect((await expectJsonError(response)).error).toBe(
      `The backup was not restored: ${currencyTotalTooLargeText('USD')}`,
    );
    expect(await snapshot(api, user.access)).toEqual([]);
  });
});

describe('restore chunks', () => {
  const put = (id: string): Change => ({ kind: 'transaction', op: 'put', id, record: aTransaction({ id }) });
  const remove = (id: string): Change => ({ kind: 'transaction', op: 'delete', id });

  it('cut the plan in order, every change once', () => {
    const changes = Array.from({ length: 7 }, (_, i) => put(`t${i}`));
    expect(restoreChunks(changes, 3).map((chunk) => chunk.map((change) => change.id))).toEqual([
      ['t0', 't1', 't2'],
      ['t3', 't4', 't5'],
      ['t6'],
    ]);
    expect(restoreChunks([], 3)).toEqual([]);
  });

  it('keep a deleted occurrence’s put and delete in one chunk', () => {
    const changes = [put('a'), put('b'), put('sched:s:2026-01'), remove('sched:s:2026-01'), put('c')];
    expect(restoreChunks(changes, 3).map((chunk) => chunk.map((change) => `${change.op}:${change.id}`))).toEqual([
      ['put:a', 'put:b', 'put:sched:s:2026-01', 'delete:sched:s:2026-01'],
      ['put:c'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { HeadResponse } from '../../src/domain/history';
import type { TransactionRecord } from '../../src/domain/records';
import { signedInUser } from '../support/accounts';
import { aTransaction, put } from '../support/records';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/**
 * Issue 49, item 5: the head of a first sync (protocol step 12) reads every transaction dated
 * `since` or later, up to 20,000; a `since` of year 1 made one answer read and send them all. The
 * server now starts the head no earlier than the first day of the month before last (the test
 * clock is 2026-03-15, so 2026-01-01); the answer's `older.before` says where the walk back starts.
 */
const api = useTestApi();
const push = syncPushThrough(api);

describe('the head of a first sync', () => {
  it('an attacker who asks for the head since year 1 gets only the last months in it, the rest left to the walk back', async () => {
    const user = await signedInUser(api, 'header');
    const dated = (id: string, date: string) => aTransaction({ id, date: date as TransactionRecord['date'] });
    const response = await push(user, [
      put(1, 'transaction', dated('long-ago', '2020-05-05')),
      put(2, 'transaction', dated('last-year', '2025-06-01')),
      put(3, 'transaction', dated('this-month', '2026-03-10')),
    ]);
    expect(response.status).toBe(200);
    const head = await api.json('GET', '/api/sync/head/?protocol=1&since=0001-01-01&limit=1', undefined, user.access);
    expect(head.status).toBe(200);
    const body = (await head.json()) as HeadResponse;
    expect(body.transactions.map((transaction) => transaction.id)).toEqual(['this-month']);
    expect(body.older).toEqual({
      before: '2026-01-01',
      totals: [{ currency: 'USD', cents: -2500, count: 2 }],
      account_totals: [{ account: 'currency-account-USD', cents: -2500, count: 2 }],
    });
  });

  it('a device asking from the first day of last month, as devices do, gets what it asked for', async () => {
    const user = await signedInUser(api, 'device');
    await push(user, [
      put(1, 'transaction', aTransaction({ id: 'february', date: '2026-02-03' as TransactionRecord['date'] })),
      put(2, 'transaction', aTransaction({ id: 'january', date: '2026-01-20' as TransactionRecord['date'] })),
    ]);
    const head = await api.json('GET', '/api/sync/head/?protocol=1&since=2026-02-01&limit=1', undefined, user.access);
    const body = (await head.json()) as HeadResponse;
    expect(body.transactions.map((transaction) => transaction.id)).toEqual(['february']);
    expect(body.older?.before).toBe('2026-02-01');
  });
});

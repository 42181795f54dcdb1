import { describe, expect, it } from 'vitest';
import type { HeadResponse, HistoryResponse } from '../../src/domain/history';
import type { Cents } from '../../src/domain/money';
import type { TransactionRecord } from '../../src/domain/records';
import { signedInUser } from '../support/accounts';
import { anAccount, aTransaction, put } from '../support/records';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/**
 * Issue 44, item 9: a new device's first sync (protocol step 12) gets every account in its head, and
 * with the older history still to come, what those older transactions add to each account, so every
 * balance is right before the walk back ends. The test clock is 2026-03-15.
 */
const api = useTestApi();
const push = syncPushThrough(api);
const dated = (date: string, fields: Partial<TransactionRecord>) =>
  aTransaction({ date: date as TransactionRecord['date'], ...fields });

describe('the first sync with accounts', () => {
  it("carries the accounts, and the older transactions' sum per account in its own currency", async () => {
    const user = await signedInUser(api);
    const card = anAccount({ account_type: 'credit_card', currency: 'EUR', opening_cents: -10_00 });
    await push(user, [
      put(1, 'account', card),
      // Paid in dollars from the euro card: it counts in euros there.
      put(
        2,
        'transaction',
        dated('2025-11-02', { currency: 'USD', account_id: card.id, account_cents: 9_10 as Cents }),
      ),
      put(3, 'transaction', dated('2025-12-24', { currency: 'EUR', account_id: card.id })),
      put(
        4,
        'transaction',
        dated('2025-12-30', { currency: 'USD', amount_cents: 100_00 as Cents, trans_status: 'deposit' }),
      ),
      put(5, 'transaction', dated('2026-03-10', { currency: 'EUR', account_id: card.id })),
    ]);
    const head = await api.json('GET', '/api/sync/head/?protocol=1&since=2026-02-01&limit=1', undefined, user.access);
    expect(head.status).toBe(200);
    const body = (await head.json()) as HeadResponse;
    expect(
      body.changes
        .filter((change) => change.kind === 'account')
        .map((change) => change.id)
        .sort(),
    ).toEqual([card.id, 'currency-account-USD'].sort());
    expect(body.older?.account_totals).toEqual(
      [
        { account: card.id, cents: -9_10 - 12_50, count: 2 },
        { account: 'currency-account-USD', cents: 100_00, count: 1 },
      ].sort((a, b) => (a.account < b.account ? -1 : 1)),
    );

    // The walk back asked for totals carries them the same way.
    const walk = await api.json(
      'GET',
      `/api/sync/history/?protocol=1&after=${body.at}&before=2025-12-31&limit=1&totals=1`,
      undefined,
      user.access,
    );
    const older = ((await walk.json()) as HistoryResponse).older;
    expect(older?.next).toBe('2025-12-30');
    expect(older?.account_totals).toEqual([{ account: card.id, cents: -21_60, count: 2 }]);
  });
});

import { expect } from 'vitest';
import type { PullResponse } from '../../src/domain/mutations';
import type { TestUser } from '../support/accounts';
import type { TestApi } from '../support/testApi';

export const money = '/api/finance-management';

/** Every change the server holds for the person (records and tombstones, with their change numbers). */
export async function snapshot(api: TestApi, token: string): Promise<PullResponse['changes']> {
  const changes: PullResponse['changes'] = [];
  let after = 0;
  for (let pages = 0; pages < 100; pages += 1) {
    const response = await api.json('GET', `/api/sync/pull/?protocol=1&after=${after}&limit=5000`, undefined, token);
    expect(response.status).toBe(200);
    const page = (await response.json()) as PullResponse;
    changes.push(...page.changes);
    after = page.cursor;
    if (!page.more) return changes;
  }
  throw new Error('pull never finished');
}

/** Texts that must never reach a client: stack frames, driver and SQL messages, file paths. */
const internals =
  /\bat .+:\d+:\d+|SQLITE_|sqlite3?|syntax error|relation "|violates|duplicate key|node_modules|\.ts:\d+|TypeError|RangeError|ReferenceError|undefined is not/i;

/** A refusal as the wire contract says: JSON `{error}` with a non-empty text (or list of texts), no internals. */
export async function expectJsonError(response: Response): Promise<{ error: string | string[]; code?: string }> {
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  const text = await response.text();
  const body = JSON.parse(text) as { error: unknown; code?: string };
  const texts = Array.isArray(body.error) ? body.error : [body.error];
  expect(texts.length).toBeGreaterThan(0);
  for (const entry of texts) {
    expect(typeof entry).toBe('string');
    expect((entry as string).trim()).not.toBe('');
  }
  expect(text).not.toMatch(internals);
  return body as { error: string | string[]; code?: string };
}

export interface Seeded {
  transactionId: string;
  wishId: string;
  completedWishId: string;
  scheduledId: string;
}

/** One record of each kind made through the REST calls, with chosen ids; `marker` goes into their texts. */
export async function seedRecords(api: TestApi, user: TestUser, prefix: string, marker = prefix): Promise<Seeded> {
  const ids: Seeded = {
    transactionId: `${prefix}-tx`,
    wishId: `${prefix}-wish`,
    completedWishId: `${prefix}-wish-done`,
    scheduledId: `${prefix}-sched`,
  };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await api.json(method, `${money}${path}`, body, user.access);
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
  };
  await call('POST', '/transaction/add-transactions/', {
    id: ids.transactionId,
    amount: '12.50',
    currency: 'USD',
    trans_status: 'withdraw',
    category: `${marker} food`,
    trans_details: `${marker} lunch`,
    date: '2026-03-10',
  });
  for (const id of [ids.wishId, ids.completedWishId]) {
    await call('POST', '/wishlist/add-wish/', {
      id,
      price: 99,
      currency: 'EUR',
      year: 2026,
      wish_details: `${marker} mixer`,
      link: 'https://shop.example.org/mixer',
    });
  }
  await call('POST', `/wishlist/update-wish-status/${ids.completedWishId}/`);
  await call('POST', '/scheduled-trans/add-scheduled-trans/', {
    id: ids.scheduledId,
    scheduled_trans_status: 'deposit',
    day_of_month: 1,
    amount: 1000,
    currency: 'EGP',
    category: `${marker} salary`,
    scheduled_trans_details: '',
  });
  await call('POST', '/target/manage-target/', { target: 150 });
  // Transfers have no REST writer: a device sends them (docs/sync-protocol.md).
  const transfer = await api.json(
    'POST',
    '/api/sync/push/',
    {
      protocol: 1,
      client_id: `${prefix}-device`,
      mutations: [
        {
          number: 1,
          name: 'transfer.put.v1',
          args: {
            id: `${prefix}-transfer`,
            out_cents: 100_00,
            out_currency: 'USD',
            in_cents: 90_00,
            in_currency: 'EUR',
            date: '2026-03-11',
            details: `${marker} exchange`,
            created_at: '2026-03-11T09:00:00.000Z',
          },
        },
      ],
    },
    user.access,
  );
  expect(transfer.status).toBe(200);
  expect((await transfer.json()).results).toEqual([{ number: 1, status: 'applied' }]);
  const favorite = await api.json('POST', '/api/change-fav-currency/', { fav_currency: 'EUR' }, user.access);
  expect(favorite.status).toBe(200);
  return ids;
}

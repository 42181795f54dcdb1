import { describe, expect, it } from 'vitest';
import type { Cents } from '../../src/domain/money';
import type { ScheduledRecord } from '../../src/domain/records';
import { splitFields, splitTexts } from '../../src/domain/splits';
import { signedInUser, signInAgain, type TestUser } from '../support/accounts';
import { put } from '../support/records';
import { resultsOf } from '../support/restTransactions';
import { serverRecords } from '../support/serverRecords';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/**
 * Issue 45, item 1: a scheduled transaction can be split, and every transaction it makes carries
 * its parts; its parts add up to its amount, as a transaction's must (both databases). The clock
 * starts at 2026-03-15 12:00 UTC, when each test's account is made.
 */
const api = useTestApi();
const push = syncPushThrough(api);
const base = '/api/finance-management/scheduled-trans';
const call = (user: TestUser, path: string, body?: unknown) => api.json('POST', `${base}${path}`, body, user.access);

const rentParts = [
  { category: 'Rent', amount_cents: 800_00 as Cents, note: 'flat' },
  { category: 'Utilities', amount_cents: 200_00 as Cents, note: '' },
];
const aSplitItem = (overrides: Partial<ScheduledRecord> = {}): ScheduledRecord => ({
  id: 'rent',
  scheduled_trans_status: 'withdraw',
  day_of_month: 20,
  amount_cents: 1000_00 as Cents,
  currency: 'EUR',
  scheduled_trans_details: 'Flat and heating',
  status: true,
  created_at: '2026-03-15T12:00:00.000Z',
  ...splitFields(rentParts),
  ...overrides,
});

describe('split scheduled transactions by sync', () => {
  it('stores a pushed split item whole, and its applied occurrence is a split with the same parts', async () => {
    let user = await signedInUser(api);
    const item = aSplitItem();
    expect(await resultsOf(await push(user, [put(1, 'scheduled', item)]))).toEqual([{ number: 1, status: 'applied' }]);
    expect(await serverRecords(api, user.access, 'scheduled')).toEqual([item]);
    api.clock.advance(10 * 24 * 60 * 60 * 1000); // to 2026-03-25, past the 20th
    user = await signInAgain(api, user);
    const applied = await (await call(user, '/apply-scheduled-trans/')).json();
    expect(applied).toMatchObject({ success: true, applied_count: 1 });
    const [made] = await serverRecords(api, user.access, 'transaction');
    expect(made).toMatchObject({ id: 'sched:rent:2026-03', category: 'Rent', parts: item.parts });
  });

  it('refuses an item whose parts do not add up to its amount, with its text, and stores nothing', async () => {
    const user = await signedInUser(api);
    const response = await push(user, [put(1, 'scheduled', aSplitItem({ amount_cents: 999_00 as Cents }))]);
    expect(await resultsOf(response)).toEqual([expect.objectContaining({ error: splitTexts.mismatch })]);
    expect(await serverRecords(api, user.access, 'scheduled')).toEqual([]);
  });
});

describe('split scheduled transactions by REST', () => {
  const body = {
    scheduled_trans_status: 'withdraw',
    day_of_month: 20,
    amount: 1000,
    currency: 'EUR',
    category: 'ignored',
    parts: [
      { category: 'Rent', amount: 800, note: 'flat' },
      { category: 'Utilities', amount: 200 },
    ],
  };

  it('add-scheduled-trans/ takes the parts: the item lists them with its total and first category', async () => {
    const user = await signedInUser(api);
    const added = await call(user, '/add-scheduled-trans/', body);
    expect(added.status).toBe(201);
    const listed = await (await api.json('GET', `${base}/get-scheduled-trans/`, undefined, user.access)).json();
    expect(listed.scheduled_transactions).toEqual([
      expect.objectContaining({
        amount: 1000,
        category: 'Rent',
        parts: [
          { category: 'Rent', amount: 800, note: 'flat' },
          { category: 'Utilities', amount: 200, note: '' },
        ],
      }),
    ]);
  });

  it.each([
    ['an add whose parts do not add up', { ...body, amount: 999 }],
    ['an add of one part', { ...body, parts: [{ category: 'Rent', amount: 1000 }] }],
  ])('refuses %s with a 400 and its text', async (_what, sent) => {
    const user = await signedInUser(api);
    const response = await call(user, '/add-scheduled-trans/', sent);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/parts/i);
  });

  it("an update of a split's amount alone is a 400; null unsplits it", async () => {
    const user = await signedInUser(api);
    const { scheduled_transaction: item } = await (await call(user, '/add-scheduled-trans/', body)).json();
    const { parts: _parts, ...unsplit } = body;
    const amountOnly = await call(user, `/update-scheduled-trans/${item.id}/`, { ...unsplit, amount: 1100 });
    expect(amountOnly.status).toBe(400);
    expect((await amountOnly.json()).error).toBe(splitTexts.mismatch);
    const whole = await call(user, `/update-scheduled-trans/${item.id}/`, { ...unsplit, amount: 1100, parts: null });
    expect(whole.status).toBe(200);
    expect((await whole.json()).scheduled_transaction).not.toHaveProperty('parts');
  });
});

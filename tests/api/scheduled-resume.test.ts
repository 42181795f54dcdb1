import { describe, expect, it } from 'vitest';
import { addScheduled, toggleScheduled } from '../../src/db/commands/scheduled';
import type { Cents } from '../../src/domain/money';
import type { ScheduledRecord } from '../../src/domain/records';
import { signedInUser, signedInUserSince, signInAgain, type TestUser } from '../support/accounts';
import { put } from '../support/records';
import { serverRecords } from '../support/serverRecords';
import { useTestApi } from '../support/testApi';
import { testDevice } from '../support/testDevice';

/**
 * Issue 13, item 11: a resumed scheduled item does not back-fill the months it was paused; it fires
 * only in months it was active on its day. The clock starts at 2026-03-15 12:00 UTC.
 */
const api = useTestApi();
const money = '/api/finance-management';

function person(user: TestUser) {
  let current = user;
  return {
    /** Moves the clock to `date` (noon UTC) and signs in again, as the access token has expired. */
    async at(date: string) {
      api.clock.advance(Date.parse(`${date}T12:00:00Z`) - api.clock.now().getTime());
      current = await signInAgain(api, current);
    },
    call: (method: string, path: string, body?: unknown) => api.json(method, `${money}${path}`, body, current.access),
    async apply(): Promise<number> {
      const response = await api.json(
        'POST',
        `${money}/scheduled-trans/apply-scheduled-trans/`,
        undefined,
        current.access,
      );
      const answer = await response.json();
      expect(answer.errors).toEqual([]);
      return answer.applied_count;
    },
    async transactionDates(): Promise<string[]> {
      const transactions = await serverRecords(api, current.access, 'transaction');
      return transactions.map((record) => record.date as string).sort();
    },
    async scheduled(id: string): Promise<ScheduledRecord> {
      const found = (await serverRecords(api, current.access, 'scheduled')).find((item) => item.id === id);
      if (!found) throw new Error(`no scheduled item ${id}`);
      return found;
    },
  };
}

const salary = { scheduled_trans_status: 'deposit', day_of_month: 15, amount: 100, currency: 'USD' };

describe('resuming a paused scheduled item over REST', () => {
  it('pause after March, resume in June after the day: nothing for April to June, July fires', async () => {
    const cook = person(await signedInUser(api));
    const { scheduled_transaction: item } = await (
      await cook.call('POST', '/scheduled-trans/add-scheduled-trans/', salary)
    ).json();
    expect(await cook.apply()).toBe(1); // March 15
    await cook.at('2026-03-20');
    const paused = await cook.call('POST', `/scheduled-trans/update-scheduled-trans-status/${item.id}/`);
    expect((await paused.json()).message).toBe('Scheduled transaction paused');

    await cook.at('2026-06-20');
    expect(await cook.apply()).toBe(0);
    const resumed = await cook.call('POST', `/scheduled-trans/update-scheduled-trans-status/${item.id}/`);
    expect((await resumed.json()).message).toBe('Scheduled transaction activated');
    expect(await cook.apply()).toBe(0);
    expect((await cook.scheduled(item.id)).active_since).toBe('2026-06-20T12:00:00.000Z');

    await cook.at('2026-07-15');
    expect(await cook.apply()).toBe(1);
    expect(await cook.transactionDates()).toEqual(['2026-03-15', '2026-07-15']);
  });

  it('an update that sets it active again (the spec default) is a resume too', async () => {
    const cook = person(await signedInUser(api));
    const { scheduled_transaction: item } = await (
      await cook.call('POST', '/scheduled-trans/add-scheduled-trans/', { ...salary, status: false })
    ).json();
    await cook.at('2026-05-16');
    await cook.call('POST', `/scheduled-trans/update-scheduled-trans/${item.id}/`, { ...salary, amount: 120 });
    expect(await cook.apply()).toBe(0);
    await cook.at('2026-06-15');
    expect(await cook.apply()).toBe(1);
    expect(await cook.transactionDates()).toEqual(['2026-06-15']);
  });

  it('a pause first makes what fell due while it was active and nobody applied', async () => {
    const cook = person(await signedInUser(api));
    const { scheduled_transaction: item } = await (
      await cook.call('POST', '/scheduled-trans/add-scheduled-trans/', { ...salary, day_of_month: 10 })
    ).json();
    await cook.at('2026-05-20');
    await cook.call('POST', `/scheduled-trans/update-scheduled-trans-status/${item.id}/`);
    expect(await cook.transactionDates()).toEqual(['2026-04-10', '2026-05-10']);
    await cook.at('2026-08-01');
    await cook.call('POST', `/scheduled-trans/update-scheduled-trans-status/${item.id}/`);
    expect(await cook.apply()).toBe(0);
    expect(await cook.transactionDates()).toEqual(['2026-04-10', '2026-05-10']);
  });
});

describe('resuming over sync', () => {
  it("keeps the resume time of the device that resumed it, offline, and the server's apply agrees", async () => {
    const user = await signedInUserSince(api, '2025-11-01T00:00:00Z');
    const cook = person(user);
    const phone = testDevice(api, user);
    const item = await addScheduled(
      phone.db,
      {
        scheduled_trans_status: 'deposit',
        day_of_month: 15,
        amount_cents: 10000 as Cents,
        currency: 'USD',
        category: '',
        scheduled_trans_details: '',
        status: true,
      },
      new Date('2026-01-01T09:00:00Z'),
    );
    const paused = await toggleScheduled(phone.db, item, new Date('2026-01-02T09:00:00Z'));
    await toggleScheduled(phone.db, paused, new Date('2026-03-16T09:00:00Z'));
    await phone.engine.syncNow();

    expect((await cook.scheduled(item.id)).active_since).toBe('2026-03-16T09:00:00.000Z');
    expect(await cook.apply()).toBe(0); // January to March were paused or before the resume
    await cook.at('2026-04-15');
    expect(await cook.apply()).toBe(1);
    expect(await cook.transactionDates()).toEqual(['2026-04-15']);
  });

  it('stamps a resume sent by an older app (scheduled.put.v1 without active_since) with the time it arrives', async () => {
    const user = await signedInUserSince(api, '2025-11-01T00:00:00Z');
    const cook = person(user);
    const record: ScheduledRecord = {
      id: 'older-app-item',
      scheduled_trans_status: 'withdraw',
      day_of_month: 1,
      amount_cents: 5000 as Cents,
      currency: 'EUR',
      category: 'Rent',
      scheduled_trans_details: '',
      status: true,
      created_at: '2026-01-01T08:00:00.000Z',
    };
    const push = (number: number, args: object, access = user.access) =>
      api.json(
        'POST',
        '/api/sync/push/',
        { protocol: 1, client_id: 'old', mutations: [put(number, 'scheduled', args)] },
        access,
      );
    await push(1, { ...record, status: false });
    expect(await cook.apply()).toBe(0);
    await cook.at('2026-04-10');
    await push(2, record, (await signInAgain(api, user)).access);

    expect((await cook.scheduled(record.id)).active_since).toBe('2026-04-10T12:00:00.000Z');
    expect(await cook.apply()).toBe(0);
    await cook.at('2026-05-01');
    expect(await cook.apply()).toBe(1);
    expect(await cook.transactionDates()).toEqual(['2026-05-01']);

    // The older app edits it later, repeating the old record it holds: the resume time stays.
    await push(3, { ...record, amount_cents: 6000 }, (await signInAgain(api, user)).access);
    expect((await cook.scheduled(record.id)).active_since).toBe('2026-04-10T12:00:00.000Z');
  });
});

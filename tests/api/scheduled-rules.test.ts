import { describe, expect, it } from 'vitest';
import type { Cents } from '../../src/domain/money';
import type { ScheduledRecord } from '../../src/domain/records';
import { recurrenceTexts, ruleText } from '../../src/domain/recurrenceSchema';
import { signedInUser, signInAgain, type TestUser } from '../support/accounts';
import { put } from '../support/records';
import { resultsOf } from '../support/restTransactions';
import { serverRecords } from '../support/serverRecords';
import { syncPushThrough } from '../support/syncPush';
import { useTestApi } from '../support/testApi';

/**
 * Issue 47, item 1: a schedule repeats by its rule, stored and synced with it and refused with its
 * text when the rule cannot be kept (both databases). The clock starts on Sunday 2026-03-15 12:00
 * UTC, when each test's account is made.
 */
const api = useTestApi();
const push = syncPushThrough(api);
const base = '/api/finance-management/scheduled-trans';
const call = (user: TestUser, path: string, body?: unknown) => api.json('POST', `${base}${path}`, body, user.access);
const listed = async (user: TestUser) =>
  (await (await api.json('GET', `${base}/get-scheduled-trans/`, undefined, user.access)).json()).scheduled_transactions;
const days = (n: number) => n * 24 * 60 * 60 * 1000;

const biweeklySalary = { freq: 'weekly', interval: 2, start: '2026-03-13', weekdays: [5] };
const salaryBody = {
  scheduled_trans_status: 'deposit',
  day_of_month: 13,
  amount: 2500,
  currency: 'EUR',
  category: 'Salary',
  rule: biweeklySalary,
};

describe('scheduled transactions with a rule, by REST', () => {
  it('add-scheduled-trans/ keeps the rule, lists it, and applying makes one transaction per date of it', async () => {
    let user = await signedInUser(api);
    const added = await call(user, '/add-scheduled-trans/', salaryBody);
    expect(added.status).toBe(201);
    const { scheduled_transaction: item } = await added.json();
    expect(await listed(user)).toEqual([expect.objectContaining({ day_of_month: 13, rule: biweeklySalary })]);
    api.clock.advance(days(30)); // to Tuesday 2026-04-14
    user = await signInAgain(api, user);
    expect(await (await call(user, '/apply-scheduled-trans/')).json()).toMatchObject({ applied_count: 2 });
    // A second call (a second device's daily apply) makes nothing again.
    expect(await (await call(user, '/apply-scheduled-trans/')).json()).toMatchObject({ applied_count: 0 });
    const made = await serverRecords(api, user.access, 'transaction');
    expect(made.map((t) => [t.id, t.date])).toEqual([
      [`sched:${item.id}:2026-03-27`, '2026-03-27'],
      [`sched:${item.id}:2026-04-10`, '2026-04-10'],
    ]);
  });

  it('a yearly bill on a Saturday moved after it is made on the Monday, named by its month', async () => {
    let user = await signedInUser(api);
    const rule = { freq: 'yearly', interval: 1, start: '2026-03-21', weekend: 'after' };
    const body = { ...salaryBody, scheduled_trans_status: 'withdraw', day_of_month: 21, category: 'Insurance', rule };
    const { scheduled_transaction: item } = await (await call(user, '/add-scheduled-trans/', body)).json();
    api.clock.advance(days(7)); // to 2026-03-22, the Sunday after the nominal Saturday: not yet
    user = await signInAgain(api, user);
    expect(await (await call(user, '/apply-scheduled-trans/')).json()).toMatchObject({ applied_count: 0 });
    api.clock.advance(days(1));
    user = await signInAgain(api, user);
    expect(await (await call(user, '/apply-scheduled-trans/')).json()).toMatchObject({ applied_count: 1 });
    const [made] = await serverRecords(api, user.access, 'transaction');
    expect(made).toMatchObject({ id: `sched:${item.id}:2026-03`, date: '2026-03-23' });
  });

  it.each([
    ['an interval of 0', { ...biweeklySalary, interval: 0 }, recurrenceTexts.interval],
    ['weekday 9', { ...biweeklySalary, weekdays: [9] }, recurrenceTexts.weekdays],
    ['an end date and a count', { ...biweeklySalary, until: '2027-01-01', count: 4 }, recurrenceTexts.endTwice],
    ['an end before the start', { ...biweeklySalary, until: '2026-01-01' }, recurrenceTexts.untilBeforeStart],
    ['only weekends, skipped', { ...biweeklySalary, weekdays: [6, 7], weekend: 'skip' }, recurrenceTexts.neverFires],
    ['a rule that is text', 'every other Friday', recurrenceTexts.notRule],
  ])('refuses an add with %s: a 400 with its text, and nothing stored', async (_what, rule, text) => {
    const user = await signedInUser(api);
    const response = await call(user, '/add-scheduled-trans/', { ...salaryBody, rule });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(text);
    expect(await listed(user)).toEqual([]);
  });

  it('an update without a rule keeps it, and with null makes it the monthly day-of-month schedule again', async () => {
    const user = await signedInUser(api);
    const { scheduled_transaction: item } = await (await call(user, '/add-scheduled-trans/', salaryBody)).json();
    const { rule: _rule, ...spec } = salaryBody;
    const kept = await call(user, `/update-scheduled-trans/${item.id}/`, { ...spec, amount: 2600 });
    expect((await kept.json()).scheduled_transaction).toMatchObject({ amount: 2600, rule: biweeklySalary });
    const cleared = await call(user, `/update-scheduled-trans/${item.id}/`, { ...spec, rule: null });
    expect((await cleared.json()).scheduled_transaction).not.toHaveProperty('rule');
    const refused = await call(user, `/update-scheduled-trans/${item.id}/`, { ...spec, rule: { freq: 'daily' } });
    expect(refused.status).toBe(400);
    expect(await listed(user)).toEqual([expect.not.objectContaining({ rule: expect.anything() })]);
  });
});

describe('scheduled transactions with a rule, by sync', () => {
  const anItem = (rule: string): ScheduledRecord => ({
    id: 'gym',
    scheduled_trans_status: 'withdraw',
    day_of_month: 15,
    amount_cents: 30_00 as Cents,
    currency: 'EUR',
    category: 'Sport',
    scheduled_trans_details: 'every four weeks',
    status: true,
    created_at: '2026-03-15T12:00:00.000Z',
    rule,
  });

  it('stores a pushed item with its rule whole, as every device reads it back', async () => {
    const user = await signedInUser(api);
    const item = anItem(ruleText({ freq: 'weekly', interval: 4, start: '2026-03-15' as never }));
    expect(await resultsOf(await push(user, [put(1, 'scheduled', item)]))).toEqual([{ number: 1, status: 'applied' }]);
    expect(await serverRecords(api, user.access, 'scheduled')).toEqual([item]);
  });

  it.each([
    ['a rule that is no JSON', '{"freq":', recurrenceTexts.notRule],
    ['a rule with a zero interval', '{"freq":"daily","interval":0,"start":"2026-03-15"}', recurrenceTexts.interval],
    [
      'a rule not written as ruleText writes it',
      '{"interval":1,"freq":"daily","start":"2026-03-15"}',
      recurrenceTexts.notCanonical,
    ],
  ])('refuses a pushed item with %s, with its text, and stores nothing', async (_what, rule, text) => {
    const user = await signedInUser(api);
    const response = await push(user, [put(1, 'scheduled', anItem(rule))]);
    expect(await resultsOf(response)).toEqual([expect.objectContaining({ error: text })]);
    expect(await serverRecords(api, user.access, 'scheduled')).toEqual([]);
  });
});

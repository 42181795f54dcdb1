import { describe, expect, it } from 'vitest';
import { addScheduled, applyDueScheduled } from '../../src/db/commands/scheduled';
import { deleteTransaction } from '../../src/db/commands/transactions';
import type { IsoDate } from '../../src/domain/dates';
import type { Cents } from '../../src/domain/money';
import type { TransactionRecord } from '../../src/domain/records';
import { deletedOccurrenceText } from '../../src/domain/schedule';
import { pullChanges } from '../../src/sync/pull';
import { signedInUser, signedInUserSince, signInAgain, type TestUser } from '../support/accounts';
import { aTransaction, put, remove } from '../support/records';
import { pulledFromServer } from '../support/serverRecords';
import { useTestApi } from '../support/testApi';
import { testDevice } from '../support/testDevice';

/**
 * Issue 13, item 10: a scheduled occurrence, once deleted, is never made again, on the server and on
 * every device, including one that had not pulled the delete when it applied the schedule.
 */
const api = useTestApi();
const money = '/api/finance-management';

const push = (user: TestUser, clientId: string, mutations: unknown[]) =>
  api.json('POST', '/api/sync/push/', { protocol: 1, client_id: clientId, mutations }, user.access);

const pulled = async (user: TestUser) => (await pulledFromServer(api, user.access)).changes;

const occurrence = (id: string, overrides: Partial<TransactionRecord> = {}) =>
  aTransaction({ id, scheduled_id: id.split(':')[1] ?? null, trans_status: 'deposit', ...overrides });

describe('the server keeps a deleted occurrence deleted', () => {
  it('refuses a pushed put over its tombstone as a rejection with the tombstone, and changes nothing', async () => {
    const user = await signedInUser(api);
    const made = occurrence('sched:salary:2026-02');
    await push(user, 'phone', [put(1, 'transaction', made), remove(2, 'transaction', made.id)]);
    const before = await pulled(user);

    // The laptop had not pulled the delete: its daily apply made the same occurrence again.
    const response = await push(user, 'laptop', [
      put(1, 'transaction', { ...made, created_at: '2026-03-15T08:00:00Z' }),
    ]);
    expect(response.status).toBe(200);
    expect((await response.json()).results).toEqual([
      {
        number: 1,
        status: 'rejected',
        error: deletedOccurrenceText,
        current: { kind: 'transaction', id: made.id, record: null, deleted: true },
      },
    ]);
    expect(await pulled(user)).toEqual(before);
    // An edit made on a device that had the occurrence before the delete is refused the same way.
    const edit = await push(user, 'tablet', [put(1, 'transaction', { ...made, amount_cents: 1 as Cents })]);
    expect((await edit.json()).results[0]).toMatchObject({ status: 'rejected', current: { deleted: true } });
    expect(await pulled(user)).toEqual(before);
  });

  it('says "deleted" only of a tombstone: a refused record that never existed is just absent', async () => {
    const user = await signedInUser(api);
    // 90 of the largest amount fill the currency's total; the 91st transaction is refused.
    const full = Array.from({ length: 90 }, (_, i) =>
      put(i + 1, 'transaction', aTransaction({ amount_cents: 1e14 as Cents })),
    );
    const over = occurrence('sched:salary:2026-04', { currency: 'USD', amount_cents: 1 as Cents });
    const response = await push(user, 'phone', [...full, put(91, 'transaction', { ...over, currency: 'USD' })]);
    const last = (await response.json()).results.at(-1);
    expect(last).toMatchObject({ status: 'rejected', current: { kind: 'transaction', id: over.id, record: null } });
    expect(last.current).not.toHaveProperty('deleted');
  });

  it('lets a live occurrence be edited and deleted, and a plain transaction be put after its delete', async () => {
    const user = await signedInUser(api);
    const made = occurrence('sched:rent:2026-03');
    const plain = aTransaction();
    const results = await (
      await push(user, 'phone', [
        put(1, 'transaction', made),
        put(2, 'transaction', { ...made, amount_cents: 999 as Cents }),
        remove(3, 'transaction', made.id),
        put(4, 'transaction', plain),
        remove(5, 'transaction', plain.id),
        put(6, 'transaction', plain),
      ])
    ).json();
    expect(results.results.map((r: { status: string }) => r.status)).toEqual(Array(6).fill('applied'));
  });

  it('keeps the tombstone of an occurrence skipped before it was made, and nothing for a plain id it never held', async () => {
    const user = await signedInUser(api);
    const skipped = occurrence('sched:gym:2026-05');
    const plain = aTransaction();
    // The Upcoming screen's Skip: a delete of an occurrence no device has made yet.
    const skip = await push(user, 'phone', [remove(1, 'transaction', skipped.id), remove(2, 'transaction', plain.id)]);
    expect((await skip.json()).results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    const transactions = (await pulled(user)).filter((change) => change.kind === 'transaction');
    expect(transactions).toEqual([expect.objectContaining({ id: skipped.id, deleted: true })]);
    // A laptop that had not pulled the skip makes the occurrence on its date: refused over the tombstone.
    const made = await push(user, 'laptop', [put(1, 'transaction', skipped)]);
    expect((await made.json()).results[0]).toMatchObject({ status: 'rejected', current: { deleted: true } });
  });

  it('answers a REST add with a deleted occurrence id with 400, and the REST apply does not make it again', async () => {
    let user = await signedInUser(api);
    const call = (method: string, path: string, body?: unknown) =>
      api.json(method, `${money}${path}`, body, user.access);
    const { scheduled_transaction: item } = await (
      await call('POST', '/scheduled-trans/add-scheduled-trans/', {
        scheduled_trans_status: 'deposit',
        day_of_month: 20,
        amount: 100,
        currency: 'USD',
      })
    ).json();
    api.clock.advance(10 * 24 * 60 * 60 * 1000); // 2026-03-25
    user = await signInAgain(api, user);
    expect((await (await call('POST', '/scheduled-trans/apply-scheduled-trans/')).json()).applied_count).toBe(1);
    const id = `sched:${item.id}:2026-03`;
    expect((await call('DELETE', `/transaction/delete-transactions/${id}/`)).status).toBe(200);

    const readd = await call('POST', '/transaction/add-transactions/', { id, amount: 100, currency: 'USD' });
    expect(readd.status).toBe(400);
    expect((await readd.json()).error).toBe(deletedOccurrenceText);
    expect((await (await call('POST', '/scheduled-trans/apply-scheduled-trans/')).json()).applied_count).toBe(0);
    expect((await pulled(user)).filter((c) => c.id === id)).toEqual([expect.objectContaining({ id, deleted: true })]);
  });

  it('restores an older backup without bringing back an occurrence deleted since', async () => {
    const user = await signedInUser(api);
    const kept = occurrence('sched:salary:2026-01');
    const deletedLater = occurrence('sched:salary:2026-02');
    await push(user, 'phone', [put(1, 'transaction', kept), put(2, 'transaction', deletedLater)]);
    const file = await (await api.json('GET', '/api/backup/', undefined, user.access)).json();
    await push(user, 'phone', [remove(3, 'transaction', deletedLater.id), remove(4, 'transaction', kept.id)]);
    // The person restores after deleting both; the file's plain record comes back only where allowed.
    const response = await api.json('POST', '/api/backup/restore/', file, user.access);
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(
      'Backup restored: 0 records written. 2 scheduled transactions you deleted stayed deleted.',
    );
    const live = (await pulled(user)).filter((c) => !c.deleted).map((c) => c.id);
    expect(live).not.toContain(kept.id);
    expect(live).not.toContain(deletedLater.id);
  });
});

describe('a device that had not pulled the delete', () => {
  const created = new Date('2026-01-05T09:00:00Z');
  const salary = {
    scheduled_trans_status: 'deposit' as const,
    day_of_month: 10,
    amount_cents: 300000 as Cents,
    currency: 'USD' as const,
    category: 'Salary',
    scheduled_trans_details: '',
    status: true,
  };

  it('re-makes it, is refused quietly, drops its copy, and never makes it again', async () => {
    const user = await signedInUserSince(api, '2025-11-01T00:00:00Z');
    const [phone, laptop] = [testDevice(api, user), testDevice(api, user)];
    const item = await addScheduled(phone.db, salary, created);
    await phone.engine.syncNow();
    await laptop.engine.syncNow(); // the laptop knows the item, not its occurrences

    // The phone applies February, syncs, and the person deletes it there.
    await applyDueScheduled(phone.db, '2026-02-11' as IsoDate, new Date('2026-02-11T08:00:00Z'));
    const february = `sched:${item.id}:2026-02`;
    await phone.engine.syncNow();
    await deleteTransaction(phone.db, february);
    await phone.engine.syncNow();
    expect(await phone.db.deletedOccurrences.toArray()).toEqual([{ id: february }]);

    // The laptop, not yet synced since, applies the schedule: January and February.
    expect(await applyDueScheduled(laptop.db, '2026-02-11' as IsoDate, new Date('2026-02-11T09:00:00Z'))).toEqual({
      applied: 2,
    });
    await laptop.engine.syncNow();

    expect(laptop.engine.getStatus().state).toBe('idle');
    expect(await laptop.db.outbox.count()).toBe(0);
    expect(await laptop.db.rejections.count()).toBe(0);
    expect(await laptop.db.transactions.get(february)).toBeUndefined();
    expect(await laptop.db.deletedOccurrences.toArray()).toEqual([{ id: february }]);
    expect(await laptop.db.balances.toArray()).toEqual([{ currency: 'USD', cents: 300000, count: 1 }]);

    // The next daily apply, on either device, makes nothing.
    for (const device of [phone, laptop]) {
      expect(await applyDueScheduled(device.db, '2026-02-12' as IsoDate, new Date('2026-02-12T08:00:00Z'))).toEqual({
        applied: 0,
      });
    }
    const server = (await pulled(user)).filter((c) => c.kind === 'transaction');
    expect(server.map((c) => [c.id, c.deleted])).toEqual([
      [february, true],
      [`sched:${item.id}:2026-01`, false],
    ]);
  });

  /** Two devices of one person; the phone made January's salary, deleted it and synced. */
  async function januaryDeletedOnThePhone() {
    const user = await signedInUserSince(api, '2025-11-01T00:00:00Z');
    const [phone, laptop] = [testDevice(api, user), testDevice(api, user)];
    const item = await addScheduled(phone.db, salary, created);
    await applyDueScheduled(phone.db, '2026-01-10' as IsoDate, new Date('2026-01-10T08:00:00Z'));
    const january = `sched:${item.id}:2026-01`;
    await deleteTransaction(phone.db, january);
    await phone.engine.syncNow();
    return { laptop, january };
  }

  it('learns of the tombstone from the refusal even when its pull cursor is already past it', async () => {
    const { laptop, january } = await januaryDeletedOnThePhone();
    await laptop.engine.syncNow();
    expect(await laptop.db.deletedOccurrences.toArray()).toEqual([{ id: january }]);

    // A device whose memory of the delete is missing (it pulled the delete before it kept tombstones).
    await laptop.db.deletedOccurrences.clear();
    expect(await applyDueScheduled(laptop.db, '2026-01-10' as IsoDate, new Date('2026-01-10T09:00:00Z'))).toEqual({
      applied: 1,
    });
    await laptop.engine.syncNow();
    expect(await laptop.db.rejections.count()).toBe(0);
    expect(await laptop.db.transactions.get(january)).toBeUndefined();
    expect(await laptop.db.deletedOccurrences.toArray()).toEqual([{ id: january }]);
    expect(await applyDueScheduled(laptop.db, '2026-01-11' as IsoDate, new Date('2026-01-11T09:00:00Z'))).toEqual({
      applied: 0,
    });
  });

  it('drops a pulled-deleted occurrence even while its own re-made copy waits to be pushed', async () => {
    const { laptop, january } = await januaryDeletedOnThePhone();

    // The laptop pulls before it pushes (a page applied between its push and a new local write).
    await laptop.engine.syncNow();
    await laptop.db.deletedOccurrences.clear();
    await laptop.db.syncState.put({ key: 'cursor', value: '0' });
    await applyDueScheduled(laptop.db, '2026-01-10' as IsoDate, new Date('2026-01-10T09:00:00Z'));
    expect(await laptop.db.transactions.get(january)).toBeDefined();
    await pullChanges(laptop.db, laptop.transport);
    expect(await laptop.db.transactions.get(january)).toBeUndefined();
    expect(await laptop.db.balances.toArray()).toEqual([]);
    expect(await laptop.db.deletedOccurrences.toArray()).toEqual([{ id: january }]);

    await laptop.engine.syncNow();
    expect(await laptop.db.outbox.count()).toBe(0);
    expect(await laptop.db.rejections.count()).toBe(0);
    expect(await laptop.db.transactions.get(january)).toBeUndefined();
  });
});

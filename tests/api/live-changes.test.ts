import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { channelNameFor } from '../../server/live/postgresChannel';
import { changePassword, signedInUser, signInAgain, type TestUser } from '../support/accounts';
import { liveStreamsClosedAfterEach } from '../support/liveEvents';
import { aTransaction, put } from '../support/records';
import { createTestApp, secondInstance, useTestApi, type TestApi } from '../support/testApi';
import { testDatabaseKind } from '../support/testDatabase';

// Protocol step 10: a committed change reaches the person's other open devices as a "pull now".
const api = useTestApi();
const openStream = liveStreamsClosedAfterEach();

type App = Pick<TestApi['app'], 'request'>;

/**
 * One transaction pushed. A person's first one takes two change numbers: its currency's account, made
 * on first use (docs/sync-protocol.md, "Accounts"), then itself.
 */
const pushOne = (app: App, user: TestUser, clientId: string, number = 1) =>
  app.request('/api/sync/push/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${user.access}` },
    body: JSON.stringify({ protocol: 1, client_id: clientId, mutations: [put(number, 'transaction', aTransaction())] }),
  });

describe('the live stream on one instance', () => {
  it('first says where the server stands, then signals each change another device pushes', async () => {
    const phone = await signedInUser(api);
    const laptop = await signInAgain(api, phone);
    const stream = await openStream(api.app, laptop.access);
    expect(await stream.next()).toBe(0);

    expect((await pushOne(api.app, phone, randomUUID())).status).toBe(200);
    expect(await stream.next()).toBe(2);

    // A write through the REST API is a change like any other.
    const { amount_cents, currency, trans_status, category, trans_details, date } = aTransaction();
    const rest = await api.json(
      'POST',
      '/api/finance-management/transaction/add-transactions/',
      { amount: amount_cents, currency, trans_status, category, trans_details, date },
      phone.access,
    );
    expect(rest.status).toBeLessThan(300);
    expect(await stream.next()).toBe(3);
  });

  it('never tells one person about another person’s changes (threat: learning when someone else writes)', async () => {
    const alice = await signedInUser(api);
    const bob = await signedInUser(api);
    const bobs = await openStream(api.app, bob.access);
    expect(await bobs.next()).toBe(0);
    expect((await pushOne(api.app, alice, randomUUID())).status).toBe(200);
    await expect(bobs.next(500)).rejects.toThrow('No live event');
  });

  it('lets go of a stream as soon as its device goes away', async () => {
    const user = await signedInUser(api);
    const before = api.database.live.streams;
    const stream = await openStream(api.app, user.access);
    expect(await stream.next()).toBe(0);
    expect(api.database.live.streams).toBe(before + 1);
    await stream.close();
    await expect.poll(() => api.database.live.streams).toBe(before);
  });

  it('answers 503, not a 500, when it cannot listen for other instances (the device keeps its timer)', async () => {
    const user = await signedInUser(api);
    // A channel whose listening connection cannot be made, as when PostgreSQL is unreachable.
    const failing = { ...api.database.live, subscribe: () => Promise.reject(new Error('connect ECONNREFUSED')) };
    const app = createTestApp({ ...api.database, live: failing }, api.clock, {}, { send: async () => undefined });
    const response = await app.request('/api/sync/live/', { headers: { authorization: `Bearer ${user.access}` } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'live_unavailable' });
  });

  it('refuses a stream without a valid token (threat: listening to someone’s activity)', async () => {
    expect((await api.request('/api/sync/live/')).status).toBe(401);
    const forged = await api.request('/api/sync/live/', { headers: { authorization: 'Bearer not.a.token' } });
    expect(forged.status).toBe(401);
  });

  it('ends the stream when its login signs out (threat: a signed-out device still hearing of changes)', async () => {
    const user = await signedInUser(api);
    const stream = await openStream(api.app, user.access);
    expect(await stream.next()).toBe(0);
    expect((await api.json('POST', '/api/auth/logout/', { refresh: user.refresh }, user.access)).status).toBeLessThan(
      300,
    );
    expect(await stream.next()).toBe('ended');
  });

  it('ends the other devices’ streams when the password is changed, and keeps the changer’s', async () => {
    const phone = await signedInUser(api);
    const laptop = await signInAgain(api, phone);
    const phoneStream = await openStream(api.app, phone.access);
    const laptopStream = await openStream(api.app, laptop.access);
    expect(await phoneStream.next()).toBe(0);
    expect(await laptopStream.next()).toBe(0);
    const changed = await changePassword(api, phone, 'another fine passphrase');
    expect(changed.status).toBe(200);
    expect(await laptopStream.next()).toBe('ended');
    expect((await pushOne(api.app, phone, randomUUID())).status).toBe(200);
    expect(await phoneStream.next()).toBe(2);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two instances on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof secondInstance>> | undefined;
  afterAll(async () => other?.close());

  it('a push through one instance signals a stream held by the other, in both directions', async () => {
    other = await secondInstance(api);
    const phone = await signedInUser(api);
    const laptop = await signInAgain(api, phone);
    const onSecond = await openStream(other.app, laptop.access);
    const onFirst = await openStream(api.app, phone.access);
    expect(await onSecond.next()).toBe(0);
    expect(await onFirst.next()).toBe(0);

    expect((await pushOne(api.app, phone, randomUUID())).status).toBe(200);
    expect(await onSecond.next()).toBe(2);
    expect(await onFirst.next()).toBe(2);

    expect((await pushOne(other.app, laptop, randomUUID())).status).toBe(200);
    expect(await onFirst.next()).toBe(3);
    expect(await onSecond.next()).toBe(3);
  });

  it('listens again after its PostgreSQL connection is cut, and signals what was committed meanwhile', async () => {
    other ??= await secondInstance(api);
    const phone = await signedInUser(api);
    const laptop = await signInAgain(api, phone);
    const onSecond = await openStream(other.app, laptop.access);
    expect(await onSecond.next()).toBe(0);
    // As a database restart or a network cut would: every listening connection on this schema ends.
    const cut = await api.database.db
      .selectFrom(sql<{ pid: number; query: string }>`pg_stat_activity`.as('activity'))
      .select(sql<boolean>`pg_terminate_backend(pid)`.as('ended'))
      .where('query', '=', `listen "${channelNameFor(api.database.schema!)}"`)
      .execute();
    expect(cut.length).toBeGreaterThan(0);
    // Committed while the second instance is not listening: its NOTIFY is lost, the resync is not.
    expect((await pushOne(api.app, phone, randomUUID())).status).toBe(200);
    expect(await onSecond.next(5000)).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await pushOne(api.app, phone, randomUUID(), 1)).status).toBe(200);
    expect(await onSecond.next(5000)).toBe(3);
  });

  it('a sign-out on one instance ends the login’s stream held by the other', async () => {
    other ??= await secondInstance(api);
    const user = await signedInUser(api);
    const onSecond = await openStream(other.app, user.access);
    expect(await onSecond.next()).toBe(0);
    expect((await api.json('POST', '/api/auth/logout/', { refresh: user.refresh }, user.access)).status).toBeLessThan(
      300,
    );
    expect(await onSecond.next()).toBe('ended');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultStreamLimits } from '../../server/live/streamLimits';
import { signedInUser, signInAgain, type TestUser } from '../support/accounts';
import { liveStreamsClosedAfterEach } from '../support/liveEvents';
import { aTransaction, put } from '../support/records';
import { createTestApp, secondInstance, useTestApi, type TestApi } from '../support/testApi';
import { testDatabaseKind } from '../support/testDatabase';

/**
 * Issue 49, item 3: one token opened 992 live streams, and at systemd's default of 1,024 open files
 * sign-ins, health and other people's requests got connection resets. A login and a person may
 * hold a few streams each (the oldest closes, on whichever instance holds it), and an instance a
 * bounded number in all (past it a new stream is a 503; the device keeps its timer).
 */
const api = useTestApi();
const openLive = liveStreamsClosedAfterEach();

type App = Pick<TestApi['app'], 'request'>;

/** A stream held open: its first event, where the server stands, was read. */
async function openStream(app: App, token: string) {
  const stream = await openLive(app, token);
  expect(await stream.next()).toBeTypeOf('number');
  return stream;
}

/** The newest change number after a person's first push: the account of its currency, made on first use, then the transaction. */
const afterFirstPush = 2;

const pushOne = (user: TestUser) =>
  api.json(
    'POST',
    '/api/sync/push/',
    { protocol: 1, client_id: randomUUID(), mutations: [put(1, 'transaction', aTransaction())] },
    user.access,
  );

const { perLogin, perPerson } = defaultStreamLimits;

describe('live streams per login and per person', () => {
  it('an attacker who opens many streams with one token holds at most the login’s limit: the oldest close', async () => {
    const attacker = await signedInUser(api, 'streamer');
    const bystander = await signedInUser(api, 'bystander');
    const theirs = await openStream(api.app, bystander.access);
    const before = api.database.live.streams;
    const streams = [];
    for (let i = 0; i < perLogin + 2; i += 1) streams.push(await openStream(api.app, attacker.access));
    expect(await streams[0]!.next()).toBe('ended');
    expect(await streams[1]!.next()).toBe('ended');
    await expect.poll(() => api.database.live.streams).toBe(before + perLogin);
    // The newest still hear of changes; another person's stream was never touched.
    expect((await pushOne(attacker)).status).toBe(200);
    for (const stream of streams.slice(2)) expect(await stream.next()).toBe(afterFirstPush);
    expect((await pushOne(bystander)).status).toBe(200);
    expect(await theirs.next()).toBe(afterFirstPush);
  });

  it('an attacker who signs in again and again holds at most the person’s limit of streams', async () => {
    const attacker = await signedInUser(api, 'logins');
    const before = api.database.live.streams;
    const streams = [];
    for (let i = 0; i < perPerson + 1; i += 1) {
      streams.push(await openStream(api.app, (await signInAgain(api, attacker)).access));
    }
    expect(await streams[0]!.next()).toBe('ended');
    await expect.poll(() => api.database.live.streams).toBe(before + perPerson);
  });

  it('a device that reconnects does not push out the person’s other devices', async () => {
    const phone = await signedInUser(api, 'steady');
    const laptop = await signInAgain(api, phone);
    const laptopStream = await openStream(api.app, laptop.access);
    // The phone's stream drops and comes back, again and again, more times than any limit.
    for (let i = 0; i < perPerson + perLogin; i += 1) await (await openStream(api.app, phone.access)).close();
    expect((await pushOne(phone)).status).toBe(200);
    expect(await laptopStream.next()).toBe(afterFirstPush);
  });

  it('past the instance’s limit a new stream is refused with a 503, and the streams it holds stay open', async () => {
    const app = createTestApp(
      api.database,
      api.clock,
      { liveStreamLimits: { ...defaultStreamLimits, perInstance: api.database.live.streams + 2 } },
      { send: async () => undefined },
    );
    const [one, two, three] = [await signedInUser(api), await signedInUser(api), await signedInUser(api)];
    const first = await openStream(app, one.access);
    await openStream(app, two.access);
    const refused = await app.request('/api/sync/live/', { headers: { authorization: `Bearer ${three.access}` } });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: 'Live changes are unavailable just now; your changes still sync.',
      code: 'live_unavailable',
    });
    expect((await pushOne(one)).status).toBe(200);
    expect(await first.next()).toBe(afterFirstPush);
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('two instances on one PostgreSQL', () => {
  let other: Awaited<ReturnType<typeof secondInstance>> | undefined;
  afterAll(async () => other?.close());

  it('an attacker who spreads one login’s streams over two instances still holds at most its limit: the oldest closes', async () => {
    other = await secondInstance(api);
    const attacker = await signedInUser(api, 'spread');
    const onFirst = [];
    for (let i = 0; i < perLogin; i += 1) onFirst.push(await openStream(api.app, attacker.access));
    await openStream(other.app, attacker.access);
    expect(await onFirst[0]!.next(5000)).toBe('ended');
    await openStream(other.app, attacker.access);
    expect(await onFirst[1]!.next(5000)).toBe('ended');
  });
});

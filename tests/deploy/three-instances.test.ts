import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushResult } from '../../src/domain/mutations';
import { liveEvents } from '../support/liveEvents';
import { linkFromMailFolder } from '../support/mailFolder';
import { aTransaction } from '../support/records';
import { loadFleet } from '../reliability/stress/loadFleet';
import { pullEverything, randomSource, stressUser, type StressUser } from '../reliability/stress/support';
import { threeInstancesBehindNginx, type Deployment } from './support/behindNginx';
import { withoutMadeAccounts } from '../support/serverRecords';

/**
 * docs/DEPLOY.md, followed on loopback: PostgreSQL, three instances of the built server and Debian's
 * nginx with the configuration in deploy/nginx/. What a household or a small firm relies on when it
 * outgrows one process: it is one service, whichever instance answers, and losing an instance loses
 * nothing that was acknowledged.
 */
let deployment: Deployment;
beforeAll(async () => {
  deployment = await threeInstancesBehindNginx();
}, 90_000);
afterAll(async () => {
  await deployment?.close();
}, 30_000);

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

async function push(baseUrl: string, user: StressUser, clientId: string, args: unknown): Promise<PushResult[]> {
  const response = await fetch(
    `${baseUrl}/api/sync/push/`,
    json(
      { protocol: 1, client_id: clientId, mutations: [{ number: 1, name: 'transaction.put.v1', args }] },
      { authorization: `Bearer ${user.access}` },
    ),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { results: PushResult[] }).results;
}

describe('three instances on one PostgreSQL behind nginx', () => {
  it('all came up although they were started at the same moment on a fresh database (migrations do not collide)', async () => {
    for (const instance of deployment.instances) {
      expect((await fetch(`${instance.baseUrl}/api/health`)).status).toBe(200);
    }
  });

  it('lets a person sign up, verify and sign in through nginx, served by different instances, and refresh the session on another', async () => {
    const { baseUrl } = deployment;
    const username = `deploy${Date.now().toString(36)}`;
    const email = `${username}@example.org`;
    const password = 'a long deployment password';
    const registered = await fetch(
      `${baseUrl}/api/auth/register/`,
      json({ username, email, password, password2: password }),
    );
    expect(registered.status).toBe(201);
    const [, , uid, token] = new URL(await linkFromMailFolder(deployment.dataDir, email, 'Verify')).pathname.split('/');
    expect((await fetch(`${baseUrl}/api/auth/verify-email/`, json({ uid, token }))).status).toBe(200);
    const login = await fetch(`${baseUrl}/api/auth/login/`, json({ username, password }));
    expect(login.status).toBe(200);
    let { refresh } = (await login.json()) as { refresh: string };

    // Refreshed until an instance other than the one that signed the person in has answered.
    const signedInOn = (await deployment.servedBy()).findLast((r) => r.request === 'POST /api/auth/login/')!.port;
    const refreshedOn: number[] = [];
    for (let attempt = 0; attempt < 6 && !refreshedOn.some((port) => port !== signedInOn); attempt += 1) {
      const refreshed = await fetch(`${baseUrl}/api/auth/token/refresh/`, json({ refresh }));
      expect(refreshed.status).toBe(200);
      ({ refresh } = (await refreshed.json()) as { refresh: string });
      refreshedOn.push(
        (await deployment.servedBy()).findLast((r) => r.request === 'POST /api/auth/token/refresh/')!.port,
      );
    }
    expect(refreshedOn.some((port) => port !== signedInOn)).toBe(true);

    const steps = (await deployment.servedBy()).filter((r) =>
      ['POST /api/auth/register/', 'POST /api/auth/verify-email/', 'POST /api/auth/login/'].includes(r.request),
    );
    expect(new Set(steps.map((step) => step.port)).size).toBeGreaterThan(1);
  });

  it('pulls through one instance what was pushed through another', async () => {
    const [first, second] = deployment.instances;
    const user = await stressUser({ baseUrl: first!.baseUrl, dataDir: deployment.dataDir }, 'across');
    const record = aTransaction({ id: 'across-instances-1' });
    expect((await push(first!.baseUrl, user, 'laptop', record))[0]?.status).toBe('applied');
    const pulled = await pullEverything(second!.baseUrl, user.access);
    // With the account of its currency, made on first use.
    expect(withoutMadeAccounts(pulled).map((change) => (change.deleted ? undefined : change.record))).toEqual([record]);
  });

  it('signals a change pushed through any instance to a live stream held through nginx, within 2 s', async () => {
    const user = await stressUser({ baseUrl: deployment.instances[0]!.baseUrl, dataDir: deployment.dataDir }, 'live');
    const stream = await fetch(`${deployment.baseUrl}/api/sync/live/`, {
      headers: { authorization: `Bearer ${user.access}` },
    });
    expect(stream.status).toBe(200);
    const events = liveEvents(stream);
    try {
      let newest = await events.next();
      // nginx holds the stream open to one instance; pushes through each instance in turn, so at
      // least two of them are committed on another instance than the one holding the stream.
      for (const [i, instance] of deployment.instances.entries()) {
        const pushedAt = Date.now();
        await push(instance.baseUrl, user, `phone-${i}`, aTransaction({ id: `live-${i}` }));
        const signalled = await events.next(2_000);
        expect(typeof signalled === 'number' && signalled > (newest as number)).toBe(true);
        expect(Date.now() - pushedAt).toBeLessThan(2_000);
        newest = signalled;
      }
    } finally {
      await events.close();
    }
  });

  it('limits failed sign-ins spread over the instances as one server would (shared limits, attacker rotating instances)', async () => {
    const user = await stressUser(
      { baseUrl: deployment.instances[0]!.baseUrl, dataDir: deployment.dataDir },
      'guessed',
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await fetch(
        `${deployment.baseUrl}/api/auth/login/`,
        json({ username: user.username, password: `wrong guess ${attempt}` }),
      );
      statuses.push(response.status);
    }
    // Ten failures per account and address (server/http/rateLimits.ts), counted across instances.
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const served = (await deployment.servedBy()).filter((r) => r.request === 'POST /api/auth/login/').slice(-12);
    expect(new Set(served.map((r) => r.port)).size).toBeGreaterThan(1);
  });

  it('loses no acknowledged change when an instance is killed (SIGKILL) under load from 100 devices, and every device converges', async () => {
    const random = randomSource(Number(process.env.STRESS_SEED ?? 1234));
    const direct = { baseUrl: deployment.instances[0]!.baseUrl, dataDir: deployment.dataDir };
    const people: StressUser[] = [];
    for (let i = 0; i < 20; i += 5) {
      people.push(...(await Promise.all(Array.from({ length: 5 }, () => stressUser(direct, 'fleet')))));
    }
    const fleet = loadFleet({ baseUrl: () => deployment.baseUrl, people, deviceCount: 100, random, label: 'deploy' });
    const load = fleet.runFor(10_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    deployment.instances[1]!.process.kill('SIGKILL');
    await load;
    await fleet.settle();

    // A push that was inside the killed instance is answered 502 by nginx and sent again by the
    // device; nothing else may go wrong.
    const unexpected = fleet.stats.errors.filter((error) => !error.startsWith('push 502'));
    expect(unexpected.slice(0, 5)).toEqual([]);
    expect(fleet.stats.mutationsAcked).toBeGreaterThan(500);
    expect(await fleet.expectConverged()).toBeGreaterThan(0);

    // The instance comes back and serves the same state.
    await deployment.restartInstance(1);
    const someone = people[0]!;
    expect(await pullEverything(deployment.instances[1]!.baseUrl, someone.access)).toEqual(
      await pullEverything(deployment.instances[2]!.baseUrl, someone.access),
    );
  }, 120_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse, PushResult } from '../../src/domain/mutations';
import { startBuiltServer, type BuiltServer } from '../support/builtServer';
import { verifiedUser, type E2eUser } from '../support/e2eAccounts';
import { liveEvents } from '../support/liveEvents';
import { childProcesses } from '../support/childProcesses';
import { aTransaction } from '../support/records';
import { defaultStreamLimits } from '../../server/live/streamLimits';

/**
 * SERVER_PROCESSES=2 on the embedded SQLite file (README, server/processes/primary.ts): node:cluster
 * hands each new connection to the next process in turn, so requests below made on connections of
 * their own reach both. What a person relies on is that two processes are one server: a change made
 * through one reaches streams held by the other, limits count across both, writes from both at once
 * all land once, and a process that dies is replaced.
 */
let server: BuiltServer;
let dataDir: string;
let user: E2eUser;
let access: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'money-kitchen-processes-'));
  server = await startBuiltServer({ dataDir, env: { SERVER_PROCESSES: '2' } });
  user = await verifiedUser(server.baseUrl, dataDir, 'procs');
  access = await signIn(user.password)
    .then((r) => r.json() as Promise<{ access: string }>)
    .then((r) => r.access);
}, 60_000);
afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The primary's children: the processes answering requests. */
const servingProcesses = () => childProcesses(server.process.pid!);

/** A request on a connection of its own (no keep-alive pool), so the next process in turn answers it. */
function onNewConnection(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    const req = request(
      `${server.baseUrl}${path}`,
      {
        method: init.method ?? 'GET',
        agent: false,
        headers: {
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`No answer to ${path} in 10 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** A streamed answer on a connection of its own, as a device's live stream is. */
function streamOnNewConnection(path: string, token: string) {
  return new Promise<Response>((resolve, reject) => {
    const req = request(
      `${server.baseUrl}${path}`,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        const body = Readable.toWeb(response) as ReadableStream<Uint8Array>;
        resolve(new Response(body, { status: response.statusCode ?? 0 }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

function signIn(password: string) {
  return fetch(`${server.baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password }),
  });
}

async function pushOne(clientId: string, args: unknown): Promise<PushResult> {
  const answer = await onNewConnection('/api/sync/push/', {
    method: 'POST',
    token: access,
    body: { protocol: 1, client_id: clientId, mutations: [{ number: 1, name: 'transaction.put.v1', args }] },
  });
  expect(answer.status, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { results: PushResult[] }).results[0]!;
}

describe('two processes serving one SQLite file', () => {
  it('runs the primary and two serving processes', () => {
    expect(servingProcesses()).toHaveLength(2);
  });

  it('tells every open stream of a change, whichever process holds the stream', async () => {
    // Four streams, each on a connection of its own, handed out in turn to both processes. Four is one
    // login's stream limit, so however unevenly they land no process ends one to make room.
    const streams = await Promise.all(
      Array.from({ length: defaultStreamLimits.perLogin }, async () => {
        const response = await streamOnNewConnection('/api/sync/live/', access);
        expect(response.status).toBe(200);
        return liveEvents(response);
      }),
    );
    try {
      // Each stream first says the newest change number as it stands; the push must raise it in all.
      const before = await Promise.all(
        streams.map(async (stream) => {
          const newest = await stream.next();
          if (newest === 'ended') throw new Error('A stream ended before the push');
          return newest;
        }),
      );
      expect((await pushOne('processes-live', aTransaction({ id: 'processes-live-1' }))).status).toBe('applied');
      for (const [i, stream] of streams.entries()) {
        const next = await stream.next(5_000);
        expect(next).toBeGreaterThan(before[i]!);
      }
    } finally {
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });

  it('writes pushed through both processes at once all land, once each, with change numbers of their own', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `processes-burst-${i}`);
    const results = await Promise.all(ids.map((id) => pushOne(`client-${id}`, aTransaction({ id }))));
    expect(results.map((r) => r.status)).toEqual(ids.map(() => 'applied'));

    const pulled = await onNewConnection('/api/sync/pull/?protocol=1&after=0&limit=1000', { token: access });
    expect(pulled.status).toBe(200);
    const changes = (JSON.parse(pulled.body) as PullResponse).changes.filter((c) =>
      c.id.startsWith('processes-burst-'),
    );
    expect(changes.map((c) => c.id).sort()).toEqual([...ids].sort());
    expect(new Set(changes.map((c) => c.seq)).size).toBe(ids.length);
  });

  it('counts a password guesser once over both processes (threat: spreading guesses over connections to dodge a per-process count)', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await onNewConnection('/api/auth/login/', {
        method: 'POST',
        body: { username: user.username, password: `wrong guess ${attempt}` },
      });
      answers.push(answer.status);
    }
    // 10 failures per account and address in 15 minutes (server/http/rateLimits.ts), counted together.
    expect(answers).toEqual([...Array<number>(10).fill(401), 429, 429]);
  });

  it('replaces a serving process that was killed, and answers on every connection after', async () => {
    const [victim] = servingProcesses();
    process.kill(victim!, 'SIGKILL');
    await expect.poll(() => servingProcesses().filter((pid) => pid !== victim), { timeout: 15_000 }).toHaveLength(2);
    // A connection handed to the victim at the moment it died is lost with it, as the requests it
    // was answering are (node:cluster cannot take a connection back); every later one is answered.
    for (let i = 0; i < 10; i += 1) {
      expect((await onNewConnection('/api/health')).status).toBe(200);
    }
  });

  it('stops every process on SIGTERM', async () => {
    const children = servingProcesses();
    await server.stop();
    for (const pid of children) {
      expect(() => process.kill(pid, 0)).toThrow();
    }
  });
});

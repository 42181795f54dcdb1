import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { maxMutationsPerPush, type PushResult } from '../../src/domain/mutations';
import { startBuiltServer, type BuiltServer } from '../support/builtServer';
import { verifiedUser, type E2eUser } from '../support/e2eAccounts';
import { liveEvents } from '../support/liveEvents';
import { aTransaction, put } from '../support/records';
import { scratchPostgresDatabase } from '../support/scratchPostgres';
import { testDatabaseKind } from '../support/testDatabase';
import { withoutMadeAccounts } from '../support/serverRecords';

// Issue 14 item 3: SIGTERM to the built server, as a service manager or an upgrade sends it.
const dataDir = mkdtempSync(join(tmpdir(), 'money-kitchen-shutdown-'));
let postgres: Awaited<ReturnType<typeof scratchPostgresDatabase>> | undefined;
let env: Record<string, string> = {};
let user: E2eUser;
const running: BuiltServer[] = [];

async function start(): Promise<BuiltServer> {
  const server = await startBuiltServer({ dataDir, env });
  running.push(server);
  return server;
}

async function signIn(server: BuiltServer): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

/** A POST whose body is sent in two halves, so the test decides when the request is in flight. */
function slowPost(baseUrl: string, path: string, token: string, body: string) {
  const url = new URL(path, baseUrl);
  const sending = request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      authorization: `Bearer ${token}`,
    },
  });
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    sending.on('error', reject);
    sending.on('response', (response: IncomingMessage) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
  });
  const half = Math.floor(body.length / 2);
  sending.write(body.slice(0, half));
  return { answer, finish: () => sending.end(body.slice(half)) };
}

const exited = (server: BuiltServer) =>
  new Promise<number | null>((resolve) => {
    if (server.process.exitCode !== null) resolve(server.process.exitCode);
    else server.process.once('exit', (code) => resolve(code));
  });

/** A GET on a connection of its own (fetch would reuse a kept-alive one). */
const freshConnection = (baseUrl: string) =>
  new Promise<number>((resolve, reject) => {
    const asking = request(new URL('/api/health', baseUrl), { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    asking.on('error', reject);
    asking.end();
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (testDatabaseKind() === 'postgres') {
    postgres = await scratchPostgresDatabase();
    env = { DATABASE_URL: postgres.url };
  }
  const server = await start();
  user = await verifiedUser(server.baseUrl, dataDir, 'shutdown');
});

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop()));
  await postgres?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('on SIGTERM finishes the push in flight, ends the live stream, takes no new connection and exits within 10 s', async () => {
  const server = running[0]!;
  const token = await signIn(server);
  const stream = liveEvents(
    await fetch(`${server.baseUrl}/api/sync/live/`, { headers: { authorization: `Bearer ${token}` } }),
  );
  expect(await stream.next()).toBe(0);

  const mutations = Array.from({ length: maxMutationsPerPush }, (_, i) => put(i + 1, 'transaction', aTransaction()));
  const push = slowPost(
    server.baseUrl,
    '/api/sync/push/',
    token,
    JSON.stringify({ protocol: 1, client_id: randomUUID(), mutations }),
  );
  // The server has the request's headers and half its body: it is in flight.
  await sleep(300);
  const killedAt = Date.now();
  const exit = exited(server);
  server.process.kill('SIGTERM');

  // The stream ends, so its device moves on to another instance.
  expect(await stream.next(5000)).toBe('ended');
  // No new connection is taken.
  await sleep(200);
  await expect(freshConnection(server.baseUrl)).rejects.toThrow('ECONNREFUSED');
  // The request in flight is still served in full.
  push.finish();
  const answered = await push.answer;
  expect(answered.status).toBe(200);
  const { results } = JSON.parse(answered.text) as { results: PushResult[] };
  expect(results.filter((result) => result.status === 'applied')).toHaveLength(maxMutationsPerPush);

  expect(await exit).toBe(0);
  expect(Date.now() - killedAt).toBeLessThan(10_000);

  // Started again on the same data: every acknowledged mutation is there, once.
  const again = await start();
  const pulled = await fetch(`${again.baseUrl}/api/sync/pull/?protocol=1&after=0&limit=1000`, {
    headers: { authorization: `Bearer ${await signIn(again)}` },
  });
  const { changes } = (await pulled.json()) as { changes: { id: string; kind: string }[] };
  // The account of the transactions' currency, made on first use, comes with them.
  expect(new Set(withoutMadeAccounts(changes).map((change) => change.id))).toEqual(
    new Set(mutations.map((m) => (m.args as { id: string }).id)),
  );
});

it('leaves within 10 s even when a request never finishes, and commits nothing of it', async () => {
  const server = running.at(-1)!;
  const token = await signIn(server);
  const record = aTransaction();
  const stuck = slowPost(
    server.baseUrl,
    '/api/sync/push/',
    token,
    JSON.stringify({ protocol: 1, client_id: randomUUID(), mutations: [put(1, 'transaction', record)] }),
  );
  stuck.answer.catch(() => undefined);
  await sleep(300);
  const killedAt = Date.now();
  const exit = exited(server);
  server.process.kill('SIGTERM');
  await exit;
  expect(Date.now() - killedAt).toBeLessThan(10_000);

  const again = await start();
  const pulled = await fetch(`${again.baseUrl}/api/sync/pull/?protocol=1&after=0&limit=1000`, {
    headers: { authorization: `Bearer ${await signIn(again)}` },
  });
  const { changes } = (await pulled.json()) as { changes: { id: string }[] };
  expect(changes.map((change) => change.id)).not.toContain(record.id);
});

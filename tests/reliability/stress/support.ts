import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PullResponse } from '../../../src/domain/mutations';
import { freePort, startBuiltServer, type BuiltServer } from '../../support/builtServer';
import { linkFromMailFolder } from '../../support/mailFolder';
import { mulberry32 } from '../../support/mulberry32';
import { scratchPostgresDatabase } from '../../support/scratchPostgres';

/** A seeded pseudo-random source (mulberry32), so a failing run can be repeated with STRESS_SEED. */
export function randomSource(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Random = ReturnType<typeof randomSource>;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type DatabaseKind = 'sqlite' | 'postgres';

/**
 * The built server (`node dist/server/main.js`, as `npm start` runs it) on a fresh SQLite file or a
 * fresh PostgreSQL database. TRUST_PROXY lets each simulated person register from an address of
 * their own (X-Forwarded-For), under the production rate limits.
 */
export interface StressServer {
  kind: DatabaseKind;
  dataDir: string;
  port: number;
  current: BuiltServer;
  baseUrl: string;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function stressServer(kind: DatabaseKind): Promise<StressServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `money-kitchen-stress-${kind}-`));
  const database = kind === 'postgres' ? await scratchPostgresDatabase('mk_stress') : undefined;
  const port = await freePort();
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'error',
    // Loopback only: the rate back-fill each push starts must not reach the internet (nothing listens on port 9).
    RATES_URLS: 'http://127.0.0.1:9/{date}.json',
  };
  if (database) env.DATABASE_URL = database.url;
  const start = () => startBuiltServer({ dataDir, port, env });
  const server: StressServer = {
    kind,
    dataDir,
    port,
    current: await start(),
    baseUrl: `http://127.0.0.1:${port}`,
    async restart() {
      server.current = await start();
    },
    async close() {
      await server.current.stop();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

export interface StressUser {
  id: string;
  username: string;
  access: string;
}

let people = 0;

/** Registers, verifies through the mailed link and signs in, from an address of the person's own. */
export async function stressUser(
  server: Pick<StressServer, 'baseUrl' | 'dataDir'>,
  prefix: string,
): Promise<StressUser> {
  people += 1;
  const address = `10.${(people >> 16) & 255}.${(people >> 8) & 255}.${people & 255}`;
  const username = `${prefix}${people}${Date.now().toString(36)}`;
  const password = 'stress test password';
  const email = `${username}@example.org`;
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const registered = await post('auth/register/', { username, email, password, password2: password });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}: ${await registered.text()}`);
  const link = new URL(await linkFromMailFolder(server.dataDir, email, 'Verify', 30_000));
  const [, , uid, token] = link.pathname.split('/');
  const verified = await post('auth/verify-email/', { uid, token });
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  const login = await post('auth/login/', { username, password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  const body = (await login.json()) as { access: string; user: { id: string } };
  return { id: body.user.id, username, access: body.access };
}

/** Every change the server holds for a person, asked directly (not through any fault). */
export async function pullEverything(baseUrl: string, access: string): Promise<PullResponse['changes']> {
  const changes: PullResponse['changes'] = [];
  let after = 0;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/sync/pull/?protocol=1&after=${after}&limit=5000`, {
      headers: { authorization: `Bearer ${access}` },
    });
    if (response.status !== 200) throw new Error(`pull answered ${response.status}`);
    const page = (await response.json()) as PullResponse;
    changes.push(...page.changes);
    after = page.cursor;
    if (!page.more) return changes;
  }
}

export type Fault = 'pass' | 'dropRequest' | 'dropResponse' | 'delay' | 'duplicate' | 'cutResponse' | 'serverDown';

/** How often each fault is chosen, per request. */
export const faultWeights: Record<Exclude<Fault, 'serverDown'>, number> = {
  pass: 50,
  dropRequest: 10,
  dropResponse: 10,
  delay: 10,
  duplicate: 10,
  cutResponse: 10,
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

interface Upstream {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * A proxy on loopback between the devices and the server that, per request, passes it, drops it
 * before the server sees it, drops the answer after the server acted, delays either way, sends it
 * twice (both reach the server), or cuts the answer off halfway. With `faults` off it only passes.
 */
export async function faultyProxy(targetPort: () => number, random: Random) {
  const counts: Record<Fault, number> = {
    pass: 0,
    dropRequest: 0,
    dropResponse: 0,
    delay: 0,
    duplicate: 0,
    cutResponse: 0,
    serverDown: 0,
  };
  const state = { faults: true, requests: 0, counts };
  const entries = Object.entries(faultWeights) as [Exclude<Fault, 'serverDown'>, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const choose = (): Exclude<Fault, 'serverDown'> => {
    let roll = random.next() * total;
    for (const [fault, weight] of entries) {
      roll -= weight;
      if (roll < 0) return fault;
    }
    return 'pass';
  };

  async function forward(method: string, url: string, headers: Record<string, string>, body: Buffer) {
    const response = await fetch(`http://127.0.0.1:${targetPort()}${url}`, {
      method,
      headers,
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    const answer: Upstream = { status: response.status, headers: {}, body: Buffer.from(await response.arrayBuffer()) };
    for (const name of ['content-type', 'content-disposition']) {
      const value = response.headers.get(name);
      if (value) answer.headers[name] = value;
    }
    return answer;
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      state.requests += 1;
      const body = await readBody(request);
      const fault = state.faults ? choose() : 'pass';
      const headers: Record<string, string> = {};
      for (const name of ['authorization', 'content-type']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const method = request.method ?? 'GET';
      const url = request.url ?? '/';
      if (fault === 'dropRequest') {
        counts.dropRequest += 1;
        request.socket.destroy();
        return;
      }
      if (fault === 'delay') await sleep(random.int(20, 250));
      let upstream: Upstream;
      try {
        if (fault === 'duplicate') {
          const copies = await Promise.allSettled([
            forward(method, url, headers, body),
            sleep(random.int(0, 20)).then(() => forward(method, url, headers, body)),
          ]);
          const answered = copies.find((copy) => copy.status === 'fulfilled');
          if (!answered) throw new Error('both copies failed');
          upstream = answered.value;
        } else {
          upstream = await forward(method, url, headers, body);
        }
      } catch {
        // The server is down (killed) or went away mid-answer: the device sees a broken connection.
        counts.serverDown += 1;
        request.socket.destroy();
        return;
      }
      counts[fault] += 1;
      if (fault === 'dropResponse') {
        request.socket.destroy();
        return;
      }
      if (fault === 'delay') await sleep(random.int(20, 250));
      response.writeHead(upstream.status, { ...upstream.headers, 'content-length': String(upstream.body.length) });
      if (fault === 'cutResponse') {
        response.write(upstream.body.subarray(0, Math.floor(upstream.body.length / 2)));
        // Let the half reach the client before the connection dies.
        setTimeout(() => request.socket.destroy(), 5);
        return;
      }
      response.end(upstream.body);
    })().catch(() => request.socket.destroy());
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Percentiles of a list of durations, in ms. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  return {
    p50: Math.round(at(50)),
    p95: Math.round(at(95)),
    p99: Math.round(at(99)),
    max: Math.round(sorted.at(-1) ?? 0),
  };
}

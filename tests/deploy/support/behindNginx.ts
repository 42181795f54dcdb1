import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startBuiltServer, type BuiltServer } from '../../support/builtServer';
import { nginxPath } from '../../support/nginx';
import { scratchPostgresDatabase } from '../../support/scratchPostgres';

const deployFolder = fileURLToPath(new URL('../../../deploy/nginx/', import.meta.url));

/**
 * The nginx configuration docs/DEPLOY.md tells a person to install, with only what a loopback test
 * must change: the instances' ports, plain HTTP on a free port instead of TLS, and its own paths.
 */
export function nginxTestConfig(options: { port: number; instancePorts: number[]; prefix: string }): string {
  const site = readFileSync(join(deployFolder, 'money-kitchen.conf'), 'utf8');
  const upstream = /upstream money_kitchen \{[\s\S]*?\n\}/.exec(site)?.[0];
  const logFormat = /log_format money_kitchen[\s\S]*?;\n/.exec(site)?.[0];
  if (!upstream || !logFormat) throw new Error('deploy/nginx/money-kitchen.conf lost its upstream or log format');
  const documentedPorts = [8081, 8082, 8083];
  const instances = documentedPorts.reduce(
    (text, documented, i) => text.replace(`127.0.0.1:${documented}`, `127.0.0.1:${options.instancePorts[i]}`),
    upstream,
  );
  const { prefix } = options;
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 2048; }
http {
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  ${instances}
  ${logFormat}
  server {
    listen 127.0.0.1:${options.port};
    access_log ${prefix}/access.log money_kitchen;
    include ${join(deployFolder, 'money-kitchen-proxy.conf')};
  }
}
`;
}

export interface Deployment {
  /** nginx's address: what people open. */
  baseUrl: string;
  /** Each instance's own address, for a test that must talk to one of them directly. */
  instances: BuiltServer[];
  /** The folder the instances share for their mail (each would have its own on its own machine). */
  dataDir: string;
  /**
   * Which instance served each request so far, from nginx's access log, as "METHOD path" → port;
   * every request answered before the call is in it.
   */
  servedBy(): Promise<{ request: string; port: number }[]>;
  restartInstance(index: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * docs/DEPLOY.md on one machine: a fresh PostgreSQL database, three instances of the built server
 * started at the same moment with the same DATABASE_URL and JWT_SECRET, and nginx in front.
 */
export async function threeInstancesBehindNginx(): Promise<Deployment> {
  const database = await scratchPostgresDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'money-kitchen-deploy-'));
  const prefix = mkdtempSync(join(tmpdir(), 'money-kitchen-nginx-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const instancePorts = [await freePort(), await freePort(), await freePort()];
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: randomBytes(36).toString('base64url'),
    PUBLIC_URL: baseUrl,
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    TRUST_PROXY_HOPS: '1',
    RATES_URLS: 'off',
  };
  const start = (instancePort: number) => startBuiltServer({ dataDir, port: instancePort, env });
  const instances = await Promise.all(instancePorts.map(start));

  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, folder));
  writeFileSync(join(prefix, 'nginx.conf'), nginxTestConfig({ port, instancePorts, prefix }));
  let nginxOutput = '';
  const nginx: ChildProcess = spawn(nginxPath, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nginx.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited with ${nginx.exitCode}: ${nginxOutput}`);
    const health = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > deadline) throw new Error(`nginx did not answer in 15 s: ${nginxOutput}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl,
    instances,
    dataDir,
    async servedBy() {
      // nginx writes a request's line just after sending its answer, so a test holding the answer
      // may read the log before the line is there (seen once in CI). A marker request sent now
      // ends after the earlier answers' lines were written; its own line is waited for.
      const marker = `GET /api/health?logged=${randomBytes(6).toString('hex')}`;
      await fetch(`${baseUrl}${marker.slice('GET '.length)}`);
      for (const giveUpAt = Date.now() + 5_000; ;) {
        const lines = (await readFile(join(prefix, 'access.log'), 'utf8')).split('\n').filter(Boolean);
        if (lines.some((line) => line.includes(`"${marker} `))) {
          return lines.map((line) => ({
            request: /"(\S+ \S+)/.exec(line)?.[1] ?? '',
            // After a retry nginx lists every upstream it tried; the last one answered.
            port: Number(/upstream=(?:\S+, )*127\.0\.0\.1:(\d+)/.exec(line)?.[1]),
          }));
        }
        if (Date.now() > giveUpAt) throw new Error(`nginx did not log ${marker} within 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async restartInstance(index: number) {
      instances[index] = await start(instancePorts[index]!);
    },
    async close() {
      nginx.kill('SIGQUIT');
      if (nginx.exitCode === null) await new Promise((resolve) => nginx.once('exit', resolve));
      await Promise.all(instances.map((instance) => instance.stop()));
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

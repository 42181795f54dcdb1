import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'mk-config-'));

describe('loadConfig', () => {
  it('defaults to port 8080, the embedded SQLite file and a generated secret kept in DATA_DIR', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: join(dir, 'money-kitchen.sqlite'),
      syncEveryCommit: true,
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('serves from one process unless SERVER_PROCESSES says how many', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).serverProcesses).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir(), SERVER_PROCESSES: '4' }).serverProcesses).toBe(4);
  });

  it('uses PostgreSQL when DATABASE_URL is a postgres URL', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgresql://u@db:5432/mk' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgresql://u@db:5432/mk' });
  });

  it('syncs SQLite at every commit unless SQLITE_SYNC=checkpoint', () => {
    const sync = (value: string) => loadConfig({ DATA_DIR: dataDir(), SQLITE_SYNC: value }).database;
    expect(sync('full')).toMatchObject({ kind: 'sqlite', syncEveryCommit: true });
    expect(sync('checkpoint')).toMatchObject({ kind: 'sqlite', syncEveryCommit: false });
  });

  it('takes PUBLIC_URL without its trailing slash', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://money.example.org/' }).publicUrl).toBe(
      'https://money.example.org',
    );
  });

  it('trusts one proxy hop and allows no other origin unless told', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.trustProxyHops).toBe(1);
    expect(config.corsOrigins).toEqual([]);
  });

  it('reads CORS_ORIGINS as origins the way a browser sends them', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CORS_ORIGINS: ' https://App.Example.org/ , http://localhost:5173,https://app.example.org:443',
      TRUST_PROXY_HOPS: '2',
    });
    expect(config.corsOrigins).toEqual(['https://app.example.org', 'http://localhost:5173']);
    expect(config.trustProxyHops).toBe(2);
  });

  it('reads RATES_URLS=off as no rate provider at all', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), RATES_URLS: 'off' }).ratesUrls).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir() }).ratesUrls.length).toBeGreaterThan(0);
  });

  const origins = 'comma-separated origins such as https://app.example.org';
  const postgresUrl = 'a postgres:// URL, or unset for the embedded SQLite file';
  // Each message reads `<variable> must be <what it expects> (got "<the value, a secret masked>")`.
  it.each<[string, string, string, string?]>([
    ['PORT', 'eighty', 'an integer from 0 to 65535'],
    ['PORT', '70000', 'an integer from 0 to 65535'],
    ['DATABASE_URL', 'mysql://x', postgresUrl],
    ['PUBLIC_URL', 'money.example.org', 'an http:// or https:// URL'],
    ['LOG_LEVEL', 'loud', 'one of debug, info, warn, error'],
    ['JWT_SECRET', 'short', 'at least 32 characters', '(hidden)'],
    ['SMTP_URL', 'mail.example.org', 'an smtp:// or smtps:// URL'],
    ['TRUST_PROXY_HOPS', '0', 'an integer from 1 to 10'],
    ['CORS_ORIGINS', '*', origins],
    ['CORS_ORIGINS', 'https://app.example.org/money', origins],
    ['CORS_ORIGINS', 'app.example.org', origins],
    ['SQLITE_SYNC', 'sometimes', 'checkpoint or full'],
    ['MAX_BODY_BYTES', '10', 'an integer from 1024 to 104857600'],
    ['SERVER_PROCESSES', '0', 'an integer from 1 to 64'],
    ['SERVER_PROCESSES', 'auto', 'an integer from 1 to 64'],
    ['DATABASE_URL', 'mysql://kitchen:s3cret@db/mk', postgresUrl, 'mysql://kitchen:***@db/mk'],
  ])('refuses a bad %s with a message naming it', (variable, value, expects, shown = value) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), [variable]: value })).toThrow(
      `${variable} must be ${expects} (got "${shown}")`,
    );
  });

  it.each([
    ['of 31 characters', 'k'.repeat(31)],
    ['that is empty', ''],
    ['that holds only whitespace', '   \n'],
  ])("refuses a jwt-secret file in DATA_DIR %s with the variable's error", (_kind, kept) => {
    const dir = dataDir();
    const file = join(dir, 'jwt-secret');
    writeFileSync(file, kept);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(
      `JWT_SECRET (kept in ${file}) must be at least 32 characters (got "(hidden)")`,
    );
  });

  it('accepts a kept jwt-secret file of 32 characters, and a JWT_SECRET variable wins over a short file', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'jwt-secret'), `${'k'.repeat(32)}\n`);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe('k'.repeat(32));
    writeFileSync(join(dir, 'jwt-secret'), 'short');
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'v'.repeat(32) }).jwtSecret).toBe('v'.repeat(32));
  });
});

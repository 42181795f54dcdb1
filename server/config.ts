import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export interface Config {
  port: number;
  host: string;
  /** SERVER_PROCESSES: processes answering requests on the port, one per core at most (server/processes/). */
  serverProcesses: number;
  dataDir: string;
  /** `syncEveryCommit`: SQLITE_SYNC=full (server/db/database.ts, openSqlite). */
  database: { kind: 'sqlite'; file: string; syncEveryCommit: boolean } | { kind: 'postgres'; url: string };
  publicUrl: string;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: LogLevel;
  maxBodyBytes: number;
  clientDir: string;
  trustProxy: boolean;
  /**
   * With trustProxy: how many proxies in front of the server append to X-Forwarded-For. The
   * client's address is that many entries from the right; entries further left are the client's own.
   */
  trustProxyHops: number;
  /** Origins (scheme://host[:port]) whose pages may call the API; empty: no CORS headers at all. */
  corsOrigins: string[];
  /** Exchange-rate provider URL templates (`{date}` = yyyy-mm-dd or latest), tried in order. */
  ratesUrls: string[];
  /** How often to look for a new day's rates; 0 turns the refresh off. */
  ratesRefreshHours: number;
  /** Sign in with Google: present only when a client id and secret are configured. */
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
}

/** A URL as it may be printed: any password in it replaced. */
function redacted(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}

/** A bad setting: the server refuses to start and names the variable. */
export class ConfigError extends Error {
  constructor(variable: string, expected: string, got: string) {
    super(`${variable} must be ${expected} (got "${got}")`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(name, `an integer from ${min} to ${max}`, raw);
  }
  return value;
}

function httpUrl(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    const url = new URL(raw);
    if (url.protocol === 'http:' || url.protocol === 'https:') return raw.replace(/\/+$/, '');
  } catch {
    // reported below with the variable's name
  }
  throw new ConfigError(name, 'an http:// or https:// URL', raw);
}

function databaseFrom(env: Env, dataDir: string): Config['database'] {
  const raw = env.DATABASE_URL;
  if (raw === undefined || raw === '') {
    return { kind: 'sqlite', file: join(dataDir, 'money-kitchen.sqlite'), syncEveryCommit: sqliteSyncFrom(env) };
  }
  if (/^postgres(ql)?:\/\//.test(raw)) return { kind: 'postgres', url: raw };
  throw new ConfigError('DATABASE_URL', 'a postgres:// URL, or unset for the embedded SQLite file', redacted(raw));
}

/**
 * SQLITE_SYNC: `full` (the default) syncs the file at every commit, `checkpoint` at each checkpoint.
 * Full is the default because an answered push must survive a power cut: the devices drop what the
 * server acknowledged, and a server that came back with its last changes lost would hand their change
 * numbers out again, which devices that already pulled them would skip.
 */
function sqliteSyncFrom(env: Env): boolean {
  const raw = env.SQLITE_SYNC;
  if (raw === undefined || raw === '' || raw.toLowerCase() === 'full') return true;
  if (raw.toLowerCase() === 'checkpoint') return false;
  throw new ConfigError('SQLITE_SYNC', 'checkpoint or full', raw);
}

const logLevels: readonly LogLevel[] = ['debug', 'info', 'warn', 'error'];

function logLevelFrom(env: Env): LogLevel {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  const level = logLevels.find((l) => l === raw.toLowerCase());
  if (!level) throw new ConfigError('LOG_LEVEL', `one of ${logLevels.join(', ')}`, raw);
  return level;
}

const minJwtSecretLength = 32;

/**
 * A secret given in JWT_SECRET wins; otherwise one is generated once and kept in DATA_DIR, so
 * sessions survive a restart without the self-hoster having to make one up.
 */
function jwtSecretFrom(env: Env, dataDir: string): string {
  const raw = env.JWT_SECRET;
  if (raw !== undefined && raw !== '') {
    if (raw.length < minJwtSecretLength) {
      throw new ConfigError('JWT_SECRET', `at least ${minJwtSecretLength} characters`, '(hidden)');
    }
    return raw;
  }
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    // The kept secret meets the variable's rule too: a short one (hand-written, truncated) is refused.
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length < minJwtSecretLength) {
      throw new ConfigError(`JWT_SECRET (kept in ${file})`, `at least ${minJwtSecretLength} characters`, '(hidden)');
    }
    return kept;
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The free daily currency API (the data of the @fawazahmed0/currency-api package) and its mirror. */
export const defaultRatesUrls = [
  'https://cdn.jsdelivr.net/npm/@fawazahmed0/currency-api@{date}/v1/currencies/usd.min.json',
  'https://{date}.currency-api.pages.dev/v1/currencies/usd.min.json',
];

function ratesUrlsFrom(env: Env): string[] {
  const raw = env.RATES_URLS;
  if (raw === undefined || raw === '') return defaultRatesUrls;
  // One switch for a server that must make no outbound request: no refresh and no back-fill.
  if (raw.trim() === 'off') return [];
  const urls = raw
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean);
  for (const url of urls) {
    if (!url.includes('{date}') || !/^https?:\/\//.test(url)) {
      throw new ConfigError('RATES_URLS', 'off, or comma-separated http(s) URLs, each containing {date}', raw);
    }
  }
  return urls;
}

function booleanFrom(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return false;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(name, 'true or false', raw);
}

/** A comma-separated list of origins; each is kept as a browser writes it in the Origin header. */
function corsOriginsFrom(env: Env): string[] {
  const raw = env.CORS_ORIGINS;
  if (raw === undefined || raw.trim() === '') return [];
  const origins = raw
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => {
      let url: URL | undefined;
      try {
        url = new URL(origin);
      } catch {
        url = undefined;
      }
      // Only scheme, host and port: a path, query, credentials or wildcard is a mistake worth naming.
      const onlyOrigin =
        url && /^https?:$/.test(url.protocol) && url.pathname === '/' && !url.search && !url.hash && !url.username;
      if (!url || !onlyOrigin || origin.includes('*')) {
        throw new ConfigError('CORS_ORIGINS', 'comma-separated origins such as https://app.example.org', raw);
      }
      return url.origin;
    });
  return [...new Set(origins)];
}

function googleFrom(env: Env): Config['google'] {
  const clientId = env.GOOGLE_CLIENT_ID || undefined;
  const clientSecret = env.GOOGLE_CLIENT_SECRET || undefined;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId) throw new ConfigError('GOOGLE_CLIENT_ID', 'set together with GOOGLE_CLIENT_SECRET', '');
  if (!clientSecret) throw new ConfigError('GOOGLE_CLIENT_SECRET', 'set together with GOOGLE_CLIENT_ID', '');
  return { clientId, clientSecret, issuer: httpUrl(env, 'GOOGLE_ISSUER', 'https://accounts.google.com') };
}

export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 8080, 0, 65535);
  const dataDir = resolve(env.DATA_DIR || './data');
  // Only its owner may list or enter it: it holds the database, the JWT secret and mail with links.
  // A folder that exists already keeps the mode its owner gave it (issue 13, item 6).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL', 'an smtp:// or smtps:// URL', redacted(smtpUrl));
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    serverProcesses: integer(env, 'SERVER_PROCESSES', 1, 1, 64),
    dataDir,
    database: databaseFrom(env, dataDir),
    publicUrl: httpUrl(env, 'PUBLIC_URL', `http://localhost:${port}`),
    jwtSecret: jwtSecretFrom(env, dataDir),
    smtpUrl,
    mailFrom: env.MAIL_FROM || 'Money Kitchen <no-reply@localhost>',
    logLevel: logLevelFrom(env),
    maxBodyBytes: integer(env, 'MAX_BODY_BYTES', 1024 * 1024, 1024, 100 * 1024 * 1024),
    clientDir: resolve(env.CLIENT_DIR || 'dist/client'),
    trustProxy: booleanFrom(env, 'TRUST_PROXY'),
    trustProxyHops: integer(env, 'TRUST_PROXY_HOPS', 1, 1, 10),
    corsOrigins: corsOriginsFrom(env),
    ratesUrls: ratesUrlsFrom(env),
    ratesRefreshHours: integer(env, 'RATES_REFRESH_HOURS', 6, 0, 24 * 7),
    google: googleFrom(env),
  };
}

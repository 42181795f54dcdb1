import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { SignInSlowdown } from '../../server/accounts/signInLimits';
import { createApp } from '../../server/app';
import type { Config } from '../../server/config';
import { openPostgres, type Database } from '../../server/db/database';
import type { RateRules } from '../../server/http/rateLimits';
import type { StreamLimits } from '../../server/live/streamLimits';
import { silentLogger } from '../../server/logger';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { testClock } from './testClock';
import { testPostgresUrl } from './postgres';
import { openTestDatabase } from './testDatabase';
import { startTestInbox, type TestInbox } from './testInbox';

export interface TestApi {
  app: ReturnType<typeof createApp>;
  database: Database;
  inbox: TestInbox;
  clock: ReturnType<typeof testClock>;
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A JSON call; a string body is sent as it is (for malformed-JSON tests). */
  json(method: string, path: string, body?: unknown, token?: string): Promise<Response>;
  /**
   * Resolves once every mail the server has started sending reached the inbox (or failed), so a test
   * can say that nothing was sent to an address without guessing how long the mail takes.
   */
  mailSettled(): Promise<void>;
}

export const testMaxBodyBytes = 64 * 1024;
export const testPublicUrl = 'http://money.test';
/** The JWT secret the test API signs with, for tests that forge tokens differing in one respect only. */
export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256';

const generous = { points: 10_000, durationSeconds: 1 };
/** Limits high enough that ordinary tests never meet them; the rate-limit tests pass their own. */
export const relaxedRateRules: RateRules = {
  loginPerAddress: generous,
  loginPerAccountAndAddress: generous,
  loginPerAccount: generous,
  loginTurnPerAccount: generous,
  registerPerAddress: generous,
  passwordResetPerAddress: generous,
  passwordResetPerEmail: generous,
  verificationResendPerAccount: generous,
  passwordChangePerAccount: generous,
  emailChangePerAccount: generous,
  emailChangePerDestination: generous,
  verificationResendPerAddress: generous,
  restorePerAccount: generous,
  passkeyChallengePerAddress: generous,
  twoFactorPerAccount: generous,
};

/**
 * The real API on a fresh database for this test file, called in-process with app.request (no
 * port), sending its mail to a real SMTP server in the test.
 */
export interface TestApiOptions {
  rateRules?: RateRules;
  google?: () => Config['google'];
  /** Rate provider URLs; none by default, so no test reaches out unless it serves its own. */
  ratesUrls?: () => string[];
  /** As TRUST_PROXY: believe X-Forwarded-For and X-Forwarded-Proto. */
  trustProxy?: boolean;
  /** Shorter waits for the sign-in slowdown tests. */
  signInSlowdown?: SignInSlowdown;
  /** As TRUST_PROXY_HOPS (1 unless given). */
  trustProxyHops?: number;
  /** As CORS_ORIGINS (none unless given). */
  corsOrigins?: string[];
  /** How often a quiet live stream checks its login. */
  liveHeartbeatMs?: number;
  /** How many live streams a login, a person and the instance may hold (the server's defaults unless given). */
  liveStreamLimits?: StreamLimits;
  /** As MAX_BODY_BYTES (`testMaxBodyBytes` unless given). */
  maxBodyBytes?: number;
  /** The database to serve (a fresh one from `openTestDatabase` unless given); closed after the file. */
  openDatabase?: () => Promise<Database>;
}

/** Keeps each send in `sending` until it is done; the inbox holds a message before its send resolves. */
function trackedMailer(mailer: Mailer, sending: Set<Promise<void>>): Mailer {
  return {
    send(mail) {
      const sent = mailer.send(mail);
      const tracked = sent.then(
        () => undefined,
        () => undefined,
      );
      sending.add(tracked);
      void tracked.then(() => sending.delete(tracked));
      return sent;
    },
  };
}

function testMailer(inbox: TestInbox): Mailer {
  return createMailer(
    { smtpUrl: inbox.smtpUrl, mailFrom: 'Money Kitchen <kitchen@money.test>', dataDir: '' },
    silentLogger,
  );
}

/** The app as the test API makes it, on a given database: a second instance shares the first one's. */
export function createTestApp(
  database: Database,
  clock: ReturnType<typeof testClock>,
  options: TestApiOptions,
  mailer: Mailer,
  draining?: () => boolean,
) {
  return createApp({
    config: {
      maxBodyBytes: options.maxBodyBytes ?? testMaxBodyBytes,
      clientDir: '',
      publicUrl: testPublicUrl,
      jwtSecret: testJwtSecret,
      trustProxy: options.trustProxy ?? false,
      trustProxyHops: options.trustProxyHops ?? 1,
      corsOrigins: options.corsOrigins ?? [],
      google: options.google?.(),
      ratesUrls: options.ratesUrls?.() ?? [],
    },
    database,
    logger: silentLogger,
    mailer,
    clock: clock.now,
    rateRules: options.rateRules ?? relaxedRateRules,
    signInSlowdown: options.signInSlowdown,
    liveHeartbeatMs: options.liveHeartbeatMs,
    liveStreamLimits: options.liveStreamLimits,
    draining,
    serveClient: false,
  });
}

/**
 * Another instance of the API on the same PostgreSQL schema as `api` (its own pool and its own
 * listening connection), as a second server process with the same DATABASE_URL would be.
 */
export async function secondInstance(api: TestApi, options: TestApiOptions = {}) {
  if (api.database.kind !== 'postgres' || !api.database.schema) throw new Error('Only PostgreSQL is shared');
  const database = openPostgres(testPostgresUrl, api.database.schema);
  const app = createTestApp(database, api.clock, options, testMailer(api.inbox));
  return { app, database, close: () => database.close() };
}

export function useTestApi(options: TestApiOptions = {}): TestApi {
  const api = {} as TestApi;
  const sending = new Set<Promise<void>>();
  api.mailSettled = async () => {
    while (sending.size > 0) await Promise.all([...sending]);
  };
  beforeAll(async () => {
    api.database = await (options.openDatabase ?? openTestDatabase)();
    api.inbox = await startTestInbox();
    api.clock = testClock();
    api.app = createTestApp(api.database, api.clock, options, trackedMailer(testMailer(api.inbox), sending));
    api.request = async (path, init) => api.app.request(path, init);
    api.json = async (method, path, body, token) =>
      api.app.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
  });
  beforeEach(() => api.clock?.reset());
  afterAll(async () => {
    await api.inbox?.close();
    await api.database?.close();
  });
  return api;
}

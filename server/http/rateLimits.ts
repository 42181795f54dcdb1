import { createHash } from 'node:crypto';
import type pg from 'pg';
import {
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { AppError } from '../errors';

export interface RateRule {
  points: number;
  durationSeconds: number;
}

/** Limits on the endpoints that send mail or check passwords (server-behaviour.md, "Limits and safety"). */
export const defaultRateRules = {
  // Sign-in counts failed passwords only, after the account is looked up (server/accounts/signInLimits.ts).
  loginPerAddress: { points: 30, durationSeconds: 5 * 60 },
  loginPerAccountAndAddress: { points: 10, durationSeconds: 15 * 60 },
  // Over this, the account is being guessed from many addresses: sign-in slows down, never refuses the owner.
  loginPerAccount: { points: 20, durationSeconds: 15 * 60 },
  // While slowed: one password check every 5 s for addresses that already failed on the account.
  loginTurnPerAccount: { points: 1, durationSeconds: 5 },
  registerPerAddress: { points: 10, durationSeconds: 60 * 60 },
  passwordResetPerAddress: { points: 10, durationSeconds: 60 * 60 },
  passwordResetPerEmail: { points: 3, durationSeconds: 60 * 60 },
  verificationResendPerAccount: { points: 3, durationSeconds: 60 * 60 },
  // Whoever holds a session could otherwise try current passwords without end, each an argon2 hash.
  passwordChangePerAccount: { points: 10, durationSeconds: 15 * 60 },
  // Email changes (issue 13, item 4): each request mails someone, and a wrong current password is a guess.
  emailChangePerAccount: { points: 5, durationSeconds: 60 * 60 },
  emailChangePerDestination: { points: 3, durationSeconds: 60 * 60 },
  // The "send me a new link" form of the verification-failed page (issue 16, item 3).
  verificationResendPerAddress: { points: 10, durationSeconds: 60 * 60 },
  // A backup restore may write tens of thousands of records (issue 13, item 9).
  restorePerAccount: { points: 10, durationSeconds: 60 * 60 },
  // Each passkey sign-in prompt stores a challenge for 5 minutes, asked for before anyone is known (issue 49, item 7).
  passkeyChallengePerAddress: { points: 30, durationSeconds: 5 * 60 },
  // Two-factor codes (issue 49, item 6): wrong codes only; 5 per 15 minutes leaves a 6-digit guess hopeless.
  twoFactorPerAccount: { points: 5, durationSeconds: 15 * 60 },
} satisfies Record<string, RateRule>;

export type RateRules = Record<keyof typeof defaultRateRules, RateRule>;
export type RateLimits = ReturnType<typeof rateLimits>;

export function tooManyAttempts(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    429,
    'too_many_requests',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { retry_after: retryAfterSeconds },
  );
}

/**
 * Where the counters live: in this process (SQLite served by one process), in the primary process
 * of several on one SQLite file (server/processes/), or in PostgreSQL's `rate_limits` table
 * (migration 0014), so that every process and instance on one database counts together and a
 * guesser gains nothing by spreading attempts over them.
 */
export type RateStore = { kind: 'memory' } | { kind: 'processes' } | { kind: 'postgres'; pool: pg.Pool };

function limiterFor(name: string, rule: RateRule, store: RateStore, first: boolean): RateLimiterAbstract {
  const options = { keyPrefix: name, points: rule.points, duration: rule.durationSeconds };
  if (store.kind === 'memory') return new RateLimiterMemory(options);
  // Each count is asked of the primary's RateLimiterClusterMaster over the processes' IPC channel.
  if (store.kind === 'processes') return new RateLimiterCluster(options);
  return new RateLimiterPostgres({
    ...options,
    storeClient: store.pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    // One sweep of ended windows per instance is enough: every rule shares the table.
    clearExpiredByTimeout: first,
  });
}

/**
 * The stored key: the table's key column holds 255 characters, and an email alone may hold 254. A
 * hash also keeps addresses and emails out of the table. Lowercase first: limits ignore case.
 */
const storedKey = (key: string) => createHash('sha256').update(key.toLowerCase()).digest('base64url');

/**
 * Counters per rule and key in a fixed window. Every method maps to one call that
 * rate-limiter-flexible's stores share (consume, get, reward), so the in-memory store and the
 * shared PostgreSQL one behave alike for every caller.
 */
export function rateLimits(rules: RateRules = defaultRateRules, store: RateStore = { kind: 'memory' }) {
  const limiters = Object.fromEntries(
    Object.entries(rules).map(([name, rule], index) => [name, limiterFor(name, rule, store, index === 0)]),
  ) as Record<keyof RateRules, RateLimiterAbstract>;

  /** Counts one; within the limit or not, and how long until the window frees a point. */
  async function take(rule: keyof RateRules, key: string): Promise<{ allowed: boolean; used: number; waitMs: number }> {
    try {
      const result = await limiters[rule].consume(storedKey(key));
      return { allowed: true, used: result.consumedPoints, waitMs: 0 };
    } catch (result) {
      if (result instanceof RateLimiterRes) {
        return { allowed: false, used: result.consumedPoints, waitMs: result.msBeforeNext };
      }
      throw result;
    }
  }

  return {
    take,

    /**
     * Counts one attempt; over the limit it throws a 429 with the wait in minutes. Answers how many
     * the window holds now, this one included.
     */
    async consume(rule: keyof RateRules, key: string): Promise<number> {
      const { allowed, used, waitMs } = await take(rule, key);
      if (!allowed) throw tooManyAttempts(Math.ceil(waitMs / 1000));
      return used;
    },

    /** Counts one attempt and says whether it was within the limit, for work that is skipped quietly. */
    async allows(rule: keyof RateRules, key: string): Promise<boolean> {
      return (await take(rule, key)).allowed;
    },

    /** Takes back one counted attempt that turned out not to count (a correct password). */
    async refund(rule: keyof RateRules, key: string): Promise<void> {
      const limiter = limiters[rule];
      // A window that ended meanwhile has nothing to give back (a reward would start one below zero).
      const current = await limiter.get(storedKey(key));
      if (current && current.consumedPoints > 0) await limiter.reward(storedKey(key), 1);
    },
  };
}

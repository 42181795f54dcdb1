import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

export interface RateRule {
  points: number;
  durationSeconds: number;
}

/** Limits on the endpoints that send mail or check passwords (server-behaviour.md, "Limits and safety"). */
export const defaultRateRules = {
  loginPerAddress: { points: 30, durationSeconds: 5 * 60 },
  loginPerAccount: { points: 10, durationSeconds: 15 * 60 },
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
} satisfies Record<string, RateRule>;

export type RateRules = Record<keyof typeof defaultRateRules, RateRule>;
export type RateLimits = ReturnType<typeof rateLimits>;

function tooMany(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    429,
    'too_many_requests',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { retry_after: retryAfterSeconds },
  );
}

export function rateLimits(rules: RateRules = defaultRateRules) {
  const limiters = Object.fromEntries(
    Object.entries(rules).map(([name, rule]) => [
      name,
      new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds }),
    ]),
  ) as Record<keyof RateRules, RateLimiterMemory>;

  return {
    /** Counts one attempt; over the limit it throws a 429 with the wait in minutes. */
    async consume(rule: keyof RateRules, key: string): Promise<void> {
      try {
        await limiters[rule].consume(key.toLowerCase());
      } catch (result) {
        if (result instanceof RateLimiterRes) throw tooMany(Math.ceil(result.msBeforeNext / 1000));
        throw result;
      }
    },

    /** Counts one attempt and says whether it was within the limit, for work that is skipped quietly. */
    async allows(rule: keyof RateRules, key: string): Promise<boolean> {
      try {
        await limiters[rule].consume(key.toLowerCase());
        return true;
      } catch (result) {
        if (result instanceof RateLimiterRes) return false;
        throw result;
      }
    },
  };
}

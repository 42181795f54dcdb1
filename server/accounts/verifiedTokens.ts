import type { JWTPayload } from 'jose';

/**
 * Access tokens whose signature, algorithm, issuer and claims were already checked, kept until
 * their `exp` so that the next request with the same token skips the HMAC (CPU per request).
 * Only the token check is remembered: whether its login was ended is still asked on every request.
 *
 * The key is the whole token, signature included, so only a token that verified can be found.
 * A hit then repeats the one check that depends on the time, jose's `exp <= now` in whole seconds,
 * at the `now` of that request. Tokens without `exp`, or with `nbf` (which this server never
 * issues), are not kept: they always take the full check.
 */
export function verifiedTokens<Claims>(maxEntries: number) {
  const byToken = new Map<string, { claims: Claims; expiresAt: number }>();

  return {
    claimsOf(token: string, now: Date): Claims | undefined {
      const entry = byToken.get(token);
      if (!entry) return undefined;
      const seconds = Math.floor(now.getTime() / 1000);
      // An invalid `now` (NaN) is jose's to refuse: send it down the full check.
      if (!Number.isFinite(seconds)) return undefined;
      if (entry.expiresAt <= seconds) {
        byToken.delete(token);
        return undefined;
      }
      return entry.claims;
    },

    remember(token: string, payload: JWTPayload, claims: Claims): void {
      if (typeof payload.exp !== 'number' || payload.nbf !== undefined) return;
      // Bounded: past the limit the oldest entry goes; a token that is dropped is simply checked in full again.
      if (byToken.size >= maxEntries && !byToken.has(token)) {
        const oldest = byToken.keys().next().value;
        if (oldest !== undefined) byToken.delete(oldest);
      }
      byToken.set(token, { claims, expiresAt: payload.exp });
    },

    get size(): number {
      return byToken.size;
    },
  };
}

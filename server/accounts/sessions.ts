import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';
import { unauthorized } from '../errors';
import { hmacSha256Key } from './hmacKey';
import { randomToken, sameHash, sha256 } from './secrets';
import { verifiedTokens } from './verifiedTokens';

export const accessLifetimeSeconds = 60 * 60;
export const refreshLifetimeMs = 30 * 24 * 60 * 60 * 1000;
const issuer = 'money-kitchen';
// Pinned: a token claiming any other algorithm (or none) is refused.
const algorithm = 'HS256';
// Enough for every token in use on a busy server within one access lifetime; about 1 KB each.
const maxRememberedTokens = 10_000;

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface AccessClaims {
  userId: string;
  loginId: string;
}

const invalidRefresh = () => unauthorized('invalid_refresh', 'Your session has ended. Please sign in again.');

/**
 * Access tokens are short JWTs; refresh tokens are `id.secret` with only the secret's hash stored.
 * Every refresh spends its token and issues the next one in the same login; presenting a spent token
 * again means it was copied, so the whole login is revoked.
 */
export function sessions(db: Kysely<Schema>, jwtSecret: string) {
  const key = hmacSha256Key(jwtSecret);
  const verified = verifiedTokens<AccessClaims>(maxRememberedTokens);

  async function signAccess(userId: string, loginId: string, now: Date) {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ lid: loginId })
      .setProtectedHeader({ alg: algorithm })
      .setSubject(userId)
      .setIssuer(issuer)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + accessLifetimeSeconds)
      .sign(await key());
  }

  async function checkedClaims(token: string, now: Date): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, await key(), {
        algorithms: [algorithm],
        issuer,
        currentDate: now,
      });
      if (typeof payload.sub !== 'string' || typeof payload.lid !== 'string') throw new Error('claims');
      const claims = { userId: payload.sub, loginId: payload.lid };
      verified.remember(token, payload, claims);
      return { ...claims };
    } catch {
      throw unauthorized('invalid_token', 'Your session has expired. Please sign in again.');
    }
  }

  async function issueRefresh(loginId: string, now: Date) {
    const id = randomUUID();
    const secret = randomToken();
    await db
      .insertInto('refresh_tokens')
      .values({
        id,
        login_id: loginId,
        secret_hash: sha256(secret),
        expires_at: new Date(now.getTime() + refreshLifetimeMs).toISOString(),
        used_at: null,
      })
      .execute();
    return `${id}.${secret}`;
  }

  async function findRefresh(token: string) {
    const [id, secret] = token.split('.');
    if (!id || !secret) return undefined;
    const row = await db
      .selectFrom('refresh_tokens')
      .innerJoin('logins', 'logins.id', 'refresh_tokens.login_id')
      .select([
        'refresh_tokens.id',
        'refresh_tokens.secret_hash',
        'refresh_tokens.expires_at',
        'refresh_tokens.used_at',
        'logins.id as login_id',
        'logins.user_id',
        'logins.revoked_at',
      ])
      .where('refresh_tokens.id', '=', id)
      .executeTakeFirst();
    return row && sameHash(row.secret_hash, sha256(secret)) ? row : undefined;
  }

  async function revokeLogin(loginId: string, now: Date) {
    await db
      .updateTable('logins')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', loginId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  return {
    async start(userId: string, now: Date): Promise<TokenPair> {
      const loginId = randomUUID();
      await db
        .insertInto('logins')
        .values({ id: loginId, user_id: userId, created_at: now.toISOString(), revoked_at: null })
        .execute();
      return { access: await signAccess(userId, loginId, now), refresh: await issueRefresh(loginId, now) };
    },

    async refresh(token: string, now: Date): Promise<TokenPair> {
      const row = await findRefresh(token);
      if (!row || row.revoked_at) throw invalidRefresh();
      if (row.used_at) {
        await revokeLogin(row.login_id, now);
        throw invalidRefresh();
      }
      if (row.expires_at <= now.toISOString()) throw invalidRefresh();
      // Spend the token in one conditional write so two racing refreshes cannot both succeed.
      const spent = await db
        .updateTable('refresh_tokens')
        .set({ used_at: now.toISOString() })
        .where('id', '=', row.id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (spent.numUpdatedRows !== 1n) {
        await revokeLogin(row.login_id, now);
        throw invalidRefresh();
      }
      return {
        access: await signAccess(row.user_id, row.login_id, now),
        refresh: await issueRefresh(row.login_id, now),
      };
    },

    /** Logout: ends the login the refresh token belongs to; an unknown token changes nothing. */
    async end(token: string, now: Date): Promise<void> {
      const row = await findRefresh(token);
      if (row) await revokeLogin(row.login_id, now);
    },

    async endAllFor(userId: string, now: Date, exceptLoginId?: string): Promise<void> {
      let query = db
        .updateTable('logins')
        .set({ revoked_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptLoginId) query = query.where('id', '!=', exceptLoginId);
      await query.execute();
    },

    /**
     * Checks signature, algorithm, issuer and expiry (remembered per token until it expires), then,
     * on every request, that the login was not ended and is the token's subject's own: a token
     * naming one person and another's login is refused, whoever signed it (issue 13, item 5).
     */
    async verifyAccess(token: string, now: Date): Promise<AccessClaims> {
      const known = verified.claimsOf(token, now);
      // A copy: the remembered claims are shared by every request that carries the token.
      const claims = known ? { ...known } : await checkedClaims(token, now);
      const login = await db
        .selectFrom('logins')
        .select(['revoked_at', 'user_id'])
        .where('id', '=', claims.loginId)
        .executeTakeFirst();
      if (!login || login.revoked_at || login.user_id !== claims.userId)
        throw unauthorized('invalid_token', 'Your session has ended. Please sign in again.');
      return claims;
    },
  };
}

export type Sessions = ReturnType<typeof sessions>;

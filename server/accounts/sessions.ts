import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/preparedQuery';
import type { Schema } from '../db/schema';
import { unauthorized } from '../errors';
import { hmacSha256Key } from './hmacKey';
import { refreshSuccessorSeal } from './refreshSuccessor';
import { randomToken, sameHash, sha256 } from './secrets';
import { verifiedTokens } from './verifiedTokens';

export const accessLifetimeSeconds = 60 * 60;
export const refreshLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a just-spent refresh token still gets the successor it got the first time: long enough
 * for a second tab that refreshed at the same moment, or a retry after an answer lost on the way,
 * short enough that a copy presented later is still caught as reuse.
 */
export const refreshGraceMs = 30 * 1000;
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
 * again means it was copied, so the whole login is revoked. One exception: within `refreshGraceMs`
 * of being spent, and while its successor is still unspent, the token gets that same successor
 * again (two tabs refreshing at once; an answer lost on the way). No new token is made for it, so
 * the login still has one live refresh token, and a copy used after the window still revokes it.
 */
export function sessions(
  db: Kysely<Schema>,
  jwtSecret: string,
  /** Told after logins of a person were ended, so their live streams close (protocol step 10). */
  loginsEnded: (userId: string) => Promise<void> = async () => {},
) {
  const key = hmacSha256Key(jwtSecret);
  const successors = refreshSuccessorSeal(jwtSecret);
  const verified = verifiedTokens<AccessClaims>(maxRememberedTokens);
  // Asked on every authenticated request: built and compiled once (server/db/preparedQuery.ts).
  const loginQuery = preparedQuery(db, (values: { loginId: string }) =>
    db.selectFrom('logins').select(['revoked_at', 'user_id']).where('id', '=', values.loginId),
  );

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

  function newRefresh(loginId: string, now: Date) {
    const id = randomUUID();
    const secret = randomToken();
    return {
      token: `${id}.${secret}`,
      row: {
        id,
        login_id: loginId,
        secret_hash: sha256(secret),
        expires_at: new Date(now.getTime() + refreshLifetimeMs).toISOString(),
        used_at: null,
      },
    };
  }

  async function findRefresh(token: string) {
    const [id, secret] = token.split('.');
    if (!id || !secret) return undefined;
    const row = await findRefreshRow(id);
    return row && sameHash(row.secret_hash, sha256(secret)) ? { ...row, secret } : undefined;
  }

  function findRefreshRow(id: string) {
    return db
      .selectFrom('refresh_tokens')
      .innerJoin('logins', 'logins.id', 'refresh_tokens.login_id')
      .select([
        'refresh_tokens.id',
        'refresh_tokens.secret_hash',
        'refresh_tokens.expires_at',
        'refresh_tokens.used_at',
        'refresh_tokens.successor_sealed',
        'logins.id as login_id',
        'logins.user_id',
        'logins.revoked_at',
      ])
      .where('refresh_tokens.id', '=', id)
      .executeTakeFirst();
  }

  type RefreshRow = NonNullable<Awaited<ReturnType<typeof findRefresh>>>;

  /**
   * A spent token presented again. Within the grace window, and while the successor it got is still
   * the login's live token, the answer is that same successor; otherwise it is reuse.
   */
  async function answerSpent(row: RefreshRow, now: Date): Promise<TokenPair> {
    const spentAt = row.used_at ? Date.parse(row.used_at) : Number.NaN;
    const withinGrace = now.getTime() - spentAt <= refreshGraceMs;
    const successor =
      withinGrace && row.successor_sealed ? successors.open(row.id, row.secret, row.successor_sealed) : undefined;
    if (successor !== undefined && (await isLiveIn(successor, row.login_id, now))) {
      return { access: await signAccess(row.user_id, row.login_id, now), refresh: successor };
    }
    await revokeLogin(row.login_id, row.user_id, now);
    throw invalidRefresh();
  }

  async function isLiveIn(token: string, loginId: string, now: Date): Promise<boolean> {
    const row = await findRefresh(token);
    return (
      row !== undefined &&
      row.login_id === loginId &&
      !row.used_at &&
      !row.revoked_at &&
      row.expires_at > now.toISOString()
    );
  }

  async function revokeLogin(loginId: string, userId: string, now: Date) {
    await db
      .updateTable('logins')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', loginId)
      .where('revoked_at', 'is', null)
      .execute();
    await loginsEnded(userId);
  }

  return {
    async start(userId: string, now: Date): Promise<TokenPair> {
      const loginId = randomUUID();
      await db
        .insertInto('logins')
        .values({
          id: loginId,
          user_id: userId,
          created_at: now.toISOString(),
          revoked_at: null,
          proven_at: now.toISOString(),
        })
        .execute();
      const first = newRefresh(loginId, now);
      await db.insertInto('refresh_tokens').values(first.row).execute();
      return { access: await signAccess(userId, loginId, now), refresh: first.token };
    },

    async refresh(token: string, now: Date): Promise<TokenPair> {
      const row = await findRefresh(token);
      if (!row || row.revoked_at) throw invalidRefresh();
      if (row.used_at) return answerSpent(row, now);
      if (row.expires_at <= now.toISOString()) throw invalidRefresh();
      const next = newRefresh(row.login_id, now);
      // Spend the token, keep its successor sealed and store the successor, in one transaction with a
      // conditional write, so two racing refreshes cannot both spend it, and the one that loses finds
      // the successor in place when it looks again.
      const rotated = await db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable('refresh_tokens')
          .set({ used_at: now.toISOString(), successor_sealed: successors.seal(row.id, row.secret, next.token) })
          .where('id', '=', row.id)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (spent.numUpdatedRows !== 1n) return false;
        await trx.insertInto('refresh_tokens').values(next.row).execute();
        // The tokens before this one can no longer be answered with a live successor: drop their seals.
        await trx
          .updateTable('refresh_tokens')
          .set({ successor_sealed: null })
          .where('login_id', '=', row.login_id)
          .where('id', '!=', row.id)
          .where('successor_sealed', 'is not', null)
          .execute();
        return true;
      });
      if (!rotated) {
        const spentMeanwhile = await findRefresh(token);
        if (spentMeanwhile?.used_at && !spentMeanwhile.revoked_at) return answerSpent(spentMeanwhile, now);
        await revokeLogin(row.login_id, row.user_id, now);
        throw invalidRefresh();
      }
      return { access: await signAccess(row.user_id, row.login_id, now), refresh: next.token };
    },

    /** Logout: ends the login the refresh token belongs to; an unknown token changes nothing. */
    async end(token: string, now: Date): Promise<void> {
      const row = await findRefresh(token);
      if (row) await revokeLogin(row.login_id, row.user_id, now);
    },

    /** Signs one of the person's devices out (issue 49, item 8); true only if it was theirs and live. */
    async endLogin(userId: string, loginId: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('logins')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', loginId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows !== 1n) return false;
      await loginsEnded(userId);
      return true;
    },

    async endAllFor(userId: string, now: Date, exceptLoginId?: string): Promise<void> {
      let query = db
        .updateTable('logins')
        .set({ revoked_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptLoginId) query = query.where('id', '!=', exceptLoginId);
      await query.execute();
      await loginsEnded(userId);
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
      const [login] = await loginQuery.execute({ loginId: claims.loginId });
      if (!login || login.revoked_at || login.user_id !== claims.userId)
        throw unauthorized('invalid_token', 'Your session has ended. Please sign in again.');
      return claims;
    },
  };
}

export type Sessions = ReturnType<typeof sessions>;

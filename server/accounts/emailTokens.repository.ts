import type { ExpressionBuilder, Kysely } from 'kysely';
import type { EmailTokenPurpose, Schema } from '../db/schema';
import { randomToken, sha256 } from './secrets';

/** Email links live 3 days (as the reference product's did). */
export const emailTokenLifetimeMs = 3 * 24 * 60 * 60 * 1000;

/** The links that belong to one email change: approval, confirmation and cancellation. */
export const emailChangePurposes: EmailTokenPurpose[] = ['approve-email-change', 'change-email', 'cancel-email-change'];

export interface IssueOptions {
  /** The address an email-change token is bound to. */
  newEmail?: string;
  lifetimeMs?: number;
}

type TokenRows = ExpressionBuilder<Schema, 'email_tokens'>;

/** The conditions that pick the row of this user's token for this purpose, spent or not. */
function tokenOf(eb: TokenRows, userId: string, token: string, purpose: EmailTokenPurpose) {
  return [eb('token_hash', '=', sha256(token)), eb('user_id', '=', userId), eb('purpose', '=', purpose)];
}

/** The same row only while it may still be used: neither spent nor expired. */
function liveTokenOf(eb: TokenRows, userId: string, token: string, purpose: EmailTokenPurpose, now: Date) {
  return eb.and([
    ...tokenOf(eb, userId, token, purpose),
    eb('used_at', 'is', null),
    eb('expires_at', '>', now.toISOString()),
  ]);
}

export function emailTokensRepository(db: Kysely<Schema>) {
  return {
    /**
     * A new link token. Earlier links stay valid: a caller that wants them gone revokes them first
     * (a reset link replaces the last one; verification links all work until one is used).
     */
    async issue(userId: string, purpose: EmailTokenPurpose, now: Date, options: IssueOptions = {}) {
      const token = randomToken();
      await db
        .insertInto('email_tokens')
        .values({
          token_hash: sha256(token),
          user_id: userId,
          purpose,
          new_email: options.newEmail ?? null,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + (options.lifetimeMs ?? emailTokenLifetimeMs)).toISOString(),
          used_at: null,
        })
        .execute();
      return token;
    },

    /** The live token row for this user and purpose, without spending it. */
    findLive(userId: string, token: string, purpose: EmailTokenPurpose, now: Date) {
      return db
        .selectFrom('email_tokens')
        .selectAll()
        .where((eb) => liveTokenOf(eb, userId, token, purpose, now))
        .executeTakeFirst();
    },

    /** Whether this token was ever issued to this user for this purpose, spent, revoked or expired. */
    async wasIssued(userId: string, token: string, purpose: EmailTokenPurpose): Promise<boolean> {
      const row = await db
        .selectFrom('email_tokens')
        .select('token_hash')
        .where((eb) => eb.and(tokenOf(eb, userId, token, purpose)))
        .executeTakeFirst();
      return row !== undefined;
    },

    /** This user's token row for this purpose, spent, revoked or expired alike. */
    findAny(userId: string, token: string, purpose: EmailTokenPurpose) {
      return db
        .selectFrom('email_tokens')
        .selectAll()
        .where((eb) => eb.and(tokenOf(eb, userId, token, purpose)))
        .executeTakeFirst();
    },

    /** Spends a token; true only for the one caller that spent it (a replay or a race gets false). */
    async spend(userId: string, token: string, purpose: EmailTokenPurpose, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('email_tokens')
        .set({ used_at: now.toISOString() })
        .where((eb) => liveTokenOf(eb, userId, token, purpose, now))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Ends every unused link of these purposes (all purposes when none are named). */
    async revokeAll(userId: string, now: Date, purposes?: EmailTokenPurpose | EmailTokenPurpose[]) {
      let query = db
        .updateTable('email_tokens')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null);
      if (purposes !== undefined) query = query.where('purpose', 'in', [purposes].flat());
      await query.execute();
    },
  };
}

export type EmailTokensRepository = ReturnType<typeof emailTokensRepository>;

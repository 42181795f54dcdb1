import type { Kysely } from 'kysely';
import type { EmailTokenPurpose, Schema } from '../db/schema';
import { randomToken, sha256 } from './secrets';

/** Email links live 3 days (as the reference product's did). */
export const emailTokenLifetimeMs = 3 * 24 * 60 * 60 * 1000;

export function emailTokensRepository(db: Kysely<Schema>) {
  return {
    /** A new link token; earlier unused links of the same purpose stop working. */
    async issue(userId: string, purpose: EmailTokenPurpose, now: Date, newEmail: string | null = null) {
      await this.revokeAll(userId, purpose, now);
      const token = randomToken();
      await db
        .insertInto('email_tokens')
        .values({
          token_hash: sha256(token),
          user_id: userId,
          purpose,
          new_email: newEmail,
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + emailTokenLifetimeMs).toISOString(),
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
        .where('token_hash', '=', sha256(token))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
    },

    /** Spends a token; true only for the one caller that spent it (a replay or a race gets false). */
    async spend(userId: string, token: string, purpose: EmailTokenPurpose, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('email_tokens')
        .set({ used_at: now.toISOString() })
        .where('token_hash', '=', sha256(token))
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Every unused link of the account, whatever it was for. */
    async revokeEveryPurpose(userId: string, now: Date) {
      await db
        .updateTable('email_tokens')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },

    async revokeAll(userId: string, purpose: EmailTokenPurpose, now: Date) {
      await db
        .updateTable('email_tokens')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

export type EmailTokensRepository = ReturnType<typeof emailTokensRepository>;

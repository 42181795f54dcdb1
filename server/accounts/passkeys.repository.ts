import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PasskeysTable, Schema, WebauthnChallengesTable } from '../db/schema';

export type PasskeyRow = Selectable<PasskeysTable>;
export type ChallengePurpose = WebauthnChallengesTable['purpose'];

/** Passkeys and their challenges (migration 0020). Every read and write of a passkey names its owner. */
export function passkeysRepository(db: Kysely<Schema>) {
  return {
    listFor(userId: string): Promise<PasskeyRow[]> {
      return db.selectFrom('passkeys').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
    },

    findByCredentialId(credentialId: string): Promise<PasskeyRow | undefined> {
      return db.selectFrom('passkeys').selectAll().where('credential_id', '=', credentialId).executeTakeFirst();
    },

    async insert(row: PasskeyRow): Promise<boolean> {
      // The unique credential id decides between two registrations of one authenticator's key.
      const added = await db
        .insertInto('passkeys')
        .values(row)
        .onConflict((conflict) => conflict.column('credential_id').doNothing())
        .executeTakeFirst();
      return added.numInsertedOrUpdatedRows === 1n;
    },

    async rename(userId: string, id: string, name: string): Promise<boolean> {
      const renamed = await db
        .updateTable('passkeys')
        .set({ name })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return renamed.numUpdatedRows === 1n;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const removed = await db
        .deleteFrom('passkeys')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return removed.numDeletedRows === 1n;
    },

    /**
     * Moves the signature counter from the value the assertion was checked against to the new one,
     * only if nobody moved it meanwhile: of two racing sign-ins with one counter value, one counts.
     */
    async advanceCounter(id: string, from: number, to: number, now: Date): Promise<boolean> {
      const advanced = await db
        .updateTable('passkeys')
        .set({ counter: to, last_used_at: now.toISOString() })
        .where('id', '=', id)
        .where('counter', '=', from)
        .executeTakeFirst();
      return advanced.numUpdatedRows === 1n;
    },

    /** Stores a challenge until `expiresAt`; expired ones of anybody are swept on the way. */
    async storeChallenge(
      purpose: ChallengePurpose,
      userId: string | null,
      challenge: string,
      now: Date,
      expiresAt: Date,
    ): Promise<string> {
      await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now.toISOString()).execute();
      const id = randomUUID();
      await db
        .insertInto('webauthn_challenges')
        .values({ id, purpose, user_id: userId, challenge, expires_at: expiresAt.toISOString() })
        .execute();
      return id;
    },

    /**
     * Takes a live challenge out for one use: the row is deleted by the same statement that reads
     * it, so a second use of the id (a replay, a second tab) finds nothing. A challenge made for
     * another purpose or person is left alone and not answered.
     */
    async spendChallenge(
      id: string,
      purpose: ChallengePurpose,
      userId: string | null,
      now: Date,
    ): Promise<string | undefined> {
      let query = db
        .deleteFrom('webauthn_challenges')
        .where('id', '=', id)
        .where('purpose', '=', purpose)
        .where('expires_at', '>', now.toISOString());
      query = userId === null ? query.where('user_id', 'is', null) : query.where('user_id', '=', userId);
      const spent = await query.returning('challenge').executeTakeFirst();
      return spent?.challenge;
    },
  };
}

import type { Kysely } from 'kysely';
import type { Schema } from '../db/schema';

export function twoFactorRepository(db: Kysely<Schema>) {
  return {
    find(userId: string) {
      return db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },

    /** A new pending secret replaces a pending one; an enabled one is never replaced here. */
    async savePending(userId: string, secretSealed: string, now: Date) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('two_factor').where('user_id', '=', userId).where('enabled_at', 'is', null).execute();
        await trx
          .insertInto('two_factor')
          .values({ user_id: userId, secret_sealed: secretSealed, created_at: now.toISOString(), enabled_at: null })
          .execute();
      });
    },

    /** Turns the pending secret on with its first accepted step and a fresh set of recovery codes. */
    async enable(userId: string, step: number, codeHashes: string[], now: Date): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('two_factor')
          .set({ enabled_at: now.toISOString(), last_step: step })
          .where('user_id', '=', userId)
          .where('enabled_at', 'is', null)
          .executeTakeFirst();
        if (result.numUpdatedRows !== 1n) return false;
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await trx
          .insertInto('recovery_codes')
          .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
          .execute();
        return true;
      });
    },

    /** Accepts a step only if it is newer than every step accepted before: a code is good once. */
    async takeStep(userId: string, step: number): Promise<boolean> {
      const result = await db
        .updateTable('two_factor')
        .set({ last_step: step })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    /** Spends a recovery code; true only for the one caller that spent it. */
    async spendRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('recovery_codes')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows === 1n;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const row = await db
        .selectFrom('recovery_codes')
        .select(({ fn }) => fn.countAll<string | number>().as('count'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async remove(userId: string) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_factor').where('user_id', '=', userId).execute();
      });
    },
  };
}

import type { Kysely, Migration } from 'kysely';

/**
 * Two-factor sign-in (issue 49, items 6 and 9). `two_factor` holds one TOTP secret per person, sealed
 * (AES-256-GCM under a key derived from the server's secret), pending until a first code confirms it
 * (`enabled_at`); `last_step` is the newest 30-second step a code was accepted for, so a code is good
 * once (RFC 6238, section 5.2). `recovery_codes` holds only hashes. `logins.proven_at` is when the
 * person last gave a password or a code on that login: what can hurt asks for it within 5 minutes;
 * `user_agent`, `address` and `last_active_at` describe the login in the person's devices list.
 */
export function createTwoFactor(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('two_factor')
        .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('secret_sealed', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('enabled_at', 'text')
        .addColumn('last_step', 'bigint')
        .execute();
      await db.schema
        .createTable('recovery_codes')
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
        .execute();
      await db.schema.alterTable('logins').addColumn('proven_at', 'text').execute();
      // The signed-in devices list (issue 49, item 8): what signed in, from where, and when last seen.
      await db.schema.alterTable('logins').addColumn('user_agent', 'text').execute();
      await db.schema.alterTable('logins').addColumn('address', 'text').execute();
      await db.schema.alterTable('logins').addColumn('last_active_at', 'text').execute();
    },
  };
}

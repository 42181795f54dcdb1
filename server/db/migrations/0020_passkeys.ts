import type { Kysely, Migration } from 'kysely';

/**
 * Passkeys (issue 49, item 7). A person may register several WebAuthn credentials; each keeps the
 * public key and the signature counter the server checks at every sign-in. A challenge is stored
 * server-side with an expiry and is deleted when used, so an assertion made for it counts once.
 * `user_id` of a challenge is set for a registration (the signed-in person) and null for a sign-in,
 * where the credential itself names the person.
 */
export function createPasskeys(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('passkeys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('credential_id', 'text', (c) => c.notNull().unique())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('counter', 'bigint', (c) => c.notNull())
        .addColumn('transports', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('challenge', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('webauthn_challenges_expiry')
        .on('webauthn_challenges')
        .column('expires_at')
        .execute();
    },
  };
}

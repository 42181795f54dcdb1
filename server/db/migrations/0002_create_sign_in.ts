import type { Kysely, Migration } from 'kysely';

/**
 * Sign-in state. A login is one signed-in device; its refresh tokens rotate, and reusing a spent one
 * revokes the whole login. One-time tokens back the links in emails; only their hashes are stored.
 */
export function createSignIn(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('logins')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .execute();
      await db.schema.createIndex('logins_user').on('logins').column('user_id').execute();

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('login_id', 'text', (c) => c.notNull().references('logins.id').onDelete('cascade'))
        .addColumn('secret_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('refresh_tokens_login').on('refresh_tokens').column('login_id').execute();

      await db.schema
        .createTable('email_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('new_email', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('email_tokens_user').on('email_tokens').columns(['user_id', 'purpose']).execute();
    },
  };
}

import { sql, type Kysely, type Migration } from 'kysely';

export function createUsers(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // Sign-in by username or email ignores case, so uniqueness must too.
      await db.schema
        .createIndex('users_username_unique')
        .on('users')
        .unique()
        .expression(sql`lower(username)`)
        .execute();
      await db.schema
        .createIndex('users_email_unique')
        .on('users')
        .unique()
        .expression(sql`lower(email)`)
        .execute();
    },
  };
}

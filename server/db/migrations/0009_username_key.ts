import { sql, type Kysely, type Migration } from 'kysely';

/**
 * As `usernameKey` (server/accounts/usernameKey.ts) was when this migration was written: frozen here,
 * since a migration must mean tomorrow what it means today.
 */
export function usernameKeyAt0009(username: string): string {
  return username.normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');
}

/**
 * Usernames are compared by a normalised key (NFKC, case-folded) kept in its own column with a unique
 * index, replacing the index on `lower(username)`: SQLite's lower() knows only ASCII, so "Ärger" and
 * "ärger" were two accounts there (issue 13, item 7).
 *
 * Existing accounts whose usernames share a key: the oldest (by created_at, then id) keeps it; the
 * others keep their username text but get no key (null, which the unique index allows any number
 * of), so their username no longer signs in or is found (it finds the oldest account), while their
 * email still signs them in and they can choose a new username in Profile. Their ids are logged.
 */
export function addUsernameKey(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // PostgreSQL runs each migration in a transaction already; SQLite needs one of its own, so a
      // failure half-way leaves the table as it was and the next start can try again.
      if (db.isTransaction) await fill(db);
      else await db.transaction().execute(fill);
    },
  };
}

async function fill(db: Kysely<unknown>) {
  await db.schema.alterTable('users').addColumn('username_key', 'text').execute();
  const users = await sql<{ id: string; username: string }>`
    select id, username from users order by created_at, id`.execute(db);
  const claimed = new Set<string>();
  const keyless: string[] = [];
  for (const { id, username } of users.rows) {
    const key = usernameKeyAt0009(username);
    if (claimed.has(key)) {
      keyless.push(id);
      continue;
    }
    claimed.add(key);
    await sql`update users set username_key = ${key} where id = ${id}`.execute(db);
  }
  await db.schema.dropIndex('users_username_unique').execute();
  await db.schema.createIndex('users_username_key_unique').on('users').column('username_key').unique().execute();
  if (keyless.length > 0) {
    console.warn(
      `Migration 0009: ${keyless.length} account(s) had a username that an older account has in another ` +
        `case or form; they sign in by email until they choose a new username: ${keyless.join(', ')}`,
    );
  }
}

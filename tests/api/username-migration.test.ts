import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersRepository } from '../../server/accounts/users.repository';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrateOnly } from '../support/migrateUntil';
import { openTestDatabase } from '../support/testDatabase';

let database: Database;
/** The rows the old index let in: on PostgreSQL lower() refuses "ärger" but not the decomposed "A\u0308RGER". */
const inserted = new Set<string>();

/** Every migration but 0009, as a database that ran main before this change has them (0010 included). */
const migrateAsBefore0009 = (db: Database) => migrateOnly(db, (name) => name !== '0009_username_key');

const account = (id: string, username: string, createdAt: string) => ({
  id,
  username,
  email: `${id}@example.org`,
  password_hash: null,
  email_verified: 1,
  created_at: createdAt,
});

// Rows as the old unique index on lower(username) let SQLite keep them: one name in three forms.
const existing = [
  account('newest', 'A\u0308RGER', '2026-03-01T00:00:00.000Z'),
  account('oldest', 'Ärger', '2026-01-01T00:00:00.000Z'),
  account('middle', 'ärger', '2026-02-01T00:00:00.000Z'),
  account('cook', 'Cook', '2026-02-01T00:00:00.000Z'),
];

beforeAll(async () => {
  database = await openTestDatabase({ migrate: false });
  await migrateAsBefore0009(database);
  const db = database.db as Kysely<unknown>;
  for (const row of existing) {
    // PostgreSQL's lower() knows Ä, so its old index refused "ärger" there; such a row is left out.
    const taken = await sql<{
      n: number;
    }>`select count(*) as n from users where lower(username) = lower(${row.username})`.execute(db);
    if (Number(taken.rows[0]?.n) > 0) continue;
    await sql`insert into users (id, username, email, password_hash, email_verified, created_at)
      values (${row.id}, ${row.username}, ${row.email}, ${row.password_hash}, ${row.email_verified}, ${row.created_at})`.execute(
      db,
    );
    inserted.add(row.id);
  }
  // The real start-up path: 0009 runs now, after 0010 ran before it.
  await migrateToLatest(database);
});
afterAll(() => database?.close());

const keys = async () =>
  Object.fromEntries(
    (await database.db.selectFrom('users').select(['id', 'username_key']).execute()).map((row) => [
      row.id,
      row.username_key,
    ]),
  );

describe('migration 0009 fills the username key of existing accounts', () => {
  it('account confusion left over: of accounts whose usernames are one name, the oldest keeps it and the others lose it', async () => {
    // Both databases let at least one other form of the name in beside the oldest.
    expect(inserted.has('newest')).toBe(true);
    const found = await keys();
    expect(found.cook).toBe('cook');
    expect(found.oldest).toBe('ärger');
    for (const id of ['middle', 'newest'].filter((id) => inserted.has(id))) expect(found[id]).toBeNull();
  });

  it('a username in any form now finds the oldest account only', async () => {
    const users = usersRepository(database.db);
    for (const form of ['ärger', 'ÄRGER', 'A\u0308rger', 'Ärger']) {
      expect((await users.findByUsername(form))?.id).toBe('oldest');
    }
    expect((await users.findByUsername('COOK'))?.id).toBe('cook');
  });

  it('an account that lost its username key still signs in by email and can take a new username', async () => {
    const users = usersRepository(database.db);
    expect((await users.findByEmail('newest@example.org'))?.username).toBe('A\u0308RGER');
    await users.update('newest', { username: 'Ärger2' });
    expect((await users.findByUsername('ärger2'))?.id).toBe('newest');
  });

  it('the unique index refuses another form of a taken name, whichever way it is written', async () => {
    const users = usersRepository(database.db);
    await expect(users.insert(account('late', 'ÄRGER', '2026-04-01T00:00:00.000Z'))).rejects.toThrow();
    await expect(users.insert(account('late', 'cOOK', '2026-04-01T00:00:00.000Z'))).rejects.toThrow();
    await users.insert(account('late', 'Ärgernis', '2026-04-01T00:00:00.000Z'));
    expect((await users.findByUsername('ÄRGERNIS'))?.id).toBe('late');
  });
});

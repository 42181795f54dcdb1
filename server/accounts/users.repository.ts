import { sql, type Kysely, type Selectable } from 'kysely';
import type { Schema, UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

const lower = (value: string) => value.toLowerCase();

export function usersRepository(db: Kysely<Schema>) {
  return {
    findById(id: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql`lower(email)`, '=', lower(email))
        .executeTakeFirst();
    },

    findByUsername(username: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where(sql`lower(username)`, '=', lower(username))
        .executeTakeFirst();
    },

    async insert(user: Omit<UserRow, 'first_name' | 'last_name' | 'favorite_currency'> & Partial<UserRow>) {
      await db.insertInto('users').values(user).execute();
    },

    async update(id: string, patch: Partial<Omit<UserRow, 'id'>>) {
      await db.updateTable('users').set(patch).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

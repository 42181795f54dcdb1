import { sql, type Kysely, type Selectable } from 'kysely';
import type { Schema, UsersTable } from '../db/schema';
import { usernameKey } from './usernameKey';

export type UserRow = Selectable<UsersTable>;
/** A row as the services write it: the username key is always derived here, never passed in. */
export type NewUser = Omit<UserRow, 'username_key'>;

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

    /** The account whose username is the same name in any case or Unicode form (issue 13, item 7). */
    findByUsername(username: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('username_key', '=', usernameKey(username)).executeTakeFirst();
    },

    async insert(user: Omit<NewUser, 'first_name' | 'last_name'> & Partial<NewUser>) {
      await db
        .insertInto('users')
        .values({ ...user, username_key: usernameKey(user.username) })
        .execute();
    },

    async update(id: string, patch: Partial<Omit<NewUser, 'id'>>) {
      const keyed = patch.username === undefined ? patch : { ...patch, username_key: usernameKey(patch.username) };
      await db.updateTable('users').set(keyed).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;

import type { Generated } from 'kysely';

/** The tables as the server reads them. Booleans are 0/1 integers so one schema fits SQLite and PostgreSQL. */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email_verified: Generated<number>;
  favorite_currency: Generated<string>;
  created_at: string;
}

export interface Schema {
  users: UsersTable;
}

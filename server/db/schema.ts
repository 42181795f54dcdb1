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


export interface LoginsTable {
  id: string;
  user_id: string;
  created_at: string;
  revoked_at: string | null;
}

export interface RefreshTokensTable {
  id: string;
  login_id: string;
  secret_hash: string;
  expires_at: string;
  used_at: string | null;
}

export type EmailTokenPurpose = 'verify-email' | 'reset-password' | 'change-email';

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface Schema {
  users: UsersTable;
  logins: LoginsTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
}

import type { ColumnType, Generated } from 'kysely';

/** The tables as the server reads them. Booleans are 0/1 integers so one schema fits SQLite and PostgreSQL. */
export interface UsersTable {
  id: string;
  username: string;
  /**
   * `usernameKey(username)`, unique (migration 0009); null only for an account whose username an
   * older account already had in another case or form when the key was introduced.
   */
  username_key: string | null;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  email_verified: Generated<number>;
  created_at: string;
}

export interface LoginsTable {
  id: string;
  user_id: string;
  created_at: string;
  revoked_at: string | null;
  /** When a password or a second-factor code was last given on this login (migration 0019). */
  proven_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The devices list (migration 0019): the browser that signed in, its address, its last refresh. */
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  address: ColumnType<string | null, string | null | undefined, string | null>;
  last_active_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface RefreshTokensTable {
  id: string;
  login_id: string;
  secret_hash: string;
  expires_at: string;
  used_at: string | null;
  /** Set when spent: the successor, sealed with a key from this token's secret (migration 0008). */
  successor_sealed: string | null;
}

/**
 * What an email link does. The column is free text (migration 0002), so a new purpose needs no
 * migration: approve-email-change goes to the current address before anything is sent to a new one,
 * cancel-email-change lets the current address call a change off (issue 13, item 1).
 */
export type EmailTokenPurpose =
  'verify-email' | 'reset-password' | 'change-email' | 'approve-email-change' | 'cancel-email-change';

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: EmailTokenPurpose;
  new_email: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

interface RecordColumns {
  user_id: string;
  id: string;
  seq: number;
  deleted: number;
  updated_at: string;
  /** When the device made the last edit, where the write carried it (a patch; migration 0012). */
  edited_at: string | null;
}

export interface TransactionsTable extends RecordColumns {
  amount_cents: number | null;
  currency: string | null;
  trans_status: string | null;
  category: string | null;
  trans_details: string | null;
  date: string | null;
  created_at: string | null;
  scheduled_id: string | null;
  wish_id: string | null;
  /** Null: the account of its currency (migration 0018). */
  account_id: string | null;
  account_cents: number | null;
  clearance: string | null;
  /** Null: no payee named (migration 0022). */
  payee: string | null;
  /** Null: not split; else the parts as JSON (migration 0024, src/domain/splits.ts). */
  parts: string | null;
  /** Null: no tags (migration 0023); else the JSON text of the list (src/domain/tags.ts). */
  tags: string | null;
}

export interface ScheduledTransactionsTable extends RecordColumns {
  scheduled_trans_status: string | null;
  day_of_month: number | null;
  amount_cents: number | null;
  currency: string | null;
  category: string | null;
  scheduled_trans_details: string | null;
  status: number | null;
  created_at: string | null;
  active_since: string | null;
  account_id: string | null;
  payee: string | null;
  /** Null: not split; else the parts as JSON (migration 0025, as transactions' 0024). */
  parts: string | null;
  /** Null: the spec's monthly day-of-month schedule; else its recurrence rule as JSON (migration 0028). */
  rule: string | null;
}

export interface WishesTable extends RecordColumns {
  price_cents: number | null;
  currency: string | null;
  year: number | null;
  wish_details: string | null;
  link: string | null;
  status: number | null;
  created_at: string | null;
  account_id: string | null;
}

export interface TargetsTable extends RecordColumns {
  target_cents: number | null;
}

export interface SettingsTable extends RecordColumns {
  value: string | null;
}

export interface BudgetsTable extends RecordColumns {
  category: string | null;
  month: string | null;
  limit_cents: number | null;
  currency: string | null;
  rollover: number | null;
  stopped: number | null;
  created_at: string | null;
}

/** Money moved between two currencies, both sides in one record (migration 0016). */
export interface TransfersTable extends RecordColumns {
  out_cents: number | null;
  out_currency: string | null;
  in_cents: number | null;
  in_currency: string | null;
  date: string | null;
  details: string | null;
  created_at: string | null;
  /** Null: the account of that side's currency (migration 0018). */
  out_account_id: string | null;
  in_account_id: string | null;
}

/** An account money is held in (migration 0018, docs/sync-protocol.md "Accounts"). */
export interface AccountsTable extends RecordColumns {
  name: string | null;
  account_type: string | null;
  currency: string | null;
  opening_cents: number | null;
  opening_date: string | null;
  note: string | null;
  last_four: string | null;
  sort_order: number | null;
  closed: number | null;
  reconciled_date: string | null;
  reconciled_cents: number | null;
  created_at: string | null;
}

/** A category's chart colour (migration 0017, docs/sync-protocol.md "Records"). */
export interface CategoryStylesTable extends RecordColumns {
  trans_status: string | null;
  category: string | null;
  colour: string | null;
}

/** Rules (migration 0027): conditions and actions are JSON texts (src/domain/rules.ts). */
export interface RulesTable extends RecordColumns {
  name: string | null;
  sort_order: number | null;
  enabled: number | null;
  conditions: string | null;
  actions: string | null;
  created_at: string | null;
}

export interface ChangeCountersTable {
  user_id: string;
  last_seq: number;
}

/**
 * Derived: the sum of a person's live transaction amounts per currency (migration 0006), and of
 * their transfer sides in it (migration 0016), for the exactness limit.
 */
export interface CurrencyTotalsTable {
  user_id: string;
  currency: string;
  total_cents: number;
}

export interface SyncClientsTable {
  user_id: string;
  client_id: string;
  last_number: number;
  updated_at: string;
}

/** A field value a later change overwrote after another device changed it (migration 0012). */
export interface SyncConflictsTable {
  user_id: string;
  seq: number;
  field: string;
  kind: string;
  record_id: string;
  /** JSON. */
  kept_value: string;
  /** JSON. */
  won_value: string;
  kept_at: string;
  won_at: string;
}

export interface ExchangeRatesTable {
  date: string;
  /** JSON: units of each currency per 1 USD, upper-case codes. */
  rates: string;
  source: string;
  version: number;
}

/** One row: who this database is, renewed by a restore (server/sync/databaseIdentity.ts). */
export interface DatabaseIdentityTable {
  id: string;
  made_at: string;
}

/** A registered WebAuthn credential (migration 0020). `transports` is a JSON array of strings. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface WebauthnChallengesTable {
  id: string;
  /** `proof`: answerable only by `user_id`'s own passkeys (re-authentication, second factor). */
  purpose: 'register' | 'sign-in' | 'proof';
  user_id: string | null;
  challenge: string;
  expires_at: string;
}

export interface Schema {
  users: UsersTable;
  logins: LoginsTable;
  refresh_tokens: RefreshTokensTable;
  email_tokens: EmailTokensTable;
  transactions: TransactionsTable;
  scheduled_transactions: ScheduledTransactionsTable;
  wishes: WishesTable;
  targets: TargetsTable;
  settings: SettingsTable;
  change_counters: ChangeCountersTable;
  currency_totals: CurrencyTotalsTable;
  sync_clients: SyncClientsTable;
  sync_conflicts: SyncConflictsTable;
  exchange_rates: ExchangeRatesTable;
  budgets: BudgetsTable;
  transfers: TransfersTable;
  category_styles: CategoryStylesTable;
  accounts: AccountsTable;
  rules: RulesTable;
  database_identity: DatabaseIdentityTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  two_factor: TwoFactorTable;
  recovery_codes: RecoveryCodesTable;
}

/** One TOTP secret per person, sealed; pending until `enabled_at` (migration 0019). */
export interface TwoFactorTable {
  user_id: string;
  secret_sealed: string;
  created_at: string;
  enabled_at: string | null;
  last_step: number | null;
}

/** Ten one-time recovery codes per person, as hashes (migration 0019). */
export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: string | null;
}

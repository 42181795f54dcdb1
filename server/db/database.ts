import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { Schema } from './schema';
import { withStatementCache } from './statementCache';

export type DatabaseKind = Config['database']['kind'];

export interface Database {
  kind: DatabaseKind;
  db: Kysely<Schema>;
  /** PostgreSQL schema holding the tables (SQLite has none). */
  schema?: string;
  close(): Promise<void>;
}

// Our bigint columns (change sequences, counts) stay far below 2^53: read them as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

// Far more than the distinct statements the app sends, other than those whose text varies with the data.
const keptStatements = 500;

export function openSqlite(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run beside the single writer; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, keptStatements) }),
  });
  return { kind: 'sqlite', db, close: () => db.destroy() };
}

/** `searchPath` puts every table in one schema: the tests use it to give each file its own database. */
export function openPostgres(url: string, searchPath?: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return { kind: 'postgres', db, schema: searchPath ?? 'public', close: () => db.destroy() };
}

export function openDatabase(config: Config['database']): Database {
  return config.kind === 'sqlite' ? openSqlite(config.file) : openPostgres(config.url);
}

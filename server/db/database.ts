import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import type { RateStore } from '../http/rateLimits';
import { memoryChannel, type LiveChannel } from '../live/liveChannel';
import { postgresChannel } from '../live/postgresChannel';
import { processChannel } from '../live/processChannel';
import type { Logger } from '../logger';
import { withNamedStatements } from './namedStatements';
import type { Schema } from './schema';
import { FairSqliteDialect } from './sqliteDriver';
import { startWalCheckpointer } from './walCheckpointer';

export type DatabaseKind = Config['database']['kind'];

export interface Database {
  kind: DatabaseKind;
  db: Kysely<Schema>;
  /** PostgreSQL schema holding the tables (SQLite has none). */
  schema?: string;
  /** PostgreSQL's pool, for the stores that speak to it directly (shared rate limits). */
  pool?: pg.Pool;
  /** How committed changes and ended logins reach the live streams (in-process, or across processes and instances). */
  live: LiveChannel;
  /** Where the limits on attempts count, so that every process serving this database counts together. */
  attempts: RateStore;
  close(): Promise<void>;
}

// Our bigint columns (change sequences, counts) stay far below 2^53: read them as numbers, not strings.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

// Far more than the distinct statements the app sends, other than those whose text varies with the data.
const keptStatements = 500;

/**
 * The database file is made (or, from an older version, tightened to) 0600 before SQLite opens it:
 * SQLite gives the -wal and -shm files it creates the database file's mode, so all three are the
 * owner's alone. Ones left by an earlier run are tightened too (issue 13, item 6).
 */
function keepPrivate(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    if (existsSync(path)) chmodSync(path, 0o600);
  }
}

/**
 * The SQLite file behind one process: a writer connection, a reader connection for reads outside
 * transactions, and a worker thread that checkpoints the log (sqliteDriver.ts, walCheckpointer.ts).
 * The server syncs every commit to disk (config.ts says why); `syncEveryCommit: false`
 * (SQLITE_SYNC=checkpoint, and the tests) syncs at checkpoints only (synchronous=NORMAL in WAL mode):
 * a crash of the process loses nothing, a power cut can lose the last commits before a checkpoint
 * (at most about half a second of them) but never corrupts the file.
 */
export function openSqlite(
  file: string,
  {
    syncEveryCommit = false,
    sharedByProcesses = false,
  }: { syncEveryCommit?: boolean; sharedByProcesses?: boolean } = {},
): Database {
  const inMemory = file === ':memory:';
  if (!inMemory) keepPrivate(file);
  const writer = new SQLite(file);
  // WAL lets readers run beside the single writer; foreign keys are off by default in SQLite.
  writer.pragma('journal_mode = WAL');
  writer.pragma('foreign_keys = ON');
  // Among processes, a write that finds another process writing waits in the driver, off the event
  // loop (sqliteDriver.ts); SQLite's own busy wait would stop this process until the other is done.
  writer.pragma(`busy_timeout = ${sharedByProcesses ? 0 : 5000}`);
  writer.pragma(`synchronous = ${syncEveryCommit ? 'FULL' : 'NORMAL'}`);
  let reader: SQLite.Database | undefined;
  let checkpointer: ReturnType<typeof startWalCheckpointer> | undefined;
  if (!inMemory) {
    // The worker checkpoints; the log file is cut back to 64 MB when it starts again from the top.
    writer.pragma('wal_autocheckpoint = 0');
    writer.pragma(`journal_size_limit = ${64 * 1024 * 1024}`);
    checkpointer = startWalCheckpointer(file);
    reader = new SQLite(file);
    reader.pragma('busy_timeout = 5000');
    // It only ever reads: a write sent to it by mistake fails instead of bypassing the writer.
    reader.pragma('query_only = ON');
  }
  const db = new Kysely<Schema>({ dialect: new FairSqliteDialect({ writer, reader, keptStatements }) });
  // One process serving the file reaches every stream itself; several tell each other through the primary.
  const live = sharedByProcesses ? processChannel() : memoryChannel();
  return {
    kind: 'sqlite',
    db,
    live,
    attempts: sharedByProcesses ? { kind: 'processes' } : { kind: 'memory' },
    close: async () => {
      await live.close();
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

/** `searchPath` puts every table in one schema: the tests use it to give each file its own database. */
export function openPostgres(url: string, searchPath?: string, logger?: Pick<Logger, 'warn'>): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  const schema = searchPath ?? 'public';
  const live = postgresChannel({ db: db as Kysely<unknown>, url, schema, logger });
  return {
    kind: 'postgres',
    db,
    schema,
    pool,
    live,
    attempts: { kind: 'postgres', pool },
    close: () => live.close().then(() => db.destroy()),
  };
}

/** `sharedByProcesses`: this process is one of several on the same database (server/processes/). */
export function openDatabase(
  config: Config['database'],
  logger?: Pick<Logger, 'warn'>,
  { sharedByProcesses = false } = {},
): Database {
  return config.kind === 'sqlite'
    ? openSqlite(config.file, { syncEveryCommit: config.syncEveryCommit, sharedByProcesses })
    : openPostgres(config.url, undefined, logger);
}

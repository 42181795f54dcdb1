import type SQLite from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { AppError } from '../errors';
import { CommitGroup } from './commitGroup';
import { withStatementCache, type StatementSource } from './statementCache';

/**
 * Kysely's SQLite dialect with a driver made for one busy process (the SQLite page's p99 budget: 100 ms).
 *
 * Kysely's own driver hands its one connection to one query or transaction at a time through a
 * mutex that wakes every waiter on each release: under 100 connections each query of a request went
 * to the back of a queue of a hundred, and a request of ten queries waited ten times over.
 * better-sqlite3 runs a statement synchronously, so a statement outside a transaction can never
 * interleave with another one: it runs at once. Only a transaction, which spans awaits, holds the
 * writer, and its waiters queue in arrival order (first come, first served, one wake-up each).
 * Transactions that follow one another straight from that queue share one COMMIT, so one sync to
 * disk (commitGroup.ts); each is answered once that commit is done.
 *
 * With `reader` (a second connection to the same file in WAL mode), a read outside a transaction
 * runs on it even while a transaction holds the writer, and sees the last commit, as a read on
 * PostgreSQL would. Without one (an in-memory database, which a second connection cannot share),
 * such a read waits for the open transaction like a write.
 *
 * Several processes may serve one file (server/processes/). A transaction then begins IMMEDIATE,
 * taking SQLite's write lock before its first read, so it can never fail half-way when another
 * process wrote in between; and a write that finds another process holding the lock waits for it
 * here, on a timer, while this process goes on answering (`whenWriterFree`). The writer connection
 * of such a process has no busy timeout: SQLite's own wait would stop the whole event loop.
 */
export class FairSqliteDialect extends SqliteDialect {
  readonly #writer: SQLite.Database;
  readonly #reader: SQLite.Database | undefined;
  readonly #keptStatements: number;

  /** `keptStatements`: prepared statements kept per connection (statementCache.ts). */
  constructor(options: { writer: SQLite.Database; reader?: SQLite.Database; keptStatements: number }) {
    super({ database: options.writer });
    this.#writer = options.writer;
    this.#reader = options.reader;
    this.#keptStatements = options.keptStatements;
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(this.#writer, this.#reader, this.#keptStatements);
  }
}

/** Who takes the writer: a transaction, or one statement outside any. */
type Turn = 'transaction' | 'statement';

/** Hands the writer to one transaction at a time, the waiters in the order they asked. */
class WriterQueue {
  #held = false;
  readonly #waiting: { turn: Turn; start: () => void }[] = [];

  get held(): boolean {
    return this.#held;
  }

  /** True when the next waiter is a transaction (it may join the open commit group). */
  get transactionIsNext(): boolean {
    return this.#waiting[0]?.turn === 'transaction';
  }

  acquire(turn: Turn): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve();
    }
    return new Promise((start) => this.#waiting.push({ turn, start }));
  }

  release(): void {
    const next = this.#waiting.shift();
    // Handed straight to the next waiter: nobody arriving meanwhile can take it first.
    if (next) next.start();
    else this.#held = false;
  }
}

/**
 * The most transactions one COMMIT makes durable. Each member waits for the last one's work, so a
 * bound keeps the first one's answer from waiting on a long queue, and lets another process, polling
 * for SQLite's write lock, in between groups.
 */
const maxCommitGroup = 32;

class FairSqliteDriver implements Driver {
  readonly #queue = new WriterQueue();
  readonly #writer: StatementSource;
  readonly #reader: StatementSource | undefined;
  readonly #group: CommitGroup;

  constructor(writer: SQLite.Database, reader: SQLite.Database | undefined, keptStatements: number) {
    this.#writer = withStatementCache(writer, keptStatements);
    this.#reader = reader && withStatementCache(reader, keptStatements);
    const statements = this.#writer;
    this.#group = new CommitGroup({
      run: (sql) => void run(statements, CompiledQuery.raw(sql)),
      get inTransaction() {
        return writer.inTransaction;
      },
    });
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Lease(this.#writer, this.#reader, this.#queue);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    await this.#queue.acquire('transaction');
    try {
      if (!this.#group.open) await whenWriterFree(() => this.#group.begin());
      this.#group.startMember();
    } catch (error) {
      this.#endTurn();
      throw error;
    }
    lease.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // Throws with the member's work still in place when SQLite refuses it; Kysely's rollback follows.
    const committed = this.#group.keepMember();
    lease.inTransaction = false;
    this.#endTurn();
    await committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // Its part already ended: the group's commit failed after its work was kept.
    if (!lease.inTransaction) return;
    try {
      this.#group.undoMember();
    } finally {
      lease.inTransaction = false;
      this.#endTurn();
    }
  }

  /** After a member: the next transaction in line joins the group, or the group commits and the writer is free. */
  #endTurn(): void {
    const nextJoins = this.#queue.transactionIsNext && this.#group.size < maxCommitGroup;
    if (this.#group.open && !nextJoins) this.#group.commit();
    this.#queue.release();
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.#reader?.close();
    this.#writer.close();
  }
}

/** One query's or one transaction's use of the database. */
class Lease implements DatabaseConnection {
  inTransaction = false;

  constructor(
    private readonly writer: StatementSource,
    private readonly reader: StatementSource | undefined,
    private readonly queue: WriterQueue,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return run<R>(this.writer, query);
    if (this.reader && isReadOnly(this.reader, query.sql)) return run<R>(this.reader, query);
    // Nothing holds the writer: the statement runs and ends before anything else here can start.
    if (!this.queue.held) return whenWriterFree(() => run<R>(this.writer, query));
    await this.queue.acquire('statement');
    try {
      return await whenWriterFree(() => run<R>(this.writer, query));
    } finally {
      this.queue.release();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // Nothing in the app streams; answered whole, so no statement stays open across awaits.
    yield await this.executeQuery<R>(query);
  }
}

/** True when the statement changes nothing (a select), so the reader connection may run it. */
function isReadOnly(reader: StatementSource, sql: string): boolean {
  return reader.prepare(sql).readonly;
}

function run<R>(database: StatementSource, query: CompiledQuery): QueryResult<R> {
  const statement = database.prepare(query.sql);
  if (statement.reader) return { rows: statement.all(query.parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(query.parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** How long a write waits for another process to finish writing before it fails. */
const writeLockWaitMs = 10_000;

/**
 * Runs `write`, again after a short wait each time another process holds SQLite's write lock
 * (SQLITE_BUSY: nothing was written, so running it again is safe). Within one process the writer
 * queue already orders writes; this only waits for the others.
 */
async function whenWriterFree<T>(write: () => T): Promise<T> {
  const giveUpAt = Date.now() + writeLockWaitMs;
  for (let waitMs = 1; ; waitMs = Math.min(waitMs * 2, 8)) {
    try {
      return write();
    } catch (error) {
      if (!isBusy(error)) throw error;
      // Nothing was written: the client may send it again (a device's push does so by itself).
      if (Date.now() > giveUpAt) {
        throw new AppError(503, 'database_busy', 'The server is busy just now. Please try again in a moment.', {
          retry_after: 1,
        });
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

function isBusy(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && String((error as { code?: unknown }).code).startsWith('SQLITE_BUSY')
  );
}

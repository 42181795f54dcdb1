import type SQLite from 'better-sqlite3';

/** What the SQLite driver needs of a connection: its statements, and closing it. */
export interface StatementSource {
  close(): void;
  prepare(sql: string): SQLite.Statement;
}

/**
 * Hands Kysely's SQLite driver the same prepared statement for the same SQL text. The driver calls
 * `prepare` for every query, and preparing (parsing and planning) was about a tenth of the server's
 * CPU time on the transactions list under wrk. SQLite re-prepares a kept statement by
 * itself when the schema changes, and a statement is bound afresh on each run, so a kept one
 * behaves as a new one would.
 *
 * Bounded: some SQL texts vary with the data (`in (?, ?, ...)` with one `?` per id), so only the
 * `maxStatements` most recently used are kept.
 */
export function withStatementCache(database: SQLite.Database, maxStatements: number): StatementSource {
  const bySql = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const kept = bySql.get(sql);
      // A statement still being iterated (a streamed query) cannot run again: use a new one then.
      if (kept?.busy) return database.prepare(sql);
      if (kept) {
        // Moved to the end: the Map's order is the order of last use.
        bySql.delete(sql);
        bySql.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (bySql.size >= maxStatements) {
        const leastRecent = bySql.keys().next().value;
        if (leastRecent !== undefined) bySql.delete(leastRecent);
      }
      bySql.set(sql, statement);
      return statement;
    },
  };
}

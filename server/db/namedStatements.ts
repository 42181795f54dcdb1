import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Kysely's PostgreSQL pool, with each SQL text sent as a named prepared statement: PostgreSQL
 * parses it once per connection and, after a few runs, stops planning it again, where an unnamed
 * statement is parsed and planned on every run (planning alone took 0.11 to 0.48 ms a statement).
 *
 * Two kinds of text stay unnamed:
 * - a text that reads `*` (`select *`, `returning *`): a prepared one fails with "cached plan must
 *   not change result type" once a migration adds a column, and docs/DEPLOY.md promises that
 *   instances still running the old release keep working while others migrate;
 * - texts past the `maxNamed`th, and texts with many parameters, whose text varies with the data
 *   (`in ($1, $2, ...)`, one row of values per record): each connection would keep them all.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();

  function nameOf(text: string, parameterCount: number): string | undefined {
    const known = names.get(text);
    if (known !== undefined) return known;
    if (names.size >= maxNamed || parameterCount > maxParameters || readsEveryColumn.test(text)) return undefined;
    const name = `mk_${names.size + 1}`;
    names.set(text, name);
    return name;
  }

  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      return {
        query: ((text: string | object, values?: readonly unknown[]) => {
          // A cursor (Kysely's streams) goes through as it came.
          if (typeof text !== 'string') return client.query(text as pg.Submittable);
          const parameters = values ? [...values] : [];
          const name = nameOf(text, parameters.length);
          return client.query(name ? { name, text, values: parameters } : { text, values: parameters });
        }) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}

// A bound on what each connection keeps prepared: a name, once given, is never given back.
const maxNamed = 500;

// A record's upsert has about 30; a longer list is most likely one whose length follows the data.
const maxParameters = 64;

/** `*` as a column list (`select *`, `"t".*`, `returning *`); `count(*)` is not one. */
const readsEveryColumn = /(?<!count\()\*/i;

import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import type { Schema } from '../db/schema';
import { moneyRepository } from './money.repository';

/** The SQLite query plan of every statement `run` sends, as EXPLAIN QUERY PLAN words it. */
async function plansOf(run: (money: ReturnType<typeof moneyRepository>) => Promise<unknown>): Promise<string[]> {
  const sqlite = new SQLite(':memory:');
  const sent: CompiledQuery[] = [];
  const db = new Kysely<Schema>({
    dialect: new SqliteDialect({ database: sqlite }),
    log: (event) => {
      if (event.level === 'query') sent.push(event.query);
    },
  });
  try {
    await migrateToLatest({ kind: 'sqlite', db, close: () => db.destroy() });
    sent.length = 0;
    await run(moneyRepository(db));
    return sent.map((query) =>
      sqlite
        .prepare(`explain query plan ${query.sql}`)
        .all(...query.parameters)
        .map((row) => (row as { detail: string }).detail)
        .join(' | '),
    );
  } finally {
    await db.destroy();
  }
}

const may2023 = { start: '2023-05-01', end: '2023-05-31' };

// A page of the transactions list is a count and a page; both ran on every request of the list.
describe('the transactions list on SQLite', () => {
  it('counts from the transactions_list index alone, after one look at the change counter', async () => {
    const [counter, count] = await plansOf((money) => money.countTransactions('user', may2023));
    expect(counter).toContain('change_counters USING INDEX sqlite_autoindex_change_counters');
    expect(count).toContain('USING COVERING INDEX transactions_list');
  });

  it('reads a page in index order, with no sort', async () => {
    const [page] = await plansOf((money) => money.transactionsPage('user', may2023, 10, 190));
    expect(page).toContain('USING INDEX transactions_list');
    expect(page).not.toContain('TEMP B-TREE');
  });
});

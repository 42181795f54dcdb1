import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import type { Schema } from '../../server/db/schema';
import { moneyRepository } from '../../server/money/money.repository';
import { openTestDatabase, testDatabaseKind } from '../support/testDatabase';

// server/db/namedStatements.ts: PostgreSQL keeps the app's statements prepared per connection.
describe.runIf(testDatabaseKind() === 'postgres')('statements prepared on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** Runs `work` on one pooled connection, then answers the statements that connection holds prepared. */
  async function preparedAfter(work: (db: Kysely<Schema>) => Promise<unknown>): Promise<string[]> {
    return database.db.connection().execute(async (connection) => {
      await work(connection);
      const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
        connection,
      );
      return rows.map((row) => row.statement);
    });
  }

  it("parses a list page's count and rows once per connection, not on every request", async () => {
    const prepared = await preparedAfter(async (db) => {
      const money = moneyRepository(db);
      const may = { start: '2023-05-01', end: '2023-05-31' };
      for (const page of [1, 2]) {
        await money.countTransactions('someone', may);
        await money.transactionsPage('someone', may, 10, (page - 1) * 10);
      }
    });
    expect(prepared.filter((text) => /count\(\*\).*from "transactions"/.test(text))).toHaveLength(1);
    expect(prepared.filter((text) => /from "transactions".*limit/.test(text))).toHaveLength(1);
  });

  it('an instance on the old release keeps reading while another migrates a column in (rolling upgrade)', async () => {
    await sql`create table upgraded (id integer primary key, note text)`.execute(database.db);
    await sql`insert into upgraded (id, note) values (1, 'kept')`.execute(database.db);
    const reads = (db: Kysely<Schema>) =>
      Promise.all([
        sql`select * from upgraded where id = ${1}`.execute(db),
        sql`select id, note from upgraded where id = ${1}`.execute(db),
      ]);
    const answers = await database.db.connection().execute(async (connection) => {
      await reads(connection);
      // Another instance migrates: the same connection, the same statements, one column more.
      await sql`alter table upgraded add column colour text`.execute(database.db);
      return reads(connection);
    });
    expect(answers.map((answer) => answer.rows)).toEqual([
      [{ id: 1, note: 'kept', colour: null }],
      [{ id: 1, note: 'kept' }],
    ]);
  });
});

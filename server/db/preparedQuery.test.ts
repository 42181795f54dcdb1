import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preparedQuery } from './preparedQuery';

interface Rows {
  entries: { owner: string; day: string; hidden: number };
}

describe('preparedQuery', () => {
  let db: Kysely<Rows>;

  beforeEach(async () => {
    db = new Kysely<Rows>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await db.schema
      .createTable('entries')
      .addColumn('owner', 'text')
      .addColumn('day', 'text')
      .addColumn('hidden', 'integer')
      .execute();
    await db
      .insertInto('entries')
      .values([
        { owner: 'ana', day: '2026-01-01', hidden: 0 },
        { owner: 'ana', day: '2026-01-02', hidden: 0 },
        { owner: 'ana', day: '2026-01-03', hidden: 1 },
        { owner: 'ben', day: '2026-01-02', hidden: 0 },
      ])
      .execute();
  });
  afterEach(() => db.destroy());

  const daysOf = (values: { owner: string; from: string; limit: number }) =>
    db
      .selectFrom('entries')
      .select('day')
      // The values in another order than the SQL takes them, and a constant between them.
      .where('day', '>=', values.from)
      .where('hidden', '=', 0)
      .where('owner', '=', values.owner)
      .orderBy('day')
      .limit(values.limit);

  it('answers each run with its own values, as the same query built afresh would', async () => {
    const days = preparedQuery(db, daysOf);
    const runs = [
      { owner: 'ana', from: '2026-01-01', limit: 10 },
      { owner: 'ben', from: '2026-01-01', limit: 10 },
      { owner: 'ana', from: '2026-01-02', limit: 10 },
      { owner: 'ana', from: '2026-01-01', limit: 1 },
    ];
    for (const values of runs) {
      expect(await days.execute(values)).toEqual(await daysOf(values).execute());
    }
    expect((await days.execute(runs[1]!)).map((row) => row.day)).toEqual(['2026-01-02']);
  });

  it('refuses a build that does not pass a value to the query, instead of running without it', async () => {
    const ignoresOwner = preparedQuery(db, (values: { owner: string; from: string }) =>
      db.selectFrom('entries').select('day').where('day', '>=', values.from),
    );
    await expect(ignoresOwner.execute({ owner: 'ana', from: '2026-01-01' })).rejects.toThrow(
      /owner not a parameter of select/,
    );
  });
});

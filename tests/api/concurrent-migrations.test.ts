import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { testPostgresUrl } from '../support/postgres';
import { testDatabaseKind } from '../support/testDatabase';

// Several instances started at the same moment each migrate the one database they share (issue 14 item 1).
const schema = `test_${randomBytes(6).toString('hex')}`;
const onPostgres = testDatabaseKind() === 'postgres';

async function admin(query: string) {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    return await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (onPostgres) await admin(`create schema ${schema}`);
});
afterAll(async () => {
  if (onPostgres) await admin(`drop schema ${schema} cascade`);
});

it.runIf(onPostgres)(
  'five instances migrating a new database at once all start, and each migration runs once',
  async () => {
    const instances = Array.from({ length: 5 }, () => openPostgres(testPostgresUrl, schema));
    try {
      const outcomes = await Promise.allSettled(instances.map((instance) => migrateToLatest(instance)));
      expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      const { rows } = await admin(`select name from ${schema}.kysely_migration order by name`);
      expect(rows.map((row: { name: string }) => row.name)).toEqual(Object.keys(migrations('postgres')).sort());
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  },
);

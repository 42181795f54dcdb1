import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from './database';

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('openSqlite keeps the database files private', () => {
  it('another local user cannot read a database an older version left world-readable: the file, -wal and -shm become 0600', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'money-kitchen-db-'));
    folders.push(folder);
    const file = join(folder, 'money-kitchen.sqlite');
    // What an older version left behind: all three files readable by anyone.
    for (const path of [file, `${file}-wal`, `${file}-shm`]) writeFileSync(path, '');
    for (const path of [file, `${file}-wal`, `${file}-shm`]) chmodSync(path, 0o644);

    const database = openSqlite(file);
    await sql`create table kept (id integer primary key)`.execute(database.db);
    await sql`insert into kept (id) values (1)`.execute(database.db);
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect([modeOf(file), modeOf(`${file}-wal`), modeOf(`${file}-shm`)]).toEqual(['600', '600', '600']);
    await database.close();
  });
});

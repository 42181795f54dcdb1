import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql, type Generated, type Kysely } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqlite, type Database } from './database';

interface Notes {
  notes: { id: Generated<number>; text: string };
}

// The driver's promises, with a file (writer + reader connection + checkpointer) and in memory (writer only).
const folders: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true }));
});

async function open(kind: 'file' | 'memory') {
  let file = ':memory:';
  if (kind === 'file') {
    const folder = mkdtempSync(join(tmpdir(), 'mk-driver-'));
    folders.push(folder);
    file = join(folder, 'money.db');
  }
  const database = openSqlite(file);
  opened.push(database);
  const db = database.db as unknown as Kysely<Notes>;
  await sql`create table notes (id integer primary key, text text not null)`.execute(db);
  return db;
}

const texts = async (db: Kysely<Notes>) =>
  (await db.selectFrom('notes').select('text').orderBy('id').execute()).map((row) => row.text);

/** Resolves after the promises already queued, and the event loop's turn, have run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe.each(['file', 'memory'] as const)('the SQLite driver (%s)', (kind) => {
  it('never shows a transaction before it commits, nor anything of one rolled back', async () => {
    const db = await open(kind);
    let outside: Promise<string[]> | undefined;
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 1, text: 'kept' }).execute();
      outside = texts(db);
      await settle();
    });
    // From a file the read runs at once on the reader and sees the last commit; in memory it waits for this one.
    expect(await outside).toEqual(kind === 'file' ? [] : ['kept']);
    expect(await texts(db)).toEqual(['kept']);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ id: 2, text: 'undone' }).execute();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await texts(db)).toEqual(['kept']);
  });

  it('runs transactions one at a time, in the order they began', async () => {
    const db = await open(kind);
    const order: string[] = [];
    const one = (name: string) =>
      db.transaction().execute(async (trx) => {
        order.push(`${name} begins`);
        await trx.insertInto('notes').values({ text: name }).execute();
        await settle(); // holds the writer across a turn of the event loop
        order.push(`${name} commits`);
      });
    await Promise.all(['a', 'b', 'c'].map(one));
    expect(order).toEqual(['a begins', 'a commits', 'b begins', 'b commits', 'c begins', 'c commits']);
    expect(await texts(db)).toEqual(['a', 'b', 'c']);
  });

  it('holds a write made outside a transaction until the open one ends, and keeps it when that one rolls back', async () => {
    const db = await open(kind);
    let outsideDone = false;
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ text: 'rolled back' }).execute();
        outside = db
          .insertInto('notes')
          .values({ text: 'alone' })
          .execute()
          .then(() => (outsideDone = true));
        await settle();
        expect(outsideDone).toBe(false);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await outside;
    expect(await texts(db)).toEqual(['alone']);
  });

  it('answers inserts with returning, and a failed statement leaves the next transaction working', async () => {
    const db = await open(kind);
    const row = await db.insertInto('notes').values({ text: 'first' }).returning('id').executeTakeFirstOrThrow();
    expect(row.id).toBe(1);
    await expect(db.insertInto('notes').values({ id: 1, text: 'same id' }).execute()).rejects.toThrow(/UNIQUE/);
    await expect(
      db.transaction().execute((trx) => trx.insertInto('notes').values({ id: 1, text: 'same id' }).execute()),
    ).rejects.toThrow(/UNIQUE/);
    await db.transaction().execute((trx) => trx.insertInto('notes').values({ text: 'second' }).execute());
    expect(await texts(db)).toEqual(['first', 'second']);
  });
});

describe('the SQLite driver, one of several processes on a file', () => {
  /** A database opened as one of several processes, and another process's connection in the middle of a write. */
  async function whileAnotherProcessWrites() {
    const folder = mkdtempSync(join(tmpdir(), 'mk-driver-'));
    folders.push(folder);
    const file = join(folder, 'money.db');
    const database = openSqlite(file, { sharedByProcesses: true });
    opened.push(database);
    const db = database.db as unknown as Kysely<Notes>;
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    const other = new SQLite(file);
    other.exec('begin immediate');
    const insert = () => db.transaction().execute((trx) => trx.insertInto('notes').values({ text: 'mine' }).execute());
    return { db, other, insert };
  }

  it('waits for another process that holds the write lock without stopping this one, then writes', async () => {
    const { db, other, insert } = await whileAnotherProcessWrites();
    let ticks = 0;
    const ticking = setInterval(() => (ticks += 1), 1);
    const written = insert();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await texts(db)).toEqual([]);
    other.exec('commit');
    other.close();
    await written;
    clearInterval(ticking);
    expect(await texts(db)).toEqual(['mine']);
    // The event loop went on while the write waited: SQLite's own busy wait would have held it.
    expect(ticks).toBeGreaterThan(10);
  });

  it('answers 503 database_busy with a retry in 1 s, and writes nothing, when the other process holds the lock for 10 s', async () => {
    const { db, other, insert } = await whileAnotherProcessWrites();
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    try {
      const written = insert().then(
        () => undefined,
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(10_100);
      expect(await written).toMatchObject({ status: 503, code: 'database_busy', extra: { retry_after: 1 } });
    } finally {
      vi.useRealTimers();
    }
    other.exec('commit');
    other.close();
    expect(await texts(db)).toEqual([]);
  });
});

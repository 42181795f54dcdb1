import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql, type Generated, type Transaction } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSqlite, type Database } from './database';
import { FairSqliteDialect } from './sqliteDriver';

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

describe('the SQLite driver, transactions queued behind one another (group commit)', () => {
  interface Linked extends Notes {
    parents: { id: number };
    children: { id: Generated<number>; parent_id: number };
  }
  const closers: (() => Promise<void>)[] = [];
  afterEach(() => Promise.all(closers.splice(0).map((close) => close())));

  /**
   * A file as the server opens it (WAL, synced at every commit), without the checkpointer, so the
   * log only grows; and a second connection, another process's view of what is on disk.
   */
  async function openLogged() {
    const folder = mkdtempSync(join(tmpdir(), 'mk-group-'));
    folders.push(folder);
    const file = join(folder, 'money.db');
    const writer = new SQLite(file);
    writer.pragma('journal_mode = WAL');
    writer.pragma('synchronous = FULL');
    writer.pragma('wal_autocheckpoint = 0');
    writer.pragma('foreign_keys = ON');
    const db = new Kysely<Linked>({
      dialect: new FairSqliteDialect({ writer, reader: new SQLite(file), keptStatements: 10 }),
    });
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);
    await sql`create table parents (id integer primary key)`.execute(db);
    await sql`create table children (id integer primary key, parent_id integer not null references parents (id))`.execute(
      db,
    );
    const elsewhere = new SQLite(file, { readonly: true });
    closers.push(async () => {
      elsewhere.close();
      await db.destroy();
    });
    /** The notes another connection sees on disk. */
    const onDisk = () =>
      (elsewhere.prepare('select text from notes order by id').all() as Notes['notes'][]).map((row) => row.text);
    /** Pages appended to the write-ahead log so far: it only grows here, a header and then each commit's changed pages. */
    const loggedPages = () => (statSync(`${file}-wal`).size - 32) / (4096 + 24);
    return { db, onDisk, loggedPages };
  }

  /** A transaction that writes one note and holds the writer across a turn of the event loop, so the others queue. */
  const note = (db: Kysely<Linked>, text: string, then?: (trx: Transaction<Linked>) => Promise<void>) =>
    db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ text }).execute();
      await settle();
      await then?.(trx);
    });

  it('writes the log once for transactions that queued behind one another, where ones one after another write it each time', async () => {
    const { db, loggedPages } = await openLogged();
    const atStart = loggedPages();
    for (const text of ['a', 'b', 'c', 'd', 'e', 'f']) await note(db, text);
    const oneAfterAnother = loggedPages() - atStart;
    await Promise.all(['g', 'h', 'i', 'j', 'k', 'l'].map((text) => note(db, text)));
    const queued = loggedPages() - atStart - oneAfterAnother;
    expect(oneAfterAnother).toBeGreaterThanOrEqual(6);
    expect(queued).toBeLessThanOrEqual(2);
  });

  it('answers no transaction of a group before its work is on disk for another connection to read', async () => {
    const { db, onDisk } = await openLogged();
    const onDiskWhenAnswered: boolean[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((text) => note(db, text).then(() => onDiskWhenAnswered.push(onDisk().includes(text)))),
    );
    expect(onDiskWhenAnswered).toEqual([true, true, true]);
  });

  it('undoes only the work of the member that failed, and keeps the rest of its group', async () => {
    const { db, onDisk } = await openLogged();
    const outcomes = await Promise.allSettled([
      note(db, 'a'),
      note(db, 'refused', async () => {
        throw new Error('refused');
      }),
      note(db, 'c'),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(onDisk()).toEqual(['a', 'c']);
  });

  it("tells every member when the group's commit fails, keeps none of their work, and writes the next one", async () => {
    const { db, onDisk } = await openLogged();
    const outcomes = await Promise.allSettled([
      note(db, 'a'),
      // A foreign key deferred to COMMIT: a way to make the group's COMMIT itself fail.
      note(db, 'b', async (trx) => {
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        await trx.insertInto('children').values({ parent_id: 404 }).execute();
      }),
      note(db, 'c'),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((outcomes[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(onDisk()).toEqual([]);
    await note(db, 'after');
    expect(onDisk()).toEqual(['after']);
  });

  it('commits the open group before a write outside any transaction runs, so that write is never answered undone', async () => {
    const { db, onDisk } = await openLogged();
    let seenByOutside: string[] | undefined;
    let outside: Promise<unknown> | undefined;
    let queuedAfter: Promise<unknown> | undefined;
    await note(db, 'a', async () => {
      outside = db
        .insertInto('notes')
        .values({ text: 'outside' })
        .execute()
        .then(() => (seenByOutside = onDisk()));
      queuedAfter = note(db, 'b');
    });
    await queuedAfter;
    await outside;
    // 'a' was committed before the write outside ran, and that write was on disk when it was answered.
    expect(seenByOutside).toEqual(['a', 'outside']);
    expect(onDisk()).toEqual(['a', 'outside', 'b']);
  });
});

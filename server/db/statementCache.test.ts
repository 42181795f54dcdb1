import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statementCache';

const opened: SQLite.Database[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

function database() {
  const db = new SQLite(':memory:');
  opened.push(db);
  db.exec('create table t (a integer); insert into t values (1), (2), (3)');
  return db;
}

describe('withStatementCache', () => {
  it('hands back the same statement for the same SQL, with fresh parameters each run', () => {
    const cache = withStatementCache(database(), 10);
    const first = cache.prepare('select a from t where a >= ?');
    expect(cache.prepare('select a from t where a >= ?')).toBe(first);
    expect(first.all([2])).toEqual([{ a: 2 }, { a: 3 }]);
    expect(cache.prepare('select a from t where a >= ?').all([3])).toEqual([{ a: 3 }]);
  });

  it('keeps at most its limit, dropping the least recently used', () => {
    const cache = withStatementCache(database(), 2);
    const one = cache.prepare('select 1');
    const two = cache.prepare('select 2');
    expect(cache.prepare('select 1')).toBe(one);
    cache.prepare('select 3');
    expect(cache.prepare('select 1')).toBe(one);
    expect(cache.prepare('select 2')).not.toBe(two);
  });

  it('gives a new statement while the kept one is still being iterated', () => {
    const cache = withStatementCache(database(), 10);
    const iterating = cache.prepare('select a from t').iterate([]);
    iterating.next();
    expect(cache.prepare('select a from t').all([])).toEqual([{ a: 1 }, { a: 2 }, { a: 3 }]);
    iterating.return?.();
  });

  it('sees a schema change made after the statement was kept', () => {
    const db = database();
    const cache = withStatementCache(db, 10);
    expect(cache.prepare('select * from t where a = ?').all([1])).toEqual([{ a: 1 }]);
    db.exec("alter table t add column b text not null default 'x'");
    expect(cache.prepare('select * from t where a = ?').all([1])).toEqual([{ a: 1, b: 'x' }]);
  });
});
